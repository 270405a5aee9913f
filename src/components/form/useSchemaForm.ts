import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * How a form names its zod schema: a function that imports it, e.g.
 * `() => import('../schemas').then((m) => m.companyFormSchema)`. The schemas (and zod, about 20 kB
 * of gzip) then load after the page is interactive, not before: docs/performance.md.
 */
export type SchemaLoader<TValues extends FieldValues, TOutput extends FieldValues> = () => Promise<z.ZodMiniType<TOutput, TValues>>;

/**
 * A react-hook-form resolver that validates with the schema `load` gives, loading it on the first
 * validation. A failed load (a dropped line) rejects this validation — the form keeps its values and
 * says so (<Form>) — and the next one tries again, as a bundler's `import()` does.
 */
function lazyResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  load: SchemaLoader<TValues, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => zodResolver(await load())(values, context, options);
}

/** Runs `task` once the browser is idle after this render (at most `timeout` ms later). */
function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * The form kit's `useForm`: validated by the zod schema that `load` imports. The page becomes
 * interactive without the schema; it is fetched once the browser is idle after the form mounts, so
 * that the first check rarely waits for it (and waits at most one request when it does).
 *
 * `load` may change between renders (a schema that depends on loaded data, such as the units of
 * the catalogue): react-hook-form takes the latest options on every render, so every validation
 * uses the latest loader.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  load: SchemaLoader<TValues, TOutput>,
  props: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TValues, unknown, TOutput> {
  // Any loader will do for the head start: a form's loaders all import the same module.
  const [preload] = useState(() => load);
  useEffect(
    () =>
      whenIdle(() => {
        // Only a head start: a failure here is retried by the first validation, which reports it.
        preload().catch(() => {});
      }),
    [preload],
  );
  return useForm<TValues, unknown, TOutput>({ ...props, resolver: lazyResolver(load) });
}
