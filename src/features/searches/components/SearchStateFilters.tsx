import { SelectFilter } from '@/components/table/filters';
import type { ListController } from '@/components/table/useListParams';
import { ACTIVE_OPTIONS, SEARCH_STATUS_OPTIONS } from './display';

/** What the status and 'Situação' filters take from the URL (useListParams' `accepts`). */
export const SEARCH_STATE_ACCEPTS = { status: SEARCH_STATUS_OPTIONS, active: ACTIVE_OPTIONS };

/** The approval status and 'Situação' (active or not) filters of a searches list: the company's and the admin's. */
export function SearchStateFilters({ list }: { list: ListController<'search' | 'status' | 'active'> }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" options={SEARCH_STATUS_OPTIONS} />
      <SelectFilter list={list} name="active" label="Situação" options={ACTIVE_OPTIONS} allLabel="Todas" />
    </>
  );
}
