import { useSyncExternalStore } from 'react';
import type { NextRouter } from 'next/router';

/**
 * An in-memory stand-in for `next/router` in component tests: tests/setup.ts mocks next/router
 * with this module for every file and puts it back on '/' after each test. Drive or inspect it
 * through `mockRouter`.
 */
type Query = Record<string, string | string[]>;
type UrlObject = { pathname?: string | null; query?: Record<string, unknown> | null; hash?: string | null };
type Handler = (...args: unknown[]) => void;

function toQuery(search: URLSearchParams): Query {
  const query: Query = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    query[key] = all.length > 1 ? all : all[0]!;
  }
  return query;
}

function toHref(url: string | UrlObject): string {
  if (typeof url === 'string') return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(url.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const search = params.toString();
  return `${url.pathname ?? state.pathname}${search ? `?${search}` : ''}${url.hash ? `#${url.hash}` : ''}`;
}

const handlers = new Map<string, Set<Handler>>();
const events = {
  on: (event: string, handler: Handler) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
  off: (event: string, handler: Handler) => void handlers.get(event)?.delete(handler),
  emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
};

interface State {
  pathname: string;
  asPath: string;
  query: Query;
}
let state: State = { pathname: '/', asPath: '/', query: {} };
const listeners = new Set<() => void>();
const history: { method: 'push' | 'replace'; href: string; shallow: boolean }[] = [];

function navigate(method: 'push' | 'replace', url: string | UrlObject, options?: { shallow?: boolean }) {
  const href = toHref(url);
  const parsed = new URL(href, 'http://localhost');
  const shallow = !!options?.shallow;
  history.push({ method, href, shallow });
  events.emit('routeChangeStart', href, { shallow });
  // Dynamic segments stay in the pathname the test gave (e.g. /anuncios/[id]); a new path replaces it.
  const pathname = parsed.pathname === state.asPath.split(/[?#]/)[0] ? state.pathname : parsed.pathname;
  state = { pathname, asPath: `${parsed.pathname}${parsed.search}${parsed.hash}`, query: { ...dynamicParams(), ...toQuery(parsed.searchParams) } };
  listeners.forEach((l) => l());
  events.emit('routeChangeComplete', href, { shallow });
  return Promise.resolve(true);
}

function dynamicParams(): Query {
  const out: Query = {};
  const names = state.pathname.split('/');
  const values = state.asPath.split(/[?#]/)[0]!.split('/');
  names.forEach((segment, i) => {
    const match = /^\[(.+)\]$/.exec(segment);
    if (match && values[i]) out[match[1]!] = values[i]!;
  });
  return out;
}

export const mockRouter = {
  /** Sets the current route: `setRoute('/anuncios/12', '/anuncios/[id]')`. */
  setRoute(asPath: string, pathname?: string) {
    const parsed = new URL(asPath, 'http://localhost');
    state = { pathname: pathname ?? parsed.pathname, asPath, query: {} };
    state.query = { ...dynamicParams(), ...toQuery(parsed.searchParams) };
    history.length = 0;
    listeners.forEach((l) => l());
  },
  get current() {
    return state;
  },
  history,
  events,
  reset() {
    handlers.clear();
    mockRouter.setRoute('/');
  },
};

function snapshot(): NextRouter {
  return {
    ...state,
    route: state.pathname,
    basePath: '',
    isReady: true,
    isFallback: false,
    isLocaleDomain: false,
    isPreview: false,
    push: (url: string | UrlObject, _as?: unknown, options?: { shallow?: boolean }) => navigate('push', url, options),
    replace: (url: string | UrlObject, _as?: unknown, options?: { shallow?: boolean }) => navigate('replace', url, options),
    reload: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    prefetch: () => Promise.resolve(),
    beforePopState: () => undefined,
    events,
  } as unknown as NextRouter;
}

let cached: { state: State; router: NextRouter } | null = null;
function getSnapshot(): NextRouter {
  if (!cached || cached.state !== state) cached = { state, router: snapshot() };
  return cached.router;
}

/** @public Read by name: tests/setup.ts mocks next/router with this module. */
export function useRouter(): NextRouter {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    getSnapshot,
  );
}

const routerModule = { useRouter };
export default routerModule;
