import { cx } from '@/components/ui/cx';

/**
 * An announcement photo, or a neutral placeholder when there is none. Photos come from the files
 * service by url (any host), so a plain <img> with fixed proportions (no layout shift) is used.
 */
export function AnnouncementPhoto({ url, alt, className, eager = false }: { url: string | null; alt: string; className?: string; eager?: boolean }) {
  if (!url) {
    return (
      <div className={cx('flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-xs text-slate-600', className)} role="img" aria-label={alt ? `${alt}: sem foto` : 'Sem foto'}>
        <span aria-hidden="true">Sem foto</span>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- files live on the API's host (any origin, SVG included)
    <img
      src={url}
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      // The first cards' photos are the page's largest paint: ask for them first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={cx('aspect-[4/3] w-full bg-slate-100 object-cover', className)}
    />
  );
}
