import type { ReactNode } from 'react';

/** Where a select's options come from: `useAsyncOptions` (or alike), or a React Query result. */
export type OptionsSource = { error: boolean; retry: () => void } | { isError: boolean; refetch: () => Promise<unknown> };

/**
 * The hint of a select: while its options failed to load, says so with a "Tentar novamente"
 * button (the form keeps everything else the user typed); otherwise `hint`.
 */
export function optionsHint(source: OptionsSource, hint?: ReactNode): ReactNode {
  const failed = 'isError' in source ? source.isError : source.error;
  if (!failed) return hint;
  const retry = 'isError' in source ? () => void source.refetch() : source.retry;
  return (
    <>
      Não foi possível carregar as opções.{' '}
      <button type="button" onClick={retry} className="font-semibold text-primary-800 underline hover:text-primary-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary-700">
        Tentar novamente
      </button>
    </>
  );
}
