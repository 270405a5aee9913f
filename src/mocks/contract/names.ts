import * as z from 'zod/mini';
import { pageMetaSchema } from '@/lib/api/client';
import { uploadedFileSchema } from '@/lib/file-api';
import { paymentDataSchema } from '@/lib/validators/payment-schema';
import { adminSchema } from '@/features/admins/api';
import { featuredAddBodySchema } from './bodies/announcements';
import { announcementBodySchema } from '@/features/announcements/bodies';
import { searchEditSchema } from '@/features/searches/bodies';
import { announcementSchema, announcementSummarySchema } from '@/features/announcements/api';
import { sessionUserSchema } from '@/features/auth/api';
import { productBodySchema, unitBodySchema } from '@/features/catalogue/bodies';
import { categorySchema, productSchema, segmentSchema, subCategorySchema, unitSchema } from '@/features/catalogue/api';
import { clientDetailSchema } from '@/features/clients/api';
import { collaboratorSchema } from '@/features/collaborators/api';
import { companyBodySchema } from '@/features/companies/bodies';
import { companySchema } from '@/features/companies/api';
import { featuredEntrySchema } from '@/features/featured/api';
import { impactSchema } from '@/features/impact/api';
import { moderationBodySchema } from './bodies/moderation';
import { decisionSchema } from '@/features/moderation/api';
import { negotiationSchema, negotiationSummarySchema, statusOptionsSchema } from '@/features/negotiations/api';
import { searchSchema } from '@/features/searches/api';

/**
 * Component names of the shapes several calls share (components/schemas in the document). The
 * others are named after their operation: `SearchesCreateBody`, `FavoritesToggleAnswer`.
 */

/** The featured slots in their order: what every change to them answers. */
export const featuredSlotsSchema = z.array(featuredEntrySchema);
/** The review and moderation decisions of a company, announcement or search. */
export const decisionHistorySchema = z.array(decisionSchema);

export const SHARED_ANSWERS: Readonly<Record<string, z.ZodMiniType>> = {
  Admin: adminSchema,
  Announcement: announcementSchema,
  AnnouncementSummary: announcementSummarySchema,
  Category: categorySchema,
  ClientDetail: clientDetailSchema,
  Collaborator: collaboratorSchema,
  Company: companySchema,
  Decision: decisionSchema,
  DecisionHistory: decisionHistorySchema,
  FeaturedEntry: featuredEntrySchema,
  FeaturedSlots: featuredSlotsSchema,
  Impact: impactSchema,
  Negotiation: negotiationSchema,
  NegotiationStatusOptions: statusOptionsSchema,
  NegotiationSummary: negotiationSummarySchema,
  PageMeta: pageMetaSchema,
  PaymentData: paymentDataSchema,
  Product: productSchema,
  Search: searchSchema,
  Segment: segmentSchema,
  SessionUser: sessionUserSchema,
  SubCategory: subCategorySchema,
  Unit: unitSchema,
  UploadedFile: uploadedFileSchema,
};

export const SHARED_BODIES: Readonly<Record<string, z.ZodMiniType>> = {
  AnnouncementBody: announcementBodySchema,
  CompanyBody: companyBodySchema,
  FeaturedAnnouncementBody: featuredAddBodySchema,
  ModerationBody: moderationBodySchema,
  ProductBody: productBodySchema,
  SearchEditBody: searchEditSchema,
  UnitBody: unitBodySchema,
};
