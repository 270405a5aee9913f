import { queryOptions, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ClientListParams, UpdateClientBody } from './api';
import { lazyApi } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const clientsApi = lazyApi(() => import('./api').then((m) => m.clientsApi));

/** Clients' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const clientQueries = {
  all: () => ['clients'] as const,
  lists: () => [...clientQueries.all(), 'list'] as const,
  list: (params: ClientListParams) => queryOptions({ queryKey: [...clientQueries.lists(), params] as const, queryFn: () => clientsApi.list(params) }),
  // The screen shows its failures (a 404 as a page), so they do not toast as well.
  detail: (id: number) => queryOptions({ queryKey: [...clientQueries.all(), 'detail', id] as const, queryFn: () => clientsApi.get(id), meta: { silent: true } }),
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
