import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchFilter, urlFilter } from '@/components/table/filter-defs';
import { useLocalRows } from '@/components/table/local-page';
import { useListTable } from '@/components/table/useListTable';
import type { ListParams } from '@/lib/api/params';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => {
  mockRouter.reset();
});

/** A list hook that takes an argument before its params, as `useCollaborators(companyId, …)` does. */
function useScoped(scope: string, params: ListParams, enabled: boolean) {
  return { scope, params, enabled };
}

describe('useListTable', () => {
  it('calls the list hook with its leading arguments, the URL state plus the fixed params, and enabled', () => {
    mockRouter.setRoute('/empresas/7/colaboradores?page=2&search=ana', '/empresas/[id]/colaboradores');
    const { result } = renderHook(() => useListTable({ filters: { search: searchFilter() }, fixedParams: { status: 'APPROVED' } }, useScoped, 'admin'));
    expect(result.current.query).toEqual({ scope: 'admin', params: { page: 2, take: 10, search: 'ana', status: 'APPROVED' }, enabled: true });
    expect(result.current.list.state.filters).toEqual({ search: 'ana' });
  });

  it('keeps the params the same object across renders while the URL stays (a stable query key)', () => {
    mockRouter.setRoute('/itens');
    const { result, rerender } = renderHook(() => useListTable({ fixedParams: { announcement: 3 } }, useScoped, 'x'));
    const first = result.current.query.params;
    rerender();
    expect(result.current.query.params).toBe(first);
    act(() => result.current.list.setPage(2));
    expect(result.current.query.params).toEqual({ page: 2, take: 10, announcement: 3 });
  });

  it('waits while options.enabled is false', () => {
    mockRouter.setRoute('/itens');
    const { result, rerender } = renderHook(({ ready }) => useListTable({ enabled: ready }, useScoped, 'x'), { initialProps: { ready: false } });
    expect(result.current.query.enabled).toBe(false);
    rerender({ ready: true });
    expect(result.current.query.enabled).toBe(true);
  });

  it('pages rows already in hand (useLocalRows) by the URL, through the same pager state', () => {
    mockRouter.setRoute('/itens?page=2&take=10');
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
    const { result } = renderHook(() => useListTable({ filters: { only: urlFilter() } }, useLocalRows, rows));
    expect(result.current.query.data?.data.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(result.current.query.data?.meta).toMatchObject({ page: 2, take: 10, itemCount: 23, pageCount: 3 });
    act(() => result.current.list.setPage(3));
    expect(result.current.query.data?.data.map((r) => r.id)).toEqual([21, 22, 23]);
  });
});
