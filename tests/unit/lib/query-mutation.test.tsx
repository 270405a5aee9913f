import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as notify from '@/lib/notify';
import { useWriteMutation } from '@/lib/query-mutation';

// Spied on the module, not vi.mock'ed: lib/query-mutation may have been imported by an earlier file
// of the worker, with the real lib/notify (docs/testing.md).
let notifySuccess: MockInstance<typeof notify.notifySuccess>;
beforeEach(() => {
  notifySuccess = vi.spyOn(notify, 'notifySuccess').mockImplementation(() => undefined);
});

const things = {
  all: () => ['things'] as const,
  lists: () => [...things.all(), 'list'] as const,
  list: () => queryOptions({ queryKey: [...things.lists(), {}] as const, queryFn: () => Promise.resolve(['a']) }),
  detail: (id: number) => queryOptions({ queryKey: [...things.all(), 'detail', id] as const, queryFn: () => Promise.resolve({ id, name: 'old' }) }),
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('useWriteMutation', () => {
  it('caches the answer as its read, toasts from the answer, and settles once the lists are invalidated', async () => {
    const { client, wrapper } = setup();
    await client.fetchQuery(things.list());
    const { result } = renderHook(
      () =>
        useWriteMutation({
          mutationFn: (name: string) => Promise.resolve({ id: 7, name }),
          success: (thing, name) => `${thing.name} salvo (${name}).`,
          answers: (thing) => things.detail(thing.id).queryKey,
          invalidates: [things.lists()],
          silent: true,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('novo'));
    expect(client.getQueryData(things.detail(7).queryKey)).toEqual({ id: 7, name: 'novo' });
    expect(notifySuccess).toHaveBeenCalledWith('novo salvo (novo).');
    expect(client.getQueryState(things.list().queryKey)?.isInvalidated).toBe(true);
    expect(client.getMutationCache().getAll()[0]?.meta).toEqual({ silent: true });
  });

  it('neither toasts nor refreshes when the write fails; failures toast from the cache unless silent', async () => {
    notifySuccess.mockClear();
    const { client, wrapper } = setup();
    await client.fetchQuery(things.list());
    const { result } = renderHook(() => useWriteMutation({ mutationFn: () => Promise.reject(new Error('no')), success: 'Salvo.', invalidates: [things.all()] }), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(client.getQueryState(things.list().queryKey)?.isInvalidated).toBe(false);
    expect(client.getMutationCache().getAll()[0]?.meta).toEqual({ silent: false });
  });
  it('refreshes what the write touches when the API refuses it (a 4xx): the record changed meanwhile', async () => {
    const { client, wrapper } = setup();
    await client.fetchQuery(things.list());
    const refused = Object.assign(new Error('HTTP 409'), { isAxiosError: true, response: { status: 409, data: {} } });
    const { result } = renderHook(() => useWriteMutation({ mutationFn: () => Promise.reject(refused), invalidates: [things.lists()] }), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(client.getQueryState(things.list().queryKey)?.isInvalidated).toBe(true);
  });
});
