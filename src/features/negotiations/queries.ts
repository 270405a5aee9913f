import type { CompanyFieldProps } from '@/components/form/CompanyField';
import { focusManager, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useCompany, useOwnCompanies } from '@/features/companies/queries';
import { interestKeys } from '@/features/interest-items/model';
import { notifySuccess } from '@/lib/notify';
import { useWriteMutation } from '@/lib/query-mutation';
import { FINAL_NEGOTIATION_STATUSES, NEGOTIATION_STATUS, type NegotiationStatus } from '@/lib/status';
import type { ListParams } from '@/lib/api/params';
import type { InvoiceBody, Negotiation, NegotiationBody, PaymentBody, ProposalBody } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { negotiationKeys } from './model';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const negotiationsApi = lazyApi(() => import('./api').then((m) => m.negotiationsApi));
const read = lazyRead(() => import('./api'));

export interface NegotiationListParams extends ListParams {
  /** One or several statuses. */
  status?: NegotiationStatus | NegotiationStatus[] | string | string[];
  /** Announcement title, product or the other company. */
  search?: string;
  orderBy?: string;
  order?: 'ASC' | 'DESC';
}

/** Whose view of negotiations: the caller's purchases or sales, or the admin's. */
export type NegotiationListScope = 'purchases' | 'sales' | 'admin';
/** Which calls a detail uses: the party's (`/negotiation/...`) or the admin's (`/admin/negotiation/...`). */
export type NegotiationScope = 'party' | 'admin';

const LIST_PATHS = { purchases: '/negotiation/list/purchases', sales: '/negotiation/list/sales', admin: '/admin/negotiation' } as const;
/** A detail's path in each scope (its status options are under it). */
const detailPath = (scope: NegotiationScope, id: number) => (scope === 'admin' ? `/admin/negotiation/${id}` : `/negotiation/${id}`);

/** Negotiations' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const negotiationQueries = {
  all: negotiationKeys.all,
  lists: negotiationKeys.lists,
  list: (scope: NegotiationListScope, params: NegotiationListParams) =>
    queryOptions({ queryKey: [...negotiationQueries.lists(), scope, params] as const, queryFn: () => read((api, http) => http.list(LIST_PATHS[scope], api.negotiationSummarySchema, params)) }),
  details: negotiationKeys.details,
  /**
   * Its key is the prefix of its status options' key: invalidating the detail refreshes both. A
   * party's read is the long poll (`watchNegotiation`); it answers at once when nothing is cached
   * or the detail was invalidated.
   */
  detail: (scope: NegotiationScope, id: number) =>
    queryOptions({
      queryKey: [...negotiationQueries.details(), scope, id] as const,
      queryFn: ({ client, queryKey, signal }) => {
        if (scope === 'admin') return read((api, http) => http.get(detailPath(scope, id), api.negotiationSchema));
        const query = client.getQueryCache().find<Negotiation>({ queryKey, exact: true });
        // An invalidation (after a save, which awaits it) asks for what is there now: no wait.
        return watchNegotiation(id, query?.state.isInvalidated ? undefined : query?.state.data, signal);
      },
      // Each answer is a new object, so the tag kept for it (`tags`) stays with what the cache holds.
      structuralSharing: false,
      // The screen shows "not found" / "not allowed" itself.
      meta: { silent: true },
    }),
  /** The next statuses the caller may set (the server decides; none for a final negotiation). */
  statusOptions: (scope: NegotiationScope, id: number) =>
    queryOptions({
      queryKey: [...negotiationQueries.details(), scope, id, 'status-options'] as const,
      queryFn: () => read((api, http) => http.get(`${detailPath(scope, id)}/status-options`, api.statusOptionsSchema)),
    }),
};

/**
 * How long the API may hold an open negotiation's read (docs/deal/live.md, "Long poll"): it answers
 * as soon as the other side's proposal, message or step changes it, else a bodiless 304 after this.
 * About 1.3 reads a minute while nothing happens.
 */
const NEGOTIATION_WAIT_S = 45;
/**
 * How soon after an answer the next held read starts. React Query's interval asks only while the
 * tab is visible, and joins a read still in flight instead of starting another.
 */
const NEGOTIATION_NEXT_MS = 1_000;

/** The `ETag` of each detail the API answered, by the very object the cache holds (never sent for one set by a mutation). */
const tags = new WeakMap<Negotiation, string>();

/** The held read: with the tag of what is cached, the API answers once it changes (else 304: keep it). */
async function watchNegotiation(id: number, cached: Negotiation | undefined, signal: AbortSignal): Promise<Negotiation> {
  const etag = cached ? tags.get(cached) : undefined;
  const answer = await read((api, http) => http.watch(detailPath('party', id), api.negotiationSchema, { etag, waitS: NEGOTIATION_WAIT_S, signal }));
  if (!answer.changed) {
    if (cached) return cached;
    throw new Error(`GET /negotiation/${id}: 304 without a cached body`);
  }
  if (answer.etag) tags.set(answer.data, answer.etag);
  return answer.data;
}

/** Nothing changes a final negotiation, and a refusal (not found, not a party) will not go away: no polling then. */
const liveInterval = (query: { state: { status: string; data: Negotiation | undefined } }) => {
  const { status, data } = query.state;
  return status === 'error' || (data && FINAL_NEGOTIATION_STATUSES.includes(data.status)) ? false : NEGOTIATION_NEXT_MS;
};

/** The lists refresh when the window regains focus (docs/deal/live.md): the other side may have acted meanwhile. */
export const useNegotiationList = (scope: NegotiationListScope, params: NegotiationListParams, enabled = true) =>
  useListQuery({ ...negotiationQueries.list(scope, params), refetchOnWindowFocus: true }, enabled);
/**
 * A party's open negotiation is watched while its tab is visible: one held read after another
 * (none started while hidden; at once on focus). A refresh only replaces the data: an open dialog or a half-written message keeps what
 * was typed (their forms hold their own values).
 */
export function useNegotiation(scope: NegotiationScope, id: number | null | undefined) {
  const client = useQueryClient();
  const watched = scope === 'party' && typeof id === 'number';
  useEffect(() => {
    if (!watched) return;
    // A read held when the tab goes to the background is let go (the API stops holding it): a
    // hidden tab asks nothing and waits on nothing; coming back watches again at once.
    const { queryKey } = negotiationQueries.detail('party', id);
    return focusManager.subscribe((visible) => {
      if (!visible) void client.cancelQueries({ queryKey, exact: true });
    });
  }, [client, watched, id]);
  return useQuery({
    ...negotiationQueries.detail(scope, id ?? 0),
    enabled: typeof id === 'number',
    ...(scope === 'party' ? { refetchInterval: liveInterval, refetchIntervalInBackground: false, refetchOnWindowFocus: true } : {}),
  });
}
export const useStatusOptions = (scope: NegotiationScope, id: number | null | undefined) =>
  useQuery({ ...negotiationQueries.statusOptions(scope, id ?? 0), enabled: typeof id === 'number' });

const OPENED = 'Negociação aberta. Acompanhe o andamento por aqui.';

export const useCreateNegotiation = () =>
  useWriteMutation({
    mutationFn: (body: NegotiationBody) => negotiationsApi.create(body),
    success: OPENED,
    answers: (created) => negotiationQueries.detail('party', created.id).queryKey,
    invalidates: [negotiationQueries.lists()],
    // The form shows the failure (on a field, or toasted by <Form>).
    silent: true,
  });

/**
 * The seller opens a negotiation from an interest item it received (`POST /negotiation` with
 * `{ interestItemId }`); resolves to the negotiation, so the caller can go to `/negociacoes/{id}`.
 * The interest lists are refreshed too: an interest with an open negotiation reads differently.
 */
export const useOpenNegotiationFromInterest = () =>
  useWriteMutation({
    mutationFn: (interestItemId: number) => negotiationsApi.openFromInterest(interestItemId),
    success: OPENED,
    answers: (created) => negotiationQueries.detail('party', created.id).queryKey,
    invalidates: [negotiationQueries.lists(), interestKeys.all()],
  });

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
      client.setQueryData(negotiationQueries.detail(scope, id).queryKey, updated);
      notifySuccess(success(variables, updated));
    },
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: negotiationQueries.detail(scope, id).queryKey }), client.invalidateQueries({ queryKey: negotiationQueries.lists() })]);
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

/** The buyer: 'Pagamento enviado' with the proof (`POST /negotiation/{id}/payment`). */
export function useSendPayment(id: number) {
  return useNegotiationChange('party', id, (body: PaymentBody) => negotiationsApi.sendPayment(id, body), () => 'Pagamento informado. Agora o vendedor confirma o recebimento.', true);
}

/** The seller: the payment arrived (`POST /negotiation/{id}/payment/confirm`). */
export function useConfirmPayment(id: number) {
  return useNegotiationChange('party', id, () => negotiationsApi.confirmPayment(id), () => 'Recebimento do pagamento confirmado.');
}

/** The seller: the NF-e (`POST /negotiation/{id}/invoice`); the form shows a refusal on its field. */
export function useRecordInvoice(id: number) {
  return useNegotiationChange('party', id, (body: InvoiceBody) => negotiationsApi.recordInvoice(id, body), () => 'Nota fiscal registrada.', true);
}

/**
 * The caller's companies that may buy (APPROVED), for the 'Negociar' and 'Tenho interesse' forms.
 * Shares the cache of `GET /company/list/me` with the other screens.
 */
function useBuyingCompanies(enabled = true) {
  const mine = useOwnCompanies(enabled);
  const companies = (mine.data?.data ?? []).filter((c) => c.status === 'APPROVED');
  return { companies, isPending: mine.isPending, isError: mine.isError, refetch: mine.refetch };
}

/** The buying company's address, offered for an Entrega ('Negociar'); fetched only once it is wanted. */
export function useBuyingCompanyAddress(companyId: number | null, wanted: boolean) {
  return useCompany(wanted && companyId ? companyId : undefined).data?.address ?? null;
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
