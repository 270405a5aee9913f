import Link from 'next/link';
import { useRouter } from 'next/router';
import { cx } from './cx';

export interface SectionTab {
  href: string;
  label: string;
  /**
   * Route patterns (router.pathname, e.g. '/admin/anuncios/[id]') under which this tab is the
   * current one; by default only its own path, or also the paths below it with `nested`.
   */
  match?: readonly string[];
  /** Current on `href` and every path below it ('/admin/buscas/12'). */
  nested?: boolean;
}

function isCurrent(tab: SectionTab, pathname: string, path: string): boolean {
  if (tab.match) return tab.match.includes(pathname);
  return path === tab.href || (!!tab.nested && path.startsWith(`${tab.href}/`));
}

/** A secondary navigation across the screens of one header entry (links; the current one has aria-current). */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const { asPath, pathname } = useRouter();
  const path = asPath.split(/[?#]/)[0] ?? '';
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => {
          const active = isCurrent(tab, pathname, path);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  '-mb-px block border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700',
                  active ? 'border-primary-700 text-primary-800' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
