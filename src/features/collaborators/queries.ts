import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { collaboratorsApi, type CollaboratorListParams, type InviteCollaboratorBody, type UpdateCollaboratorBody } from './api';

export const collaboratorKeys = {
  all: ['collaborators'] as const,
  company: (companyId: number) => [...collaboratorKeys.all, companyId] as const,
  list: (companyId: number, params: CollaboratorListParams) => [...collaboratorKeys.company(companyId), 'list', params] as const,
  detail: (companyId: number, collaboratorId: number) => [...collaboratorKeys.company(companyId), 'detail', collaboratorId] as const,
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
    onSuccess: async (collaborator) => {
      notifySuccess(`Convite enviado para ${collaborator.email}.`);
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
