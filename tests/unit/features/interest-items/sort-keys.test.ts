import { describe, expect, it } from 'vitest';
import { toServerListParams, toServerSortKey } from '@/features/interest-items/api';

describe('interest list sort keys (docs/product/validation.md)', () => {
  it('translates CREATED_AT → CREATE_DATE and CLIENT → COSTUMER_NAME', () => {
    expect(toServerSortKey('CREATED_AT')).toBe('CREATE_DATE');
    expect(toServerSortKey('CLIENT')).toBe('COSTUMER_NAME');
  });

  it('passes other keys through unchanged', () => {
    expect(toServerSortKey('QUANTITY')).toBe('QUANTITY');
    expect(toServerSortKey('CREATE_DATE')).toBe('CREATE_DATE');
  });

  it('changes only orderBy in the list params', () => {
    expect(toServerListParams({ page: 2, take: 25, orderBy: 'CLIENT', order: 'DESC', search: 'ju' })).toEqual({ page: 2, take: 25, orderBy: 'COSTUMER_NAME', order: 'DESC', search: 'ju' });
    expect(toServerListParams({ page: 1, orderBy: 'CREATED_AT' })).toEqual({ page: 1, orderBy: 'CREATE_DATE' });
    const unsorted = { page: 1, take: 10 };
    expect(toServerListParams(unsorted)).toEqual(unsorted);
  });
});
