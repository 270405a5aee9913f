/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */

/** The most announcements that can be featured at once (docs/product/limits.md). */
export const MAX_FEATURED = 7;
