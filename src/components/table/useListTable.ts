import type { ListParams } from '@/lib/api/params';
import { useListParams, type ListController, type ListParamsOptions } from './useListParams';

interface ListTable<F extends string, Q> {
  list: ListController<F>;
  query: Q;
}

/**
 * A list screen's two halves, which always go together: its URL state (`useListParams`) and the
 * page it reads with it (a feature's list hook, e.g. `useAdmins`, called with `list.params` once
 * the router is `ready`). DataTable and ListScreen take both as they come:
 * `<DataTable label="Administradores" columns={columns} {...table} />`.
 */
export function useListTable<F extends string, Q>(options: ListParamsOptions<F>, useRows: (params: ListParams, enabled: boolean) => Q): ListTable<F, Q> {
  const list = useListParams(options);
  const query = useRows(list.params, list.ready);
  return { list, query };
}
