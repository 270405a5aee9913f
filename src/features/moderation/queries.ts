import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { useWriteMutation } from '@/lib/query-mutation';
import { announcementKeys } from '@/features/announcements/model';
import { companyKeys } from '@/features/companies/model';
import { negotiationKeys } from '@/features/negotiations/model';
import { searchKeys } from '@/features/searches/model';
import type { DecisionSubjectKind, ModerationBody } from './api';

const moderationApi = lazyApi(() => import('./api').then((m) => m.moderationApi));
const read = lazyRead(() => import('./api'));

/**
 * A record's history lives under its own feature's detail key, so the decisions those features
 * make (approve, reject, featured changes invalidate `all()`) refresh it too.
 */
const detailsOf = (kind: DecisionSubjectKind) =>
  kind === 'company' ? companyKeys.details() : kind === 'announcement' ? announcementKeys.details() : searchKeys.details();
const allOf = (kind: DecisionSubjectKind) => (kind === 'company' ? companyKeys.all() : kind === 'announcement' ? announcementKeys.all() : searchKeys.all());

export const moderationQueries = {
  /** Shown by its section (a refusal means the caller may not read it: nothing is shown), so silent. */
  history: (kind: DecisionSubjectKind, id: number) =>
    queryOptions({ queryKey: [...detailsOf(kind), id, 'history'] as const, queryFn: () => read((api, http) => http.get(`/${kind}/${id}/history`, api.decisionsSchema)), meta: { silent: true } }),
};

export const useDecisionHistory = (kind: DecisionSubjectKind, id: number) => useQuery(moderationQueries.history(kind, id));

const SUCCESS: Record<ModerationBody['action'], string> = {
  SUSPEND: 'Empresa suspensa.',
  REACTIVATE: 'Empresa reativada.',
  RETURN_TO_REVIEW: 'Enviado para nova análise.',
};

/**
 * An admin's moderation of a record. A company's status changes what the showcase, the negotiations
 * and the announcements show, so those refresh as well.
 */
export const useModerate = (kind: DecisionSubjectKind, id: number) =>
  useWriteMutation({
    mutationFn: (body: ModerationBody) => moderationApi.moderate(kind, id, body),
    success: (_answer, body) => SUCCESS[body.action],
    invalidates: [allOf(kind), ...(kind === 'search' ? [] : [announcementKeys.all()]), negotiationKeys.all()],
  });
