/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */

/** The most announcements that can be featured at once (SPEC.md §9). */
export const MAX_FEATURED = 7;
