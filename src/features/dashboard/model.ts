/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */

/** The days the dashboard's timeline covers unless told otherwise. */
export const TIMELINE_DAYS = 30;
