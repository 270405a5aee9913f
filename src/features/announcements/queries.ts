import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressHandler } from '@/lib/api/transfer';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { companyQueries } from '@/features/companies/queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import { withApiPeriod } from '@/lib/api-period';
import type { CreatedPeriodParams } from '@/lib/days';
import type { Announcement, AnnouncementStatus } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { announcementKeys } from './model';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const announcementsApi = lazyApi(() => import('./api').then((m) => m.announcementsApi));
const read = lazyRead(() => import('./api'));

/** Filters of the showcase (also in the URL of /vitrine). */
export interface ShowcaseParams extends ListParams {
  search?: string;
  segment?: string | number;
  category?: string | number;
  product?: string | number;
  uf?: string;
  /** 'FALSE' leaves out the featured announcements (docs/product/calls.md). */
  featured?: 'TRUE' | 'FALSE';
  orderBy?: string;
  order?: 'ASC' | 'DESC';
}

export interface MyAnnouncementsParams extends ListParams {
  search?: string;
  status?: AnnouncementStatus | string;
  company?: string | number;
  orderBy?: string;
  order?: 'ASC' | 'DESC';
}

/** Filters of `GET /admin/announcement`; `createdFrom` / `createdTo` is our creation-period filter (lib/days.ts; held as yyyy-MM-dd, sent as yyyy/MM/dd). */
export interface AdminAnnouncementsParams extends MyAnnouncementsParams, CreatedPeriodParams {
  product?: string | number;
  segment?: string | number;
  category?: string | number;
  uf?: string;
  featured?: 'TRUE' | 'FALSE';
}

/**
 * Announcements' queries (TkDodo style): key-only entries invalidate, the others are reads. The
 * featured list lives under the same root (`featuredQueries` in features/featured), so
 * invalidating `all()` refreshes every view of an announcement: lists, details and the featured
 * list. The screens' hooks and the pages' server prefetch (./prefetch.ts) share these options, so
 * the keys cannot drift apart.
 */
export const announcementQueries = {
  all: announcementKeys.all,
  lists: announcementKeys.lists,
  showcase: (params: ShowcaseParams) =>
    queryOptions({ queryKey: [...announcementQueries.lists(), 'showcase', params] as const, queryFn: () => read((api, http) => http.list('/announcement/showcase', api.announcementSummarySchema, params)) }),
  mine: (params: MyAnnouncementsParams) => queryOptions({ queryKey: [...announcementQueries.lists(), 'mine', params] as const, queryFn: () => read((api, http) => http.list('/announcement/me', api.announcementSummarySchema, params)) }),
  admin: (params: AdminAnnouncementsParams) =>
    queryOptions({ queryKey: [...announcementQueries.lists(), 'admin', params] as const, queryFn: () => read((api, http) => http.list('/admin/announcement', api.announcementSummarySchema, withApiPeriod(params))) }),
  details: announcementKeys.details,
  // The screen shows its own "not found" state.
  detail: (id: number) => queryOptions({ queryKey: [...announcementQueries.details(), id] as const, queryFn: () => read((api, http) => http.get(`/announcement/${id}`, api.announcementSchema)), meta: { silent: true } }),
};

export const useShowcase = (params: ShowcaseParams, enabled = true) => useListQuery(announcementQueries.showcase(params), enabled);
export const useMyAnnouncements = (params: MyAnnouncementsParams, enabled = true) => useListQuery(announcementQueries.mine(params), enabled);
export const useAdminAnnouncements = (params: AdminAnnouncementsParams, enabled = true) => useListQuery(announcementQueries.admin(params), enabled);
export const useAnnouncement = (id: number | null | undefined) => useQuery({ ...announcementQueries.detail(id ?? 0), enabled: typeof id === 'number' });
/** Every company, branches included, by name: the 'Empresa' filter of the admin's list. */
export const useAllCompanies = (enabled = true) => useQuery({ ...companyQueries.allOptions(), enabled });
/** Every APPROVED company (branches included), by name: the admin form's and the import's choices, since only they publish. */
export const useApprovedCompanies = (enabled = true) => useQuery({ ...companyQueries.approvedOptions(), enabled });

/** A create: the answer is cached as the announcement's own read and the lists reload. */
const useCreate = <B>(create: (body: B) => Promise<Announcement>, success: string) =>
  useWriteMutation({ mutationFn: create, success, answers: (created) => announcementQueries.detail(created.id).queryKey, invalidates: [announcementQueries.lists()] });

/** An update: the answer replaces the cached read and everything announced reloads (the status may have changed). */
const useUpdate = <B>(id: number, update: (id: number, body: B) => Promise<Announcement>, success: string) =>
  useWriteMutation({ mutationFn: (body: B) => update(id, body), success, answers: () => announcementQueries.detail(id).queryKey, invalidates: [announcementQueries.all()] });

export const useCreateAnnouncement = () => useCreate(announcementsApi.create, 'Anúncio enviado para aprovação.');
export const useUpdateAnnouncement = (id: number) => useUpdate(id, announcementsApi.update, 'Anúncio salvo com sucesso. Ele volta para aprovação.');
export const useAdminCreateAnnouncement = () => useCreate(announcementsApi.adminCreate, 'Anúncio criado com sucesso.');
export const useAdminUpdateAnnouncement = (id: number) => useUpdate(id, announcementsApi.adminUpdate, 'Anúncio salvo com sucesso.');

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
    onSettled: () => client.invalidateQueries({ queryKey: announcementQueries.all() }),
  });
}

/** The import screen reports the outcome itself (no toast). */
export const useImportAnnouncements = () =>
  useWriteMutation({
    mutationFn: ({ file, companyId, onProgress }: { file: File; companyId: number; onProgress?: ProgressHandler }) =>
      announcementsApi.import(file, companyId, onProgress),
    invalidates: [announcementQueries.lists()],
  });
