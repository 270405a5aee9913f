import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { companyKeys } from '@/features/companies/model';
import { notifySuccess } from '@/lib/notify';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import type { Collaborator, InviteCollaboratorBody, UpdateCollaboratorBody } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const collaboratorsApi = lazyApi(() => import('./api').then((m) => m.collaboratorsApi));
const invitationsApi = lazyApi(() => import('./api').then((m) => m.invitationsApi));
const read = lazyRead(() => import('./api'));

export interface CollaboratorListParams extends ListParams {
  /** Name or e-mail. */
  search?: string;
  role?: Collaborator['role'] | '';
}

/** Collaborators' and invitations' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const collaboratorQueries = {
  all: () => ['collaborators'] as const,
  /** Everything of one company: its collaborators and its pending invitations. */
  company: (companyId: number) => [...collaboratorQueries.all(), companyId] as const,
  list: (companyId: number, params: CollaboratorListParams) =>
    queryOptions({ queryKey: [...collaboratorQueries.company(companyId), 'list', params] as const, queryFn: () => read((api, http) => http.list(`${api.collaboratorsPath(companyId)}/list`, api.collaboratorSchema, params)) }),
  detail: (companyId: number, collaboratorId: number) =>
    queryOptions({
      queryKey: [...collaboratorQueries.company(companyId), 'detail', collaboratorId] as const,
      queryFn: () => read((api, http) => http.get(`${api.collaboratorsPath(companyId)}/${collaboratorId}`, api.collaboratorSchema)),
    }),
  /**
   * The company's pending invitations (its members and platform admins read them), under `company`,
   * so an invite refreshes them with the list.
   */
  invitations: (companyId: number) =>
    queryOptions({
      queryKey: [...collaboratorQueries.company(companyId), 'invitations'] as const,
      queryFn: () => read((api, http) => http.get(`/company/${companyId}/invitation/list`, api.companyInvitationsSchema)),
    }),
  /** The signed-in user's own pending invitations. */
  received: () =>
    queryOptions({ queryKey: [...collaboratorQueries.all(), 'received'] as const, queryFn: () => read((api, http) => http.get('/company/invitations/me', api.receivedInvitationsSchema)) }),
};

export const useCollaborators = (companyId: number | undefined, params: CollaboratorListParams, enabled = true) =>
  useListQuery(collaboratorQueries.list(companyId ?? 0, params), enabled && companyId !== undefined);
export const useCollaborator = (companyId: number, collaboratorId: number | null) =>
  useQuery({ ...collaboratorQueries.detail(companyId, collaboratorId ?? 0), enabled: collaboratorId !== null });

// The dialogs show the invite's and the update's failures (on a field, or a toast): those are `silent`.
export const useInviteCollaborator = (companyId: number) =>
  useWriteMutation({
    mutationFn: (body: InviteCollaboratorBody) => collaboratorsApi.invite(companyId, body),
    success: (answer) =>
      answer.result === 'MEMBER'
        ? `Convite enviado para ${answer.collaborator.email}.`
        : `Convite enviado para ${answer.invitation.email}. A pessoa passa a fazer parte da empresa quando aceitar.`,
    invalidates: [collaboratorQueries.company(companyId)],
    silent: true,
  });

export const useUpdateCollaborator = (companyId: number, collaboratorId: number) =>
  useWriteMutation({
    mutationFn: (body: UpdateCollaboratorBody) => collaboratorsApi.update(companyId, collaboratorId, body),
    success: 'Colaborador salvo com sucesso.',
    answers: () => collaboratorQueries.detail(companyId, collaboratorId).queryKey,
    invalidates: [collaboratorQueries.company(companyId)],
    silent: true,
  });

export const useRemoveCollaborator = (companyId: number) =>
  useWriteMutation({
    mutationFn: (collaboratorId: number) => collaboratorsApi.remove(companyId, collaboratorId),
    success: 'Colaborador removido da empresa.',
    invalidates: [collaboratorQueries.company(companyId)],
  });

// ---------------------------------------------------------------- invitations

export const useCompanyInvitations = (companyId: number, enabled = true) => useQuery({ ...collaboratorQueries.invitations(companyId), enabled });

export const useCancelInvitation = (companyId: number) =>
  useWriteMutation({
    mutationFn: (invitationId: number) => invitationsApi.cancel(companyId, invitationId),
    success: 'Convite cancelado.',
    invalidates: [collaboratorQueries.invitations(companyId).queryKey],
  });

export const useReceivedInvitations = () => useQuery(collaboratorQueries.received());

/** Accepting makes the user a member: their companies (and every company select) change. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitation: { id: number; companyName: string }) => invitationsApi.accept(invitation.id),
    onSuccess: async (_collaborator, invitation) => {
      notifySuccess(`Agora você faz parte de ${invitation.companyName}.`);
      await Promise.all([client.invalidateQueries({ queryKey: collaboratorQueries.all() }), client.invalidateQueries({ queryKey: companyKeys.all() })]);
    },
    // Withdrawn meanwhile (404, toasted): the list shows what is left.
    onError: () => client.invalidateQueries({ queryKey: collaboratorQueries.received().queryKey }),
  });
}

export const useDeclineInvitation = () =>
  useWriteMutation({
    mutationFn: (invitationId: number) => invitationsApi.decline(invitationId),
    success: 'Convite recusado.',
    invalidates: [collaboratorQueries.received().queryKey],
  });
