import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';
import type { ServerSessionProps } from '@/features/auth/ssr';

/** What every layout may read of the page's props: the server's head start (features/auth/ssr.ts). */
export type LayoutProps = ServerSessionProps;

/** The address's query as the router gives it (`{ id: '12' }`, `{ aba: 'senha' }`). */
export type PageQuery = Readonly<Record<string, string | string[] | undefined>>;

/**
 * A page's name in the browser tab, before the app name ('Vitrine · Giro'): text, or a function
 * of the address for a record's page ('Negociação nº 12'); null where the tab is the app name
 * alone (the landing, the error page).
 */
export type PageTitle = string | ((query: PageQuery) => string) | null;

/**
 * A page of src/pages: its tab title (required, so a page without one fails tsc) and the layout
 * it picks (providers, header, guard: src/layouts). Each page file ends with
 * `export default Page satisfies NextPageWithLayout`. _app reads both from the page itself, so a
 * page's first load carries its own title only.
 */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  title: PageTitle;
  getLayout?: (page: ReactElement, props: LayoutProps) => ReactNode;
};

/** A record's page title: 'Negociação nº 12' at /negociacoes/12 (the name alone before the router has read the id). */
export const numbered = (name: string) => (query: PageQuery) => (typeof query.id === 'string' ? `${name} nº ${query.id}` : name);

/** The tab's title: the page's name then the app name ('Vitrine · Giro'), or the app name alone. */
export function documentTitle(appName: string, title: PageTitle | undefined, query: PageQuery): string {
  const page = typeof title === 'function' ? title(query) : title;
  return page ? `${page} · ${appName}` : appName;
}
