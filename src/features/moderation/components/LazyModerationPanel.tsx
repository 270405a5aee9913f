import dynamic from 'next/dynamic';

/**
 * The admin's moderation actions (suspend, reactivate, back to review, with their dialogs) load
 * after the record page is usable: they are below the record and read its status themselves, so
 * nothing of them belongs in the page's first load.
 */
export const LazyModerationPanel = dynamic(() => import('./ModerationPanel').then((m) => m.ModerationPanel), { ssr: false });
