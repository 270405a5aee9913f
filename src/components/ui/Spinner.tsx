import { cx } from './cx';

export interface SpinnerProps {
  /** Announced to screen readers; omit inside a control that already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' };

/** A spinning ring; with `label` it is a status region ('Carregando...' by default). */
export function Spinner({ label = 'Carregando...', size = 'md', className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx('inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-none', SIZES[size], className)}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
