import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/Button';

/**
 * A row's action that opens a page ('Ver', 'Editar', 'Avaliar'): a small ghost button that is a
 * link, its accessible name saying which row (`label`, e.g. 'Ver negociação nº 12').
 */
export function RowLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClass({ variant: 'ghost', size: 'sm' })} aria-label={label}>
      {children}
    </Link>
  );
}
