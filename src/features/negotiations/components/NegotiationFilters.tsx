import { SearchFilter, SelectFilter } from '@/components/table/filters';
import type { ListController, ListParamsOptions } from '@/components/table/useListParams';
import { NEGOTIATION_STATUS_OPTIONS } from '@/lib/status';

type NegotiationFilter = 'status' | 'search';

/** What every negotiations list (the user's purchases and sales, the admin's) filters by in its URL. */
export const NEGOTIATION_LIST: ListParamsOptions<NegotiationFilter> = { filters: ['status', 'search'], accepts: { status: NEGOTIATION_STATUS_OPTIONS } };

/** The filter bar of a negotiations list: the status, then the text (`placeholder` says what it matches). */
export function NegotiationFilters({ list, placeholder }: { list: ListController<NegotiationFilter>; placeholder: string }) {
  return (
    <>
      <SelectFilter list={list} name="status" label="Status" options={NEGOTIATION_STATUS_OPTIONS} />
      <SearchFilter list={list} name="search" label="Buscar" placeholder={placeholder} />
    </>
  );
}
