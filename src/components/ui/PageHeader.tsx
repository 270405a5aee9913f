import Link from 'next/link';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface Breadcrumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: Breadcrumb[];
  /** Buttons on the right (e.g. 'Novo anúncio'). */
  actions?: ReactNode;
  className?: string;
}

/** The page's <h1>, with the breadcrumb trail (nav 'Trilha') above it and actions beside it. */
export function PageHeader({ title, description, breadcrumbs, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('mb-6 flex flex-col gap-2', className)}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="Trilha">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {breadcrumbs.map((crumb, index) => {
              const last = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                  {crumb.href && !last ? (
                    <Link href={crumb.href} className="rounded text-primary-800 underline-offset-2 hover:underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-800' : undefined}>
                      {crumb.label}
                    </span>
                  )}
                  {!last ? (
                    <span aria-hidden="true" className="text-slate-500">
                      /
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
