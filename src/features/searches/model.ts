/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import { featureKeys } from '@/lib/query-keys';

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;

/** The cache's root keys: what another feature invalidates without loading the reads (lib/query-keys.ts). */
export const searchKeys = featureKeys('searches');
