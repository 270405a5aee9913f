import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { SessionUser } from '@/features/auth/api';
import { isNewsPath, pathOf, type NewsItem } from '../derive';
import { markAllSeen, markSeen, useSeenMarks } from '../marks';
import { useNews } from '../queries';
import { NewsPanel } from './NewsPanel';

/** The later of now and the items' dates: a server clock ahead of this one must not bring them back. */
function seenAt(items: readonly NewsItem[]): string {
  return new Date(Math.max(Date.now(), ...items.map((i) => Date.parse(i.at)))).toISOString();
}

/**
 * The header's bell: 'Novidades' with the count of what is new for a commerce account, opening
 * the panel. Opening a page (any route, the panel's links included) marks its path seen.
 */
export function NewsEntry({ user }: { user: SessionUser }) {
  const router = useRouter();
  const marks = useSeenMarks(user.id);
  const news = useNews(marks, user.type === 'COMMERCE');
  const [open, setOpen] = useState(false);
  const path = pathOf(router.asPath);
  const pageNews = news.items.some((i) => i.seenKey === path);

  useEffect(() => {
    if (marks && isNewsPath(path)) markSeen(user.id, path, seenAt(news.items.filter((i) => i.seenKey === path)));
    // Marked on arriving at a page, and again once that page's news has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, path, marks !== null, pageNews]);

  if (user.type !== 'COMMERCE') return null;
  const count = news.items.length;
  // The name comes from one text ('Novidades: 2 novas', screen readers only), not an aria-label:
  // the visible 'Novidades' stays part of the name (WCAG 2.5.3), and browsers that put spaces
  // between positioned spans still read it as one phrase.
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
      >
        <span aria-hidden="true">🔔</span>
        <span aria-hidden="true" className="hidden xl:ml-1 xl:inline">
          Novidades
        </span>
        <span className="sr-only">{news.loading ? 'Novidades' : `Novidades: ${count} ${count === 1 ? 'nova' : 'novas'}`}</span>
        {!news.loading && count > 0 ? (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      <NewsPanel
        open={open}
        onClose={() => setOpen(false)}
        news={news}
        onOpenItem={(item) => {
          markSeen(user.id, item.seenKey, seenAt([item]));
          setOpen(false);
        }}
        onMarkAll={() => markAllSeen(user.id, seenAt(news.items))}
      />
    </>
  );
}
