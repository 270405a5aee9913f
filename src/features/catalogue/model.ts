/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */

// ── Limits shared by the forms and the mock ─────────────────────────────────────────────────────
export const NAME_MAX = 80;
export const UNIT_NAME_MAX = 10;
export const DESCRIPTION_MAX = 120;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 1000;
/** docs/security.md: the most categories, sub-categories of one category, and segments one product lists. */
export const PRODUCT_LIST_MAX = 100;
