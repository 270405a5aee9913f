import { queryOptions, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import type { CreatedPeriodParams } from '@/lib/days';
import type { AccountStatus } from '@/features/auth/api';
import type { ClientType, UpdateClientBody } from './api';
import { withApiPeriod } from '@/lib/api-period';
import { lazyApi, lazyRead } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const clientsApi = lazyApi(() => import('./api').then((m) => m.clientsApi));
const read = lazyRead(() => import('./api'));

/** Filters of `GET /admin/clients`; `createdFrom` / `createdTo` is our creation-period filter (lib/days.ts; held as yyyy-MM-dd, sent as yyyy/MM/dd). */
export interface ClientListParams extends ListParams, CreatedPeriodParams {
  name?: string;
  email?: string;
  type?: ClientType | '';
  status?: AccountStatus | '';
}

/** Clients' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const clientQueries = {
  all: () => ['clients'] as const,
  lists: () => [...clientQueries.all(), 'list'] as const,
  list: (params: ClientListParams) => queryOptions({ queryKey: [...clientQueries.lists(), params] as const, queryFn: () => read((api, http) => http.list('/admin/clients', api.clientSchema, withApiPeriod(params))) }),
  // The screen shows its failures (a 404 as a page), so they do not toast as well.
  detail: (id: number) => queryOptions({ queryKey: [...clientQueries.all(), 'detail', id] as const, queryFn: () => read((api, http) => http.get(`/admin/client/${id}`, api.clientDetailSchema)), meta: { silent: true } }),
};

export const useClients = (params: ClientListParams, enabled = true) => useListQuery(clientQueries.list(params), enabled);
export const useClient = (id: number | undefined) => useQuery({ ...clientQueries.detail(id ?? 0), enabled: id !== undefined });

const STATUS_MESSAGES: Record<UpdateClientBody['status'], string> = {
  ENABLED: 'Cliente ativado com sucesso.',
  DISABLED: 'Cliente desativado com sucesso.',
};

/** The toast names the address the link went to; a refusal (429: once a minute) is toasted in pt-BR. */
export const useResendClientVerification = (accountId: number, email: string) =>
  useWriteMutation({
    mutationFn: () => clientsApi.resendVerification(accountId),
    success: `Enviamos um novo link de confirmação para ${email}.`,
    invalidates: [clientQueries.detail(accountId).queryKey],
  });

export const useSetClientStatus = (accountId: number) =>
  useWriteMutation({
    mutationFn: (body: UpdateClientBody) => clientsApi.setStatus(accountId, body),
    success: (detail) => STATUS_MESSAGES[detail.status === 'DISABLED' ? 'DISABLED' : 'ENABLED'],
    answers: () => clientQueries.detail(accountId).queryKey,
    invalidates: [clientQueries.lists()],
  });
