import { routes, type Audience, type PageDeclaration, type RoutePattern } from './index';

/**
 * The app's pages as a table (declared once, with their builders, in ./index.ts) and, for a
 * record's page, the id tests open: the table the guards read (features/auth/routing.ts) and the
 * tests walk (the accessibility suite derives its cases from it). Apart from the builders, which
 * every link imports, so that a link carries no sample ids. A unit test keeps the pages and
 * src/pages equal both ways.
 */

export type { Audience, RoutePattern };

/** The declarations under `routes`, in their order. */
function declarations(node: object): PageDeclaration<RoutePattern>[] {
  return Object.values(node).flatMap((value: unknown) => {
    if (typeof value === 'function' && 'pattern' in value) return [value as unknown as PageDeclaration<RoutePattern>];
    return value && typeof value === 'object' ? declarations(value) : [];
  });
}

/** Who may open each page, by pattern. */
export const PAGES = Object.fromEntries(declarations(routes).map((d) => [d.pattern, d.audience])) as Readonly<Record<RoutePattern, Audience>>;

type RecordPattern = Extract<RoutePattern, `${string}[${string}`>;

/**
 * Each record's page's sample: the id tests open, a record the seed holds (src/mocks/db/seed.ts).
 * Typed by the table, so a new `[id]` page fails tsc until it has one.
 */
const SAMPLE_IDS: Readonly<Record<RecordPattern, number>> = {
  '/anuncios/[id]': 1,
  '/meus-anuncios/[id]': 1,
  '/buscas/[id]': 1,
  '/empresas/[id]': 1,
  '/empresas/[id]/colaboradores': 1,
  '/negociacoes/[id]': 2,
  '/admin/administradores/[id]': 2,
  '/admin/anuncios/[id]': 1,
  '/admin/buscas/[id]': 2,
  '/admin/clientes/[id]': 3,
  '/admin/empresas/[id]': 7,
  '/admin/interesses/[id]': 1,
  '/admin/negociacoes/[id]': 1,
  '/admin/produtos/[id]': 1,
};

export interface RouteEntry {
  pattern: RoutePattern;
  audience: Audience;
  /** A record's page's sample id (SAMPLE_IDS). */
  sampleId?: number;
  /** An address of the page, a record's page at its sample id (tests open or match it). */
  sample: string;
}

const PATTERNS = Object.keys(PAGES) as RoutePattern[];
const sampleIdOf = (pattern: RoutePattern): number | undefined => (SAMPLE_IDS as Readonly<Record<string, number>>)[pattern];

/** Every page, in the table's order. */
export const ROUTE_LIST: readonly RouteEntry[] = PATTERNS.map((pattern) => {
  const sampleId = sampleIdOf(pattern);
  return { pattern, audience: PAGES[pattern], sampleId, sample: pattern.replace(/\[\w+\]/g, String(sampleId)) };
});

const DYNAMIC = PATTERNS.filter((p) => p.includes('[')).map((pattern) => ({
  pattern,
  regex: new RegExp(`^${pattern.replace(/\[\w+\]/g, '[^/]+')}$`),
}));

/**
 * The page that serves a path or pattern ('/anuncios/12?x=1' and '/anuncios/[id]' → '/anuncios/[id]'),
 * static pages first as Next routes them ('/empresas/nova' is not a company); undefined for none.
 */
export function matchRoute(path: string): RoutePattern | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (Object.hasOwn(PAGES, pathname)) return pathname as RoutePattern;
  return DYNAMIC.find((d) => d.regex.test(pathname))?.pattern;
}
