/**
 * What other features need of the news feature without loading its calls: auth removes the
 * per-account 'last seen' marks on sign-out.
 */
export { clearSeenMarks } from './marks';
