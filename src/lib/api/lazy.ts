/**
 * A feature's calls, loaded with the first one. The api.ts modules hold the zod schemas that parse
 * every answer; importing them statically would put zod and every schema into the first load of
 * each page. `lazyApi(() => import('./api').then((m) => m.xApi))` gives an object with the same
 * methods, each returning a promise, that loads the module on its first call (the bundler keeps
 * the module once loaded, and loads it again after a failed chunk load).
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
