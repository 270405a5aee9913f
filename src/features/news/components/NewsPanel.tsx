import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SkeletonText } from '@/components/ui/Skeleton';
import { formatDateTime } from '@/lib/format';
import type { NewsItem } from '../derive';
import type { News } from '../queries';

interface NewsPanelProps {
  open: boolean;
  onClose: () => void;
  news: News;
  /** An item was followed: mark it seen now (its page marks it too, once open). */
  onOpenItem: (item: NewsItem) => void;
  onMarkAll: () => void;
}

/**
 * The "Novidades" panel: the kit's dialog (Esc closes, focus returns to the bell) listing what is
 * new, newest first, each a link to its page. A failed call says so above what it last had, so an
 * empty list is never taken for 'nothing new'.
 */
export function NewsPanel({ open, onClose, news, onOpenItem, onMarkAll }: NewsPanelProps) {
  const { items, loading, failed } = news;
  const footer =
    items.length > 0 ? (
      <Button variant="outline" size="sm" onClick={onMarkAll}>
        Marcar tudo como visto
      </Button>
    ) : null;
  return (
    <Modal open={open} onClose={onClose} title="Novidades" size="md" footer={footer}>
      {failed ? (
        <div role="alert" className="mb-4 flex flex-col items-start gap-2 rounded-lg border border-slate-200 p-3">
          <p>Não foi possível carregar as novidades.</p>
          <Button size="sm" variant="outline" onClick={news.retry}>
            Tentar de novo
          </Button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Novidades" className="flex flex-col divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <Link href={item.href} onClick={() => onOpenItem(item)} className="block rounded-md px-2 py-1 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary-700 focus:outline-hidden">
                <span className="block font-medium text-slate-900">{item.label}</span>
                <span className="block text-slate-700">{item.subject}</span>
                <span className="block text-xs text-slate-600">{formatDateTime(item.at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? <SkeletonText lines={3} label="Carregando novidades..." className={items.length > 0 ? 'mt-3' : undefined} /> : null}
      {!loading && !failed && items.length === 0 ? <p className="text-slate-700">Nada de novo por aqui.</p> : null}
    </Modal>
  );
}
