import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { adminsApi, type AdminListParams, type InviteAdminParams, type UpdateAdminBody } from './api';

export const adminKeys = {
  all: ['admins'] as const,
  lists: () => [...adminKeys.all, 'list'] as const,
  list: (params: AdminListParams) => [...adminKeys.lists(), params] as const,
  detail: (id: number) => [...adminKeys.all, 'detail', id] as const,
};

export function useAdmins(params: AdminListParams, enabled = true) {
  return useQuery({ queryKey: adminKeys.list(params), queryFn: () => adminsApi.list(params), placeholderData: keepPreviousData, enabled });
}

export function useAdmin(id: number | undefined) {
  // The screen shows its failures (a 404 as a page), so they do not toast as well.
  return useQuery({ queryKey: adminKeys.detail(id ?? 0), queryFn: () => adminsApi.get(id!), enabled: id !== undefined, meta: { silent: true } });
}

export function useInviteAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: InviteAdminParams) => adminsApi.invite(params),
    meta: { silent: true },
    onSuccess: async (admin) => {
      notifySuccess(`Convite enviado para ${admin.email}.`);
      await client.invalidateQueries({ queryKey: adminKeys.lists() });
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
      client.setQueryData(adminKeys.detail(accountId), admin);
      await client.invalidateQueries({ queryKey: adminKeys.lists() });
    },
  });
}
