import * as z from 'zod/mini';
import { declineBodySchema, messageBodySchema } from '@/features/negotiations/bodies';
import { proposedValuesOf } from '../db/negotiations';
import { requireAccount } from '../lib/auth';
import { badRequest, unauthorized } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { isFinal, partyNegotiation, record as recordEvent } from '../lib/negotiation-rules';
import { toNegotiation } from '../lib/negotiation-views';
import { answeringSide, available, pendingProposal } from '../lib/proposal-rules';
import { checkNotBothSides, checkNotOnHold, dealStepRefusals } from '../lib/negotiation-guards';
import { json, refuse } from '../contract/types';
import { negotiationSchema } from '@/features/negotiations/api';
import { area } from '../contract/serve';

/**
 * Proposals and messages (docs/deal/negotiations.md). A change of the proposable values (quantity, unit price, delivery…) is a proposal
 * of one party, only while Em cotação ('NegotiationNotEditable'); one pending at a time per
 * negotiation: the same side cannot add a second ('ProposalPending'), the other side's new one is a
 * counter-proposal that supersedes it. The other party accepts (the values apply) or declines it
 * ('OwnProposal' for its author); its author may withdraw it (401 for the other party); a stale id
 * is 'ProposalNotPending'. Quantities are held to what the announcement has now, on proposing and on
 * accepting ('QuantityAboveAvailable').
 */

/** Reads the negotiation as a party, with the proposal id of the path. */
function partyCall(request: Request, params: { id?: string | readonly string[]; proposalId?: string | readonly string[] }) {
  const account = requireAccount(request);
  const { record, roles } = partyNegotiation(idParam(params.id), account);
  return { account, record, roles };
}

const deal = json(negotiationSchema);
const serve = area('negotiations');

export const proposalHandlers = [
  serve.post<{ id: string; proposalId: string }>({
    id: 'negotiations.accept',
    path: '/negotiation/{id}/proposal/{proposalId}/accept',
    summary: "Accept the other side's proposal",
    access: 'account',
    body: z.object({}),
    answer: deal,
    refusals: { ...dealStepRefusals, ...refuse('OwnProposal', 'ProposalNotPending', 'QuantityAboveAvailable') },
  }, ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const pending = pendingProposal(record, idParam(params.proposalId));
    checkNotOnHold(record);
    checkNotBothSides(roles);
    const side = answeringSide(pending, roles);
    if (pending.quantity > available(record)) throw badRequest('QuantityAboveAvailable');
    Object.assign(record, proposedValuesOf(pending));
    record.pendingProposal = null;
    recordEvent(record, account, side, { type: 'PROPOSAL_ACCEPTED', proposalId: pending.id });
    return toNegotiation(record, roles);
  }),

  serve.post<{ id: string; proposalId: string }>({
    id: 'negotiations.decline',
    path: '/negotiation/{id}/proposal/{proposalId}/decline',
    summary: "Decline the other side's proposal, with an optional reason",
    access: 'account',
    body: declineBodySchema,
    answer: deal,
    refusals: refuse('NegotiationClosed', 'OwnProposal', 'ProposalNotPending'),
  }, async ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const body = await readBody(request, declineBodySchema);
    const pending = pendingProposal(record, idParam(params.proposalId));
    const side = answeringSide(pending, roles);
    record.pendingProposal = null;
    recordEvent(record, account, side, { type: 'PROPOSAL_DECLINED', proposalId: pending.id, reason: body.reason });
    return toNegotiation(record, roles);
  }),

  serve.delete<{ id: string; proposalId: string }>({
    id: 'negotiations.withdraw',
    path: '/negotiation/{id}/proposal/{proposalId}',
    summary: "Withdraw the caller's pending proposal",
    access: 'account',
    answer: deal,
    refusals: refuse('NegotiationClosed', 'ProposalNotPending'),
  }, ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const pending = pendingProposal(record, idParam(params.proposalId));
    if (!roles.includes(pending.role)) throw unauthorized('Unauthorized');
    record.pendingProposal = null;
    recordEvent(record, account, pending.role, { type: 'PROPOSAL_WITHDRAWN', proposalId: pending.id });
    return toNegotiation(record, roles);
  }),

  /** The parties write to each other until it is final ('NegotiationClosed'); the admin reads. */
  serve.post<{ id: string }>({
    id: 'negotiations.sendMessage',
    path: '/negotiation/{id}/messages',
    summary: 'Write in the negotiation',
    access: 'account',
    body: messageBodySchema,
    answer: deal,
    refusals: refuse('NegotiationClosed'),
  }, async ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const body = await readBody(request, messageBodySchema);
    if (isFinal(record.status)) throw badRequest('NegotiationClosed');
    recordEvent(record, account, roles[0]!, { type: 'MESSAGE', text: body.text });
    return toNegotiation(record, roles);
  }),
];
