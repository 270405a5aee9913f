import { queryOptions, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import type { AdminLevel, InviteAdminParams, UpdateAdminBody } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const adminsApi = lazyApi(() => import('./api').then((m) => m.adminsApi));
const read = lazyRead(() => import('./api'));

export interface AdminListParams extends ListParams {
  /** Name or e-mail. */
  search?: string;
  level?: AdminLevel | '';
}

/** Administrators' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const adminQueries = {
  all: () => ['admins'] as const,
  lists: () => [...adminQueries.all(), 'list'] as const,
  list: (params: AdminListParams) => queryOptions({ queryKey: [...adminQueries.lists(), params] as const, queryFn: () => read((api, http) => http.list('/admin/admins', api.adminSchema, params)) }),
  // The screen shows its failures (a 404 as a page), so they do not toast as well.
  detail: (id: number) => queryOptions({ queryKey: [...adminQueries.all(), 'detail', id] as const, queryFn: () => read((api, http) => http.get(`/admin/profile/${id}`, api.adminSchema)), meta: { silent: true } }),
};

export const useAdmins = (params: AdminListParams, enabled = true) => useListQuery(adminQueries.list(params), enabled);
export const useAdmin = (id: number | undefined) => useQuery({ ...adminQueries.detail(id ?? 0), enabled: id !== undefined });

// The dialogs show the failures (on a field, or toasted by <Form>).
export const useInviteAdmin = () =>
  useWriteMutation({
    mutationFn: (params: InviteAdminParams) => adminsApi.invite(params),
    success: (admin) => `Convite enviado para ${admin.email}.`,
    invalidates: [adminQueries.lists()],
    silent: true,
  });

export const useUpdateAdmin = (accountId: number) =>
  useWriteMutation({
    mutationFn: (body: UpdateAdminBody) => adminsApi.update(accountId, body),
    success: 'Administrador salvo com sucesso.',
    answers: () => adminQueries.detail(accountId).queryKey,
    invalidates: [adminQueries.lists()],
    silent: true,
  });
