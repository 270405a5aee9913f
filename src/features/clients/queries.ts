import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { clientsApi, type ClientListParams, type UpdateClientBody } from './api';

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: ClientListParams) => [...clientKeys.lists(), params] as const,
  detail: (id: number) => [...clientKeys.all, 'detail', id] as const,
};

export function useClients(params: ClientListParams, enabled = true) {
  return useQuery({ queryKey: clientKeys.list(params), queryFn: () => clientsApi.list(params), placeholderData: keepPreviousData, enabled });
}

export function useClient(id: number | undefined) {
  // The screen shows its failures (a 404 as a page), so they do not toast as well.
  return useQuery({ queryKey: clientKeys.detail(id ?? 0), queryFn: () => clientsApi.get(id!), enabled: id !== undefined, meta: { silent: true } });
}

const STATUS_MESSAGES: Record<UpdateClientBody['status'], string> = {
  ENABLED: 'Cliente ativado com sucesso.',
  DISABLED: 'Cliente desativado com sucesso.',
};

export function useSetClientStatus(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClientBody) => clientsApi.setStatus(accountId, body),
    onSuccess: async (detail) => {
      notifySuccess(STATUS_MESSAGES[detail.status === 'DISABLED' ? 'DISABLED' : 'ENABLED']);
      client.setQueryData(clientKeys.detail(accountId), detail);
      await client.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
