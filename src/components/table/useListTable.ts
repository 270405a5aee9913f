import { useMemo } from 'react';
import type { ListParams, QueryParams } from '@/lib/api/params';
import { useListParams, type ListController, type ListParamsOptions } from './useListParams';

interface ListTable<F extends string, Q> {
  list: ListController<F>;
  query: Q;
}

export interface ListTableOptions<F extends string> extends ListParamsOptions<F> {
  /**
   * Sent with every page whatever the address says: the list's scope when it is not in the URL
   * (the announcement whose interests a section lists, `status: 'APPROVED'`). Written as a literal
   * at the call: only its value counts, not its identity.
   */
  fixedParams?: QueryParams;
  /** False while the list must wait for something besides the router (the company it belongs to). */
  enabled?: boolean;
}

/**
 * The one way to wire a list: its URL state (`useListParams`) and the page it reads with it, which
 * always go together. `useRows` is a feature's list hook (`useAdmins`, from its queries.ts), called
 * as `useRows(...leading, params, enabled)`: `leading` are the arguments it takes before the params
 * (`useListTable(opts, useNegotiationList, 'admin')`, `useListTable(opts, useCollaborators, companyId)`),
 * `params` the URL's state plus `fixedParams`, `enabled` false until the router is ready and
 * `options.enabled` holds. Rows already in hand page through `useLocalRows` (local-page.ts) the
 * same way. DataTable and ListScreen take the result as it comes:
 * `<DataTable label="Administradores" columns={columns} {...table} />`.
 */
export function useListTable<F extends string, Q, A extends unknown[] = []>(
  options: ListTableOptions<F>,
  useRows: (...args: [...A, ListParams, boolean]) => Q,
  ...leading: A
): ListTable<F, Q> {
  const { fixedParams, enabled = true, ...listOptions } = options;
  const list = useListParams(listOptions);
  const fixedKey = fixedParams ? JSON.stringify(fixedParams) : '';
  const params = useMemo<ListParams>(
    () => (fixedKey ? { ...list.params, ...(JSON.parse(fixedKey) as QueryParams) } : list.params),
    [list.params, fixedKey],
  );
  const query = useRows(...leading, params, list.ready && enabled);
  return { list, query };
}
