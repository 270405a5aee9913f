import { useEffect, useId, useRef } from 'react';
import { PAGE_SIZES } from '@/lib/api/client';
import { useTypedBeforeHydration } from '../form/useTypedBeforeHydration';
import { cx } from '../ui/cx';
import { pageWindow, rangeLabel } from './pagination';

export interface PaginationProps {
  page: number;
  pageCount: number;
  take: number;
  itemCount: number;
  onPageChange: (page: number) => void;
  onTakeChange: (take: number) => void;
  pageSizes?: readonly number[];
  /** Disables the controls (e.g. while the first page loads). */
  disabled?: boolean;
  className?: string;
}

const buttonShape = cx(
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm',
  'focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700 focus-visible:ring-offset-1',
  'disabled:cursor-not-allowed disabled:opacity-50',
);
// Two complete colour sets, never one on top of the other: which of two utilities of the same
// property wins is decided by their order in Tailwind's stylesheet, not in the class list (a
// 'bg-white' base under a 'bg-primary-700' override left the current page white on white).
const navButton = cx(buttonShape, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50');
const currentPageButton = cx(buttonShape, 'border-primary-700 bg-primary-700 font-semibold text-white hover:bg-primary-800');

/**
 * 'Linhas por página' (10/25/50), the range and total ('11–20 de 57') and a numbered pager:
 * first, previous, numbers with ellipses, next, last.
 */
export function Pagination({
  page,
  pageCount,
  take,
  itemCount,
  onPageChange,
  onTakeChange,
  pageSizes = PAGE_SIZES,
  disabled = false,
  className,
}: PaginationProps) {
  const sizeId = useId();
  // A size chosen in the server's HTML before the page's script ran is kept (server-rendered lists).
  const sizeRef = useTypedBeforeHydration<HTMLSelectElement>(undefined, take, (text) => onTakeChange(Number(text)));
  const last = Math.max(1, pageCount);
  const atFirst = page <= 1;
  const atLast = page >= last;

  // Keyboard users keep their place: a pager button that becomes disabled by its own press
  // (« on page 2, » on the one before last) would drop the focus to <body>; the current page's
  // number takes it instead.
  const navRef = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);
  const go = (next: number) => {
    keepFocus.current = navRef.current?.contains(document.activeElement) ?? false;
    onPageChange(next);
  };
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const nav = navRef.current;
    const active = document.activeElement;
    if (!nav || (active instanceof HTMLButtonElement && nav.contains(active) && !active.disabled)) return;
    nav.querySelector<HTMLButtonElement>('button[aria-current="page"]')?.focus();
  }, [page]);
  return (
    <div className={cx('flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId}>Linhas por página</label>
        <select
          id={sizeId}
          ref={sizeRef}
          value={take}
          disabled={disabled}
          onChange={(event) => onTakeChange(Number(event.target.value))}
          className="h-9 rounded-md border border-slate-400 bg-white px-2 text-sm focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span aria-live="polite" className="ml-2">
          {rangeLabel(page, take, itemCount)}
        </span>
      </div>
      <nav aria-label="Paginação" ref={navRef}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button type="button" className={navButton} disabled={disabled || atFirst} onClick={() => go(1)} aria-label="Primeira página">
              <span aria-hidden="true">«</span>
            </button>
          </li>
          <li>
            <button type="button" className={navButton} disabled={disabled || atFirst} onClick={() => go(page - 1)} aria-label="Página anterior">
              <span aria-hidden="true">‹</span>
            </button>
          </li>
          {pageWindow(page, last).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={item === page ? currentPageButton : navButton}
                  aria-label={`Página ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => item !== page && go(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ),
          )}
          <li>
            <button type="button" className={navButton} disabled={disabled || atLast} onClick={() => go(page + 1)} aria-label="Próxima página">
              <span aria-hidden="true">›</span>
            </button>
          </li>
          <li>
            <button type="button" className={navButton} disabled={disabled || atLast} onClick={() => go(last)} aria-label="Última página">
              <span aria-hidden="true">»</span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
