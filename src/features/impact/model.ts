/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import { datedFileName } from '@/lib/api/transfer';
import { impactFileBase } from '@/lib/impact';
import type { ImpactScope } from './api';

/** Where a scope's figures are read from. */
export const impactBaseUrl = (scope: ImpactScope) => (scope === 'platform' ? '/admin/impact' : `/company/${scope.companyId}/impact`);

/** Where the workbook of a scope is downloaded from. */
export const impactExportUrl = (scope: ImpactScope) => `${impactBaseUrl(scope)}/export`;

/** The workbook's name when the answer has none: `impacto-<empresa>-2026-11-22.xlsx`. */
export const impactFileName = (companyName: string | null, now = new Date()) => datedFileName(impactFileBase(companyName), 'xlsx', now);
