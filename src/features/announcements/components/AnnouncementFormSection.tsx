import type { ReactNode } from 'react';

/** One titled group of the announcement form's fields (a fieldset on a six-column grid). */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-slate-600 md:col-span-6">{description}</p> : null}
      {children}
    </fieldset>
  );
}
