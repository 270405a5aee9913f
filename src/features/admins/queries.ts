import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { notifySuccess } from '@/lib/notify';
import { adminsApi, type AdminListParams, type InviteAdminParams, type UpdateAdminBody } from './api';

/** Administrators' queries (TkDodo style): key-only entries invalidate, the others are reads. */
const adminQueries = {
  all: () => ['admins'] as const,
  lists: () => [...adminQueries.all(), 'list'] as const,
  list: (params: AdminListParams) => queryOptions({ queryKey: [...adminQueries.lists(), params] as const, queryFn: () => adminsApi.list(params) }),
  // The screen shows its failures (a 404 as a page), so they do not toast as well.
  detail: (id: number) => queryOptions({ queryKey: [...adminQueries.all(), 'detail', id] as const, queryFn: () => adminsApi.get(id), meta: { silent: true } }),
};

export const useAdmins = (params: AdminListParams, enabled = true) => useListQuery(adminQueries.list(params), enabled);
export const useAdmin = (id: number | undefined) => useQuery({ ...adminQueries.detail(id ?? 0), enabled: id !== undefined });

export function useInviteAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: InviteAdminParams) => adminsApi.invite(params),
    meta: { silent: true },
    onSuccess: async (admin) => {
      notifySuccess(`Convite enviado para ${admin.email}.`);
      await client.invalidateQueries({ queryKey: adminQueries.lists() });
    },
  });
}

export function useUpdateAdmin(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminBody) => adminsApi.update(accountId, body),
    meta: { silent: true },
    onSuccess: async (admin) => {
      notifySuccess('Administrador salvo com sucesso.');
      client.setQueryData(adminQueries.detail(accountId).queryKey, admin);
      await client.invalidateQueries({ queryKey: adminQueries.lists() });
    },
  });
}
