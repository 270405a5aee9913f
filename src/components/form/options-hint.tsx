import type { ReactNode } from 'react';

/** Where a select's options come from: a React Query result, or a hook that passes its two fields on. */
export interface OptionsSource {
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The hint of a select: while its options failed to load, says so with a "Tentar novamente"
 * button (the form keeps everything else the user typed); otherwise `hint`.
 */
export function optionsHint({ isError, refetch }: OptionsSource, hint?: ReactNode): ReactNode {
  if (!isError) return hint;
  return (
    <>
      Não foi possível carregar as opções.{' '}
      <button type="button" onClick={() => void refetch()} className="font-semibold text-primary-800 underline hover:text-primary-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary-700">
        Tentar novamente
      </button>
    </>
  );
}
