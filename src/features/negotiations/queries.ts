import type { CompanyFieldProps } from '@/components/form/CompanyField';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMyCompanies } from '@/features/companies/queries';
import { notifySuccess } from '@/lib/notify';
import { NEGOTIATION_STATUS, type NegotiationStatus } from '@/lib/status';
import { negotiationsApi, type Negotiation, type NegotiationBody, type NegotiationListParams, type ProposalBody } from './api';

/** Whose view of negotiations: the caller's purchases or sales, or the admin's. */
export type NegotiationListScope = 'purchases' | 'sales' | 'admin';
/** Which calls a detail uses: the party's (`/negotiation/...`) or the admin's (`/admin/negotiation/...`). */
export type NegotiationScope = 'party' | 'admin';

/** Query keys of negotiations (TkDodo style). */
export const negotiationKeys = {
  all: ['negotiations'] as const,
  lists: () => [...negotiationKeys.all, 'list'] as const,
  list: (scope: NegotiationListScope, params: NegotiationListParams) => [...negotiationKeys.lists(), scope, params] as const,
  details: () => [...negotiationKeys.all, 'detail'] as const,
  detail: (scope: NegotiationScope, id: number) => [...negotiationKeys.details(), scope, id] as const,
  statusOptions: (scope: NegotiationScope, id: number) => [...negotiationKeys.detail(scope, id), 'status-options'] as const,
};

const LIST_CALLS = { purchases: negotiationsApi.purchases, sales: negotiationsApi.sales, admin: negotiationsApi.adminList };

export function useNegotiationList(scope: NegotiationListScope, params: NegotiationListParams, enabled = true) {
  return useQuery({ queryKey: negotiationKeys.list(scope, params), queryFn: () => LIST_CALLS[scope](params), placeholderData: keepPreviousData, enabled });
}

export function useNegotiation(scope: NegotiationScope, id: number | null | undefined) {
  return useQuery({
    queryKey: negotiationKeys.detail(scope, id ?? 0),
    queryFn: () => (scope === 'admin' ? negotiationsApi.adminGet(id!) : negotiationsApi.get(id!)),
    enabled: typeof id === 'number',
    // The screen shows "not found" / "not allowed" itself.
    meta: { silent: true },
  });
}

/** The next statuses the caller may set (the server decides; none for a final negotiation). */
export function useStatusOptions(scope: NegotiationScope, id: number | null | undefined) {
  return useQuery({
    queryKey: negotiationKeys.statusOptions(scope, id ?? 0),
    queryFn: () => (scope === 'admin' ? negotiationsApi.adminStatusOptions(id!) : negotiationsApi.statusOptions(id!)),
    enabled: typeof id === 'number',
  });
}

export function useCreateNegotiation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NegotiationBody) => negotiationsApi.create(body),
    // The form shows the failure (on a field, or toasted by <Form>).
    meta: { silent: true },
    onSuccess: async (created) => {
      client.setQueryData(negotiationKeys.detail('party', created.id), created);
      await client.invalidateQueries({ queryKey: negotiationKeys.lists() });
      notifySuccess('Negociação aberta. Acompanhe o andamento por aqui.');
    },
  });
}

/**
 * The seller opens a negotiation from an interest item it received (`POST /negotiation` with
 * `{ interestItemId }`); resolves to the negotiation, so the caller can go to `/negociacoes/{id}`.
 * The interest lists are refreshed too: an interest with an open negotiation reads differently.
 */
export function useOpenNegotiationFromInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interestItemId: number) => negotiationsApi.openFromInterest(interestItemId),
    onSuccess: async (created) => {
      client.setQueryData(negotiationKeys.detail('party', created.id), created);
      await Promise.all([client.invalidateQueries({ queryKey: negotiationKeys.lists() }), client.invalidateQueries({ queryKey: ['interest-items'] })]);
      notifySuccess('Negociação aberta. Acompanhe o andamento por aqui.');
    },
  });
}

/**
 * A change to one negotiation: the answer replaces the detail in the cache, and whatever happens
 * the detail, its options and the lists are read again (the other party may have moved meanwhile).
 * `silent`: a form shows the failure itself (on a field, or toasted by <Form>).
 */
function useNegotiationChange<V>(scope: NegotiationScope, id: number, call: (variables: V) => Promise<Negotiation>, success: (variables: V, updated: Negotiation) => string, silent = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent },
    onSuccess: (updated, variables) => {
      client.setQueryData(negotiationKeys.detail(scope, id), updated);
      notifySuccess(success(variables, updated));
    },
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: negotiationKeys.detail(scope, id) }), client.invalidateQueries({ queryKey: negotiationKeys.lists() })]);
    },
  });
}

/** A status step: `PUT /negotiation/{id}` with `{ status }`, or the admin's `PUT /admin/negotiation/{id}`. */
export function useChangeStatus(scope: NegotiationScope, id: number) {
  return useNegotiationChange(
    scope,
    id,
    (status: NegotiationStatus) => (scope === 'admin' ? negotiationsApi.adminUpdate(id, { status }) : negotiationsApi.update(id, { status })),
    (status) => (status === 'CALLED_OFF' ? 'Negociação cancelada.' : `Status alterado para “${NEGOTIATION_STATUS[status].label}”.`),
  );
}

/** A proposal (or counter-proposal) of new values: `PUT /negotiation/{id}` without `status`. */
export function useProposeValues(id: number) {
  return useNegotiationChange('party', id, (body: ProposalBody) => negotiationsApi.update(id, body), () => 'Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.', true);
}

export function useAcceptProposal(id: number) {
  return useNegotiationChange('party', id, (proposalId: number) => negotiationsApi.accept(id, proposalId), () => 'Proposta aceita: os novos valores já valem.');
}

export function useDeclineProposal(id: number) {
  return useNegotiationChange('party', id, ({ proposalId, reason }: { proposalId: number; reason: string }) => negotiationsApi.decline(id, proposalId, { reason }), () => 'Proposta recusada.', true);
}

export function useWithdrawProposal(id: number) {
  return useNegotiationChange('party', id, (proposalId: number) => negotiationsApi.withdraw(id, proposalId), () => 'Proposta retirada.');
}

/** `POST /negotiation/{id}/messages`. */
export function useSendMessage(id: number) {
  return useNegotiationChange('party', id, (text: string) => negotiationsApi.sendMessage(id, { text }), () => 'Mensagem enviada.', true);
}

/**
 * The caller's companies that may buy (APPROVED), for the 'Negociar' and 'Tenho interesse' forms.
 * Shares the cache of `GET /company/list/me` with the other screens.
 */
export function useBuyingCompanies(enabled = true) {
  const mine = useMyCompanies({ take: 50 }, enabled);
  const companies = (mine.data?.data ?? []).filter((c) => c.status === 'APPROVED');
  return { companies, isPending: mine.isPending, isError: mine.isError, refetch: mine.refetch };
}

/**
 * The kit's `CompanyField` for a buyer's form ('Tenho interesse', 'Negociar', a new search): the
 * buying company among the user's APPROVED ones; with none, 'Para {purpose}, cadastre uma empresa
 * e aguarde a aprovação dela.'
 */
export function useBuyingCompanyField(purpose: string): CompanyFieldProps {
  const { companies, isPending, isError, refetch } = useBuyingCompanies();
  return {
    label: 'Empresa compradora',
    companies,
    loading: isPending,
    failed: isError,
    onRetry: () => void refetch(),
    none: `Para ${purpose}, cadastre uma empresa e aguarde a aprovação dela.`,
  };
}
