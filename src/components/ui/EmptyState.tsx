import type { ReactNode } from 'react';
import { cx } from './cx';

export const EMPTY_LIST_MESSAGE = 'Nenhum item foi encontrado.';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** A call to action (e.g. a link to create the first item). */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing: 'Nenhum item foi encontrado.' by default. */
export function EmptyState({ title = EMPTY_LIST_MESSAGE, description, action, className }: EmptyStateProps) {
  return (
    <div role="status" className={cx('flex flex-col items-center gap-2 px-4 py-10 text-center', className)}>
      <p className="text-sm font-medium text-slate-800">{title}</p>
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
