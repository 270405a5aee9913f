import { useMutation, useQueryClient, type DataTag, type QueryKey } from '@tanstack/react-query';
import { isRefusal } from './api/http-error';
import { notifySuccess } from './notify';

type FromAnswer<R, V, T> = T | ((answer: R, variables: V) => T);

interface WriteMutation<R, V> {
  mutationFn: (variables: V) => Promise<R>;
  /** The pt-BR toast once the server said yes ('Busca salva com sucesso.'); none when the screen says it itself. */
  success?: FromAnswer<R, V, string>;
  /** What the write changes on screen: key-only entries (`xQueries.lists()`) or a read's `queryKey`. */
  invalidates: FromAnswer<R, V, readonly QueryKey[]>;
  /** The read the answer is (a detail's `queryKey`): cached as it is, before anything reloads. */
  answers?: (answer: R, variables: V) => DataTag<QueryKey, R, Error>;
  /** A form shows the failure itself (on a field, or toasted by <Form>), so the cache does not toast it. */
  silent?: boolean;
}

const fromAnswer = <R, V, T>(value: FromAnswer<R, V, T>, answer: R, variables: V): T =>
  typeof value === 'function' ? (value as (answer: R, variables: V) => T)(answer, variables) : value;

/**
 * The features' common write: on success cache the answer, toast, then refresh what it changed
 * (the mutation settles once those reads are invalidated, so a dialog closes on fresh lists).
 * Failures toast from the mutation cache unless `silent`. A refusal (4xx) also refreshes what the
 * write touches when that list does not depend on the answer: the API usually says no because the
 * record changed behind the screen. Writes with other steps use `useMutation` directly.
 */
export function useWriteMutation<R, V = void>({ mutationFn, success, invalidates, answers, silent = false }: WriteMutation<R, V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent },
    onSuccess: async (answer: R, variables: V) => {
      if (answers) client.setQueryData(answers(answer, variables), answer);
      if (success !== undefined) notifySuccess(fromAnswer(success, answer, variables));
      await Promise.all(fromAnswer(invalidates, answer, variables).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error: unknown) => {
      if (isRefusal(error) && typeof invalidates !== 'function') for (const queryKey of invalidates) void client.invalidateQueries({ queryKey });
    },
  });
}
