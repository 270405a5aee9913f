import { statusInfo, TONE_CLASSES, type StatusKind, type Tone } from '@/lib/status';
import { cx } from './cx';

export type StatusBadgeProps = StatusKind & { className?: string };

/**
 * A status pill with the pt-BR label (docs/product/statuses.md, docs/product/roles.md), e.g.
 * `<StatusBadge kind="approval" entity="company" status="APPROVED" />` → 'Aprovada'.
 */
export function StatusBadge({ className, ...status }: StatusBadgeProps) {
  const { label, tone } = statusInfo(status as StatusKind);
  return <Badge tone={tone} className={className}>{label}</Badge>;
}

/** A pill in one of the status tones. */
export function Badge({ tone = 'neutral', className, children }: { tone?: Tone; className?: string; children: React.ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', TONE_CLASSES[tone], className)}
    >
      {children}
    </span>
  );
}
