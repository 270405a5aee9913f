import type { ReactNode } from 'react';
import { cx } from './cx';

/** A titled card of a detail page (a region named by its title). */
export function DetailCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cx('rounded-lg border border-slate-200 bg-white p-4 md:p-6', className)}>
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * One label/value pair of a detail card's `<dl>`; an absent or empty value shows '—' (0 shows as
 * 0). The `<div>` is the only wrapper a `<dl>` allows: span grid columns with `className`.
 */
export function Detail({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <div className={cx('flex flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{empty ? '—' : children}</dd>
    </div>
  );
}

/**
 * The `<dl>` of a read view: the Detail pairs in one column, two from the `from` breakpoint up (md
 * unless told); `className` adds to it (a margin, more columns on wider screens).
 */
export function DetailList({ children, from = 'md', className }: { children: ReactNode; from?: 'sm' | 'md'; className?: string }) {
  return <dl className={cx('grid grid-cols-1 gap-4', from === 'md' ? 'md:grid-cols-2' : 'sm:grid-cols-2', className)}>{children}</dl>;
}
