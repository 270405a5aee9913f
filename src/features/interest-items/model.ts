/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import { featureKeys } from '@/lib/query-keys';

export const MESSAGE_MAX = 1000;

/** The cache's root keys: what another feature invalidates without loading the reads (lib/query-keys.ts). */
export const interestKeys = featureKeys('interest-items');
