import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/queries';
import { notifySuccess } from '@/lib/notify';
import { collaboratorsApi, invitationsApi, type CollaboratorListParams, type InviteCollaboratorBody, type UpdateCollaboratorBody } from './api';

export const collaboratorKeys = {
  all: ['collaborators'] as const,
  company: (companyId: number) => [...collaboratorKeys.all, companyId] as const,
  list: (companyId: number, params: CollaboratorListParams) => [...collaboratorKeys.company(companyId), 'list', params] as const,
  detail: (companyId: number, collaboratorId: number) => [...collaboratorKeys.company(companyId), 'detail', collaboratorId] as const,
  /** The company's pending invitations (under `company`, so an invite refreshes them with the list). */
  invitations: (companyId: number) => [...collaboratorKeys.company(companyId), 'invitations'] as const,
  /** The signed-in user's own invitations. */
  received: () => [...collaboratorKeys.all, 'received'] as const,
};

export function useCollaborators(companyId: number | undefined, params: CollaboratorListParams, enabled = true) {
  return useQuery({
    queryKey: collaboratorKeys.list(companyId ?? 0, params),
    queryFn: () => collaboratorsApi.list(companyId!, params),
    placeholderData: keepPreviousData,
    enabled: enabled && companyId !== undefined,
  });
}

export function useCollaborator(companyId: number, collaboratorId: number | null) {
  return useQuery({
    queryKey: collaboratorKeys.detail(companyId, collaboratorId ?? 0),
    queryFn: () => collaboratorsApi.get(companyId, collaboratorId!),
    enabled: collaboratorId !== null,
  });
}

export function useInviteCollaborator(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCollaboratorBody) => collaboratorsApi.invite(companyId, body),
    // The form shows the failure (the e-mail field, or a toast).
    meta: { silent: true },
    onSuccess: async (answer) => {
      notifySuccess(
        answer.result === 'MEMBER'
          ? `Convite enviado para ${answer.collaborator.email}.`
          : `Convite enviado para ${answer.invitation.email}. A pessoa passa a fazer parte da empresa quando aceitar.`,
      );
      await client.invalidateQueries({ queryKey: collaboratorKeys.company(companyId) });
    },
  });
}

export function useUpdateCollaborator(companyId: number, collaboratorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCollaboratorBody) => collaboratorsApi.update(companyId, collaboratorId, body),
    meta: { silent: true },
    onSuccess: async (collaborator) => {
      notifySuccess('Colaborador salvo com sucesso.');
      client.setQueryData(collaboratorKeys.detail(companyId, collaboratorId), collaborator);
      await client.invalidateQueries({ queryKey: collaboratorKeys.company(companyId) });
    },
  });
}

export function useRemoveCollaborator(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collaboratorId: number) => collaboratorsApi.remove(companyId, collaboratorId),
    onSuccess: async () => {
      notifySuccess('Colaborador removido da empresa.');
      await client.invalidateQueries({ queryKey: collaboratorKeys.company(companyId) });
    },
  });
}

// ---------------------------------------------------------------- invitations

export const companyInvitationsQuery = (companyId: number) =>
  queryOptions({ queryKey: collaboratorKeys.invitations(companyId), queryFn: () => invitationsApi.ofCompany(companyId) });

export function useCompanyInvitations(companyId: number, enabled = true) {
  return useQuery({ ...companyInvitationsQuery(companyId), enabled });
}

export function useCancelInvitation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => invitationsApi.cancel(companyId, invitationId),
    onSuccess: async () => {
      notifySuccess('Convite cancelado.');
      await client.invalidateQueries({ queryKey: collaboratorKeys.invitations(companyId) });
    },
  });
}

export const receivedInvitationsQuery = () => queryOptions({ queryKey: collaboratorKeys.received(), queryFn: invitationsApi.received });

export function useReceivedInvitations() {
  return useQuery(receivedInvitationsQuery());
}

/** Accepting makes the user a member: their companies (and every company select) change. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitation: { id: number; companyName: string }) => invitationsApi.accept(invitation.id),
    onSuccess: async (_collaborator, invitation) => {
      notifySuccess(`Agora você faz parte de ${invitation.companyName}.`);
      await Promise.all([client.invalidateQueries({ queryKey: collaboratorKeys.all }), client.invalidateQueries({ queryKey: companyKeys.all })]);
    },
    // Withdrawn meanwhile (404, toasted): the list shows what is left.
    onError: () => client.invalidateQueries({ queryKey: collaboratorKeys.received() }),
  });
}

export function useDeclineInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => invitationsApi.decline(invitationId),
    onSuccess: async () => {
      notifySuccess('Convite recusado.');
      await client.invalidateQueries({ queryKey: collaboratorKeys.received() });
    },
  });
}
