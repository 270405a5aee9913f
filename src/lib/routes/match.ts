/**
 * The route table (./table.ts) as the guards and tests walk it: every page in the table's order,
 * and the page that serves a path. Apart from the table, which _app imports on every page for the
 * tab title, because only the signed-in pages' guards match paths.
 */
import { PAGES, pageOf, type Audience, type Page, type RoutePattern } from './table';

export interface RouteEntry extends Page {
  pattern: RoutePattern;
  /** An address of the page, its id the sample's (tests open or match it). */
  sample: string;
}

/** Every page, in the table's order. */
export const ROUTE_LIST: readonly RouteEntry[] = (Object.keys(PAGES) as Audience[]).flatMap((audience) =>
  Object.keys(PAGES[audience]).map((pattern) => {
    const page = pageOf(pattern) as Page;
    return { ...page, pattern: pattern as RoutePattern, sample: pattern.replace(/\[\w+\]/g, String(page.sampleId)) };
  }),
);

const PATTERNS = new Set<string>(ROUTE_LIST.map((r) => r.pattern));
const DYNAMIC = ROUTE_LIST.filter((r) => r.pattern.includes('[')).map(({ pattern }) => ({
  pattern,
  regex: new RegExp(`^${pattern.replace(/\[\w+\]/g, '[^/]+')}$`),
}));

/**
 * The page that serves a path or pattern ('/anuncios/12?x=1' and '/anuncios/[id]' → '/anuncios/[id]'),
 * static pages first as Next routes them ('/empresas/nova' is not a company); undefined for none.
 */
export function matchRoute(path: string): RoutePattern | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (PATTERNS.has(pathname)) return pathname as RoutePattern;
  return DYNAMIC.find((d) => d.regex.test(pathname))?.pattern;
}
