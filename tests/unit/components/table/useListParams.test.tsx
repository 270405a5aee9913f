import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchFilter, urlFilter } from '@/components/table/filter-defs';
import { useListParams } from '@/components/table/useListParams';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => {
  mockRouter.reset();
});

describe('useListParams', () => {
  it('keeps dynamic route params and unrelated keys, and writes shallow changes', () => {
    mockRouter.setRoute('/empresas/12/colaboradores?tab=ativos', '/empresas/[id]/colaboradores');
    const { result } = renderHook(() => useListParams({ filters: { search: searchFilter() } }));
    expect(result.current.params).toEqual({ page: 1, take: 10 });
    act(() => result.current.setPage(2));
    const nav = mockRouter.history.at(-1)!;
    expect(nav.method).toBe('push');
    expect(nav.shallow).toBe(true);
    const url = new URL(nav.href, 'http://x');
    expect(url.pathname).toBe('/empresas/[id]/colaboradores');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '12', tab: 'ativos', page: '2' });
  });

  it('resets the page on size and filter changes, and leaves defaults out of the URL', () => {
    mockRouter.setRoute('/itens?page=4&take=25&orderBy=NAME&order=DESC');
    const { result } = renderHook(() => useListParams({ filters: { search: searchFilter(), status: urlFilter({ multi: true }) } }));
    expect(result.current.params).toEqual({ page: 4, take: 25, orderBy: 'NAME', order: 'DESC' });

    act(() => result.current.setFilters({ search: 'aço', status: ['A', 'B'] }));
    expect(mockRouter.history.at(-1)!.method).toBe('replace');
    expect(result.current.params).toEqual({ page: 1, take: 25, orderBy: 'NAME', order: 'DESC', search: 'aço', status: ['A', 'B'] });

    act(() => result.current.setPage(3));
    act(() => result.current.setTake(10));
    expect(mockRouter.current.query).toEqual({ orderBy: 'NAME', order: 'DESC', search: 'aço', status: ['A', 'B'] });

    act(() => result.current.setSort(null));
    act(() => result.current.clearFilters());
    expect(mockRouter.current.asPath).toBe('/itens');
    expect(result.current.params).toEqual({ page: 1, take: 10 });
  });

  it('keeps params referentially stable while the URL does not change', () => {
    mockRouter.setRoute('/itens?page=2');
    const { result, rerender } = renderHook(() => useListParams({ filters: { search: searchFilter() }, defaultSort: { orderBy: 'CREATED_AT', order: 'DESC' } }));
    const first = result.current.params;
    rerender();
    expect(result.current.params).toBe(first);
    expect(first).toEqual({ page: 2, take: 10, orderBy: 'CREATED_AT', order: 'DESC' });
    act(() => result.current.setPage(2));
    expect(result.current.params).toEqual(first);
  });

  it('keeps both of two filter changes made before the URL catches up (a choice replayed at hydration, then the next)', () => {
    mockRouter.setRoute('/vitrine');
    const { result } = renderHook(() => useListParams({ filters: { product: urlFilter(), uf: urlFilter() } }));
    const { setFilters } = result.current;
    act(() => {
      setFilters({ product: '2' });
      setFilters({ uf: 'SP' });
    });
    expect(mockRouter.current.query).toEqual({ product: '2', uf: 'SP' });
    // Once the router has caught up, changes start from the URL again.
    act(() => result.current.setFilters({ product: undefined }));
    expect(mockRouter.current.query).toEqual({ uf: 'SP' });
  });
});
