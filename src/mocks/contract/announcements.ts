import * as z from 'zod/mini';
import { adminAnnouncementUpdateSchema, favoriteToggleBodySchema, featuredAddBodySchema, featuredMoveBodySchema } from './bodies/announcements';
import { adminAnnouncementBodySchema, announcementBodySchema } from '@/features/announcements/bodies';
import { interestItemBodySchema } from '@/features/interest-items/bodies';
import { announcementSchema, announcementStatusSchema, announcementSummarySchema, importResultSchema } from '@/features/announcements/api';
import { favoriteSchema, favoriteToggleSchema } from '@/features/favorites/api';
import { featuredEntrySchema } from '@/features/featured/api';
import { featuredSlotsSchema } from './names';
import { INTEREST_SCOPES, interestItemDetailSchema, interestItemSchema, receivedInterestSchema } from '@/features/interest-items/api';
import { createdPeriod, flag, id, listQuery, query, someOf, sorting, text, uf } from './query';
import { area, empty, json, page, refuse, xlsx, type Operation } from './types';

/** Announcements, the showcase's featured slots, favorites and registered interest. */

/** The showcase's filters; `status` and `company` narrow the caller's and the admin's lists. */
const filters = { search: text, segment: id, category: id, product: id, uf, featured: flag, ...sorting };
const ownFilters = { ...filters, status: someOf(announcementStatusSchema), company: id };
/** What an announcement body may refuse besides its schema (lib/announcement-rules.ts). */
const bodyRefusals = refuse('AnnouncementPhotoRequired', 'CompanyNotApproved', 'FileNotFound', 'FileNotOwned', 'PhotoMustBeImage', 'ProductNotFound', 'QuantityNotWhole', 'UnitNotFound');

export const announcementOperations: Operation[] = [
  ...area('announcements', [
    {
      id: 'announcements.showcase',
      method: 'get',
      path: '/announcement/showcase',
      summary: 'Approved, active announcements of other companies (the showcase)',
      access: 'account',
      query: listQuery(filters),
      answer: page(announcementSummarySchema),
    },
    {
      id: 'announcements.mine',
      method: 'get',
      path: '/announcement/me',
      summary: "The announcements of the caller's companies",
      access: 'account',
      query: listQuery(ownFilters),
      answer: page(announcementSummarySchema),
    },
    { id: 'announcements.get', method: 'get', path: '/announcement/{id}', summary: 'One announcement', access: 'account', answer: json(announcementSchema) },
    {
      id: 'announcements.create',
      method: 'post',
      path: '/announcement',
      summary: 'Publish an announcement (it waits for review)',
      access: 'account',
      body: announcementBodySchema,
      answer: json(announcementSchema),
      refusals: bodyRefusals,
    },
    {
      id: 'announcements.update',
      method: 'put',
      path: '/announcement/{id}',
      summary: 'Edit an announcement (it goes back to review)',
      access: 'account',
      body: announcementBodySchema,
      answer: json(announcementSchema),
      refusals: { ...bodyRefusals, ...refuse('QuantityBelowReserved') },
    },
    {
      id: 'announcements.adminList',
      method: 'get',
      path: '/admin/announcement',
      summary: 'Every announcement',
      access: 'admin',
      query: listQuery({ ...ownFilters, ...createdPeriod }),
      answer: page(announcementSummarySchema),
    },
    {
      id: 'announcements.adminCreate',
      method: 'post',
      path: '/admin/announcement',
      summary: 'Create an announcement for a company, with its review decision',
      access: 'admin',
      body: adminAnnouncementBodySchema,
      answer: json(announcementSchema),
      refusals: { ...bodyRefusals, ...refuse('RejectionReasonRequired') },
    },
    {
      id: 'announcements.adminUpdate',
      method: 'put',
      path: '/admin/announcement/{id}',
      summary: 'Edit or decide an announcement',
      access: 'admin',
      body: adminAnnouncementUpdateSchema,
      answer: json(announcementSchema),
      refusals: { ...bodyRefusals, ...refuse('QuantityBelowReserved', 'RejectionReasonRequired') },
    },
    {
      id: 'announcements.export',
      method: 'get',
      path: '/announcement-export',
      summary: 'The announcements the caller may see as .xlsx, filtered like the lists',
      access: 'account',
      query: query({ ...ownFilters, ...createdPeriod }),
      answer: xlsx,
    },
    { id: 'announcements.importTemplate', method: 'get', path: '/announcement-export/example', summary: 'The import template (.xlsx)', access: 'account', answer: xlsx },
    {
      id: 'announcements.import',
      method: 'post',
      path: '/admin/announcement/import',
      summary: "Import a company's announcements from .xlsx; answers the rows created and refused",
      access: 'admin',
      multipart: z.object({ file: z.file(), company: z.string() }),
      answer: json(importResultSchema),
      refusals: refuse('CompanyNotApproved', 'InvalidSpreadsheet', 'SpreadsheetTooHeavy', 'SpreadsheetTooLarge', 'SpreadsheetUnreadable'),
    },
  ]),
  ...area('featured', [
    {
      id: 'featured.list',
      method: 'get',
      path: '/featured/announcement',
      summary: 'The featured announcements in their order (at most 7)',
      access: 'account',
      query: listQuery({ search: text, segment: id, category: id, product: id, uf }),
      answer: page(featuredEntrySchema),
    },
    {
      id: 'featured.add',
      method: 'post',
      path: '/admin/featured/announcement',
      summary: 'Feature an announcement; answers the slots',
      access: 'admin',
      body: featuredAddBodySchema,
      answer: json(featuredSlotsSchema),
      refusals: refuse('AnnouncementAlreadyFeatured', 'AnnouncementNotApproved', 'MaxFeaturedsAnnouncementsReached'),
    },
    {
      id: 'featured.move',
      method: 'put',
      path: '/featured/announcement',
      summary: 'Move a featured announcement to another slot',
      access: 'admin',
      body: featuredMoveBodySchema,
      answer: json(featuredSlotsSchema),
    },
    {
      id: 'featured.remove',
      method: 'delete',
      path: '/featured/announcement',
      summary: 'Stop featuring an announcement (body as in add)',
      access: 'admin',
      body: featuredAddBodySchema,
      answer: json(featuredSlotsSchema),
    },
  ]),
  ...area('favorites', [
    { id: 'favorites.list', method: 'get', path: '/favorites', summary: "The caller's favorite announcements", access: 'account', query: listQuery({ search: text }), answer: page(favoriteSchema) },
    {
      id: 'favorites.toggle',
      method: 'post',
      path: '/favorites',
      summary: 'Favorite an announcement, or stop',
      access: 'account',
      body: favoriteToggleBodySchema,
      answer: json(favoriteToggleSchema),
      refusals: refuse('OwnAnnouncement'),
    },
  ]),
  ...area('interest-items', [
    {
      id: 'interestItems.mine',
      method: 'get',
      path: '/interest-items/me',
      summary: "Interest the caller's companies registered (`scope=mine`) or received on their announcements (`scope=received`, rows with the contact)",
      access: 'account',
      query: listQuery({ scope: z.optional(z.enum(INTEREST_SCOPES)), search: text, product: id, announcement: id, ...sorting }),
      answer: page(z.union([receivedInterestSchema, interestItemSchema])),
    },
    {
      id: 'interestItems.create',
      method: 'post',
      path: '/interest-items',
      summary: 'Register interest in an announcement',
      access: 'account',
      body: interestItemBodySchema,
      answer: json(interestItemSchema),
      refusals: refuse('AnnouncementSoldOut', 'CompanyNotApproved', 'CompanySuspended', 'InterestAlreadyRegistered', 'OwnAnnouncement', 'QuantityAboveAvailable', 'QuantityNotWhole'),
    },
    { id: 'interestItems.remove', method: 'delete', path: '/interest-items/{id}', summary: 'Withdraw registered interest', access: 'account', answer: empty },
    {
      id: 'interestItems.adminList',
      method: 'get',
      path: '/admin/interest-items',
      summary: 'Every registered interest',
      access: 'admin',
      query: listQuery({ search: text, product: id, announcement: id, ...sorting }),
      answer: page(interestItemSchema),
    },
    { id: 'interestItems.adminGet', method: 'get', path: '/admin/interest-item/{id}', summary: 'One registered interest with both parties', access: 'admin', answer: json(interestItemDetailSchema) },
  ]),
];
