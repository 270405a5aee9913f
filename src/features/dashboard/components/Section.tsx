import { useId, type ReactNode } from 'react';

/** One titled region of the dashboard (a landmark named by its heading). */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
