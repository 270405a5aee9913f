/**
 * A feature's calls, loaded with the first one. The api.ts modules hold the zod schemas that parse
 * every answer; importing them statically would put zod and every schema into the first load of
 * each page. Writes: `lazyApi(() => import('./api').then((m) => m.xApi))` gives an object with the
 * same methods, each returning a promise, that loads the module on its first call (the bundler
 * keeps the module once loaded, and loads it again after a failed chunk load). Reads: `lazyRead`
 * below, in the feature's queries.ts.
 */
type AnyFunction = (...args: never[]) => unknown;

export type LazyApi<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export function lazyApi<T extends Record<string, AnyFunction>>(load: () => Promise<T>): LazyApi<T> {
  return new Proxy({} as LazyApi<T>, {
    get: (_target, key) =>
      async (...args: unknown[]) => {
        const api = await load();
        const call = api[key as keyof T] as unknown as (...a: unknown[]) => unknown;
        return call.apply(api, args);
      },
  });
}

type Http = typeof import('./client').http;

/**
 * A feature's reads, each declared once, in its queries.ts entry:
 * `const read = lazyRead(() => import('./api'))`, then
 * `queryFn: () => read((api, http) => http.list('/admin/admins', api.adminSchema, params))`.
 * The feature's module (its schemas) and the client load with the first read, as with `lazyApi`;
 * the answer's type is what the schema parses.
 */
export function lazyRead<M>(load: () => Promise<M>) {
  return async <R>(call: (api: M, http: Http) => Promise<R>): Promise<R> => {
    const [api, { http }] = await Promise.all([load(), import('./client')]);
    return call(api, http);
  };
}
