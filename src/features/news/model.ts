/**
 * What other features need of the news feature without loading its calls: auth removes the
 * per-account 'last seen' marks on sign-out; the sign-in's activation notice keeps to the news window.
 */
export { clearSeenMarks, NEWS_WINDOW_DAYS } from './marks';
