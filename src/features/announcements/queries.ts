import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProgressHandler } from '@/lib/api/transfer';
import { companiesApi, type CompanyOption } from '@/features/companies/api';
import { companyKeys } from '@/features/companies/queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  announcementsApi,
  type AdminAnnouncementBody,
  type AdminAnnouncementsParams,
  type AdminAnnouncementUpdate,
  type AnnouncementBody,
  type MyAnnouncementsParams,
  type ShowcaseParams,
} from './api';

/**
 * Query keys of announcements (TkDodo style). The featured list lives under the same root
 * (`featuredKeys` in features/featured), so invalidating `announcementKeys.all` refreshes every
 * view of an announcement: lists, details and the featured list.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  showcase: (params: ShowcaseParams) => [...announcementKeys.lists(), 'showcase', params] as const,
  mine: (params: MyAnnouncementsParams) => [...announcementKeys.lists(), 'mine', params] as const,
  admin: (params: AdminAnnouncementsParams) => [...announcementKeys.lists(), 'admin', params] as const,
  details: () => [...announcementKeys.all, 'detail'] as const,
  detail: (id: number) => [...announcementKeys.details(), id] as const,
};

/**
 * Query options of the views the server may render first (features/auth/ssr.ts): the screen's
 * hook and the page's prefetch (./prefetch.ts) share them, so the keys cannot drift apart.
 */
export const announcementQueries = {
  showcase: (params: ShowcaseParams) => queryOptions({ queryKey: announcementKeys.showcase(params), queryFn: () => announcementsApi.showcase(params) }),
  admin: (params: AdminAnnouncementsParams) => queryOptions({ queryKey: announcementKeys.admin(params), queryFn: () => announcementsApi.adminList(params) }),
  // The screen shows its own "not found" state.
  detail: (id: number) => queryOptions({ queryKey: announcementKeys.detail(id), queryFn: () => announcementsApi.get(id), meta: { silent: true } }),
};

export function useShowcase(params: ShowcaseParams, enabled = true) {
  return useQuery({ ...announcementQueries.showcase(params), placeholderData: keepPreviousData, enabled });
}

export function useMyAnnouncements(params: MyAnnouncementsParams, enabled = true) {
  return useQuery({ queryKey: announcementKeys.mine(params), queryFn: () => announcementsApi.mine(params), placeholderData: keepPreviousData, enabled });
}

export function useAdminAnnouncements(params: AdminAnnouncementsParams, enabled = true) {
  return useQuery({ ...announcementQueries.admin(params), placeholderData: keepPreviousData, enabled });
}

export function useAnnouncement(id: number | null | undefined) {
  return useQuery({ ...announcementQueries.detail(id ?? 0), enabled: typeof id === 'number' });
}

/** `GET /company/list-to-select`: the companies an admin publishes for (the admin form, the import, filters). */
export function useCompanySelect(enabled = true) {
  return useQuery({ queryKey: companyKeys.select(), queryFn: () => companiesApi.listToSelect(), staleTime: 5 * 60_000, enabled });
}

/** The import reads every approved company: one page of the admin list holds this many. */
const APPROVED_PAGE = 100;

async function listApprovedCompanies(): Promise<CompanyOption[]> {
  const options: CompanyOption[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await companiesApi.adminList({ status: 'APPROVED', page, take: APPROVED_PAGE });
    options.push(...answer.data.map((c) => ({ companyId: c.companyId, companyName: c.companyName })));
    if (!answer.meta.hasNextPage) break;
  }
  return options.sort((a, b) => a.companyName.localeCompare(b.companyName, 'pt-BR'));
}

/**
 * Every APPROVED company, by name (`GET /admin/company/list?status=APPROVED`, all pages): the
 * import's choices, since only they receive announcements. Kept under the companies' admin-list
 * key, so a decision on a company refreshes it.
 */
export function useApprovedCompanies(enabled = true) {
  return useQuery({ queryKey: [...companyKeys.adminLists(), 'approved-options'], queryFn: listApprovedCompanies, staleTime: 5 * 60_000, enabled });
}

function invalidateAll(client: QueryClient) {
  return client.invalidateQueries({ queryKey: announcementKeys.all });
}

export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) => announcementsApi.create(body),
    onSuccess: async (created) => {
      client.setQueryData(announcementKeys.detail(created.id), created);
      await client.invalidateQueries({ queryKey: announcementKeys.lists() });
      notifySuccess('Anúncio enviado para aprovação.');
    },
  });
}

export function useUpdateAnnouncement(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) => announcementsApi.update(id, body),
    onSuccess: async (updated) => {
      client.setQueryData(announcementKeys.detail(id), updated);
      await invalidateAll(client);
      notifySuccess('Anúncio salvo com sucesso. Ele volta para aprovação.');
    },
  });
}

export function useAdminCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAnnouncementBody) => announcementsApi.adminCreate(body),
    onSuccess: async (created) => {
      client.setQueryData(announcementKeys.detail(created.id), created);
      await client.invalidateQueries({ queryKey: announcementKeys.lists() });
      notifySuccess('Anúncio criado com sucesso.');
    },
  });
}

export function useAdminUpdateAnnouncement(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAnnouncementUpdate) => announcementsApi.adminUpdate(id, body),
    onSuccess: async (updated) => {
      client.setQueryData(announcementKeys.detail(id), updated);
      await invalidateAll(client);
      notifySuccess('Anúncio salvo com sucesso.');
    },
  });
}

export type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; rejectionReason: string };

/**
 * Approves or rejects one or several announcements (the deferral queue). Each is its own
 * `PUT /admin/announcement/{id}`; the result says which ones failed (their failures are toasted).
 */
export function useDecideAnnouncements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, decision }: { ids: number[]; decision: Decision }) => {
      const results = await Promise.allSettled(ids.map((id) => announcementsApi.adminUpdate(id, decision)));
      const done = ids.filter((_, i) => results[i]!.status === 'fulfilled');
      const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      if (done.length === 0 && failed.length > 0) throw failed[0];
      return { done, failed };
    },
    onSuccess: ({ done, failed }, { decision }) => {
      const verb = decision.status === 'APPROVED' ? 'aprovado' : 'reprovado';
      if (done.length === 1) notifySuccess(`Anúncio ${verb}.`);
      else if (done.length > 1) notifySuccess(`${done.length} anúncios ${verb}s.`);
      for (const error of failed) notifyError(error);
    },
    onSettled: () => invalidateAll(client),
  });
}

export function useImportAnnouncements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, companyId, onProgress }: { file: File; companyId: number; onProgress?: ProgressHandler }) =>
      announcementsApi.import(file, companyId, onProgress),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: announcementKeys.lists() });
    },
  });
}
