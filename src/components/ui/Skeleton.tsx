import { cx } from './cx';

/** A grey placeholder block; size it with classes (`h-4 w-40`). Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" data-skeleton="" className={cx('animate-pulse rounded bg-slate-200 motion-reduce:animate-none', className ?? 'h-4 w-full')} />;
}

/** Lines of text being loaded, inside a region that says 'Carregando...' to screen readers. */
export function SkeletonText({ lines = 3, label = 'Carregando...', className }: { lines?: number; label?: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={cx('flex flex-col gap-2', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cx('h-4', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
