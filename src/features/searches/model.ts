/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;

/**
 * The cache's keys of this feature without its reads (queries.ts builds its entries on them): a
 * feature that only invalidates them imports these, so its page does not load this one's reads.
 */
export const searchKeys = {
  all: () => ['searches'] as const,
  lists: () => ['searches', 'list'] as const,
  details: () => ['searches', 'detail'] as const,
};
