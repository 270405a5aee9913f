/**
 * The news feature has no call of its own (it composes other features' reads, queries.ts). What
 * others need of it: auth removes the per-account 'last seen' marks on sign-out.
 */
export { clearSeenMarks } from './marks';
