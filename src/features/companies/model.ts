/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import type { CompanyIdentity, SubsidiaryView } from './api';
import { featureKeys } from '@/lib/query-keys';

export const IDENTITY_FIELDS = ['cnpj', 'companyName', 'tradeName'] as const satisfies readonly (keyof CompanyIdentity)[];

const SUBSIDIARY_PREFIX = 'Subsidiaria de: ';

export function toSubsidiaryView(company: { companyId: number; companyName: string }): SubsidiaryView {
  return { subsidiaryId: company.companyId, subsidiaryName: `${SUBSIDIARY_PREFIX}${company.companyName}` };
}

/** An administrator's company needs its owner: the admin body's message, and the form's while none is chosen. */
export const OWNER_REQUIRED = 'Selecione o cliente responsável.';

/** The cache's root keys: what another feature invalidates without loading the reads (lib/query-keys.ts). */
export const companyKeys = featureKeys('companies');
