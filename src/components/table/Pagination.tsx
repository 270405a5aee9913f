import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { PAGE_SIZES } from '@/lib/api/params';
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
  /**
   * The address of a page (`useListParams`' `pageHref`): the pager is then links, which work
   * before the page has hydrated (the server renders that page); once hydrated a plain click
   * still goes through `onPageChange`. Without it (a list held in local state), buttons.
   */
  pageHref?: (page: number) => string;
  /** Disables the controls (e.g. while the first page loads). */
  disabled?: boolean;
  className?: string;
}

const buttonShape = cx(
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm',
  'focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700 focus-visible:ring-offset-1',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
);
// Two complete colour sets, never one on top of the other: which of two utilities of the same
// property wins is decided by their order in Tailwind's stylesheet, not in the class list (a
// 'bg-white' base under a 'bg-primary-700' override left the current page white on white).
const navButton = cx(buttonShape, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50');
const currentPageButton = cx(buttonShape, 'border-primary-700 bg-primary-700 font-semibold text-white hover:bg-primary-800');

/** A click the browser should handle itself (new tab or window, download): not ours to take over. */
const browserHandles = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface PagerControlProps {
  /** The page it goes to. */
  target: number;
  label: string;
  current?: boolean;
  disabled: boolean;
  className: string;
  pageHref?: (page: number) => string;
  go: (page: number) => void;
  children: ReactNode;
}

/**
 * One pager control: a link to its page when the list lives in the address (a disabled one has no
 * href, so it is out of the tab order like a disabled button, and says aria-disabled), else a button.
 */
function PagerControl({ target, label, current = false, disabled, className, pageHref, go, children }: PagerControlProps) {
  const shared = { className, 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined };
  if (!pageHref) {
    return (
      <button type="button" {...shared} disabled={disabled} onClick={() => !current && go(target)}>
        {children}
      </button>
    );
  }
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" {...shared}>
        {children}
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (browserHandles(event)) return;
    event.preventDefault();
    if (!current) go(target);
  };
  return (
    <a href={pageHref(target)} {...shared} onClick={onClick}>
      {children}
    </a>
  );
}

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
  pageHref,
  pageSizes = PAGE_SIZES,
  disabled = false,
  className,
}: PaginationProps) {
  const sizeId = useId();
  // A size chosen in the server's HTML before the page's script ran is kept and applied once it
  // runs (server-rendered lists): the select works from the first paint, so it is never pending.
  const sizeRef = useTypedBeforeHydration<HTMLSelectElement>(undefined, take, (text) => onTakeChange(Number(text)));
  const last = Math.max(1, pageCount);
  const atFirst = page <= 1;
  const atLast = page >= last;

  // Keyboard users keep their place: a pager control that becomes disabled by its own press
  // (« on page 2, » on the one before last) would drop the focus to <body>; the current page's
  // number takes it instead.
  const navRef = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);
  const go = (next: number) => {
    keepFocus.current = navRef.current?.contains(document.activeElement) ?? false;
    onPageChange(next);
  };
  const control = { pageHref, go };
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const nav = navRef.current;
    const active = document.activeElement;
    if (!nav || (active instanceof HTMLElement && nav.contains(active) && active.matches('button:enabled, a[href]'))) return;
    nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
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
          // Only a change: React hydrating the select at a press (HydrateLater) puts its state's
          // size back before the event reaches it, after the size chosen has been handed over.
          onChange={(event) => {
            const next = Number(event.target.value);
            if (next !== take) onTakeChange(next);
          }}
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
            <PagerControl target={1} label="Primeira página" disabled={disabled || atFirst} className={navButton} {...control}>
              <span aria-hidden="true">«</span>
            </PagerControl>
          </li>
          <li>
            <PagerControl target={page - 1} label="Página anterior" disabled={disabled || atFirst} className={navButton} {...control}>
              <span aria-hidden="true">‹</span>
            </PagerControl>
          </li>
          {pageWindow(page, last).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PagerControl
                  target={item}
                  label={`Página ${item}`}
                  current={item === page}
                  disabled={disabled}
                  className={item === page ? currentPageButton : navButton}
                  {...control}
                >
                  {item}
                </PagerControl>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ),
          )}
          <li>
            <PagerControl target={page + 1} label="Próxima página" disabled={disabled || atLast} className={navButton} {...control}>
              <span aria-hidden="true">›</span>
            </PagerControl>
          </li>
          <li>
            <PagerControl target={last} label="Última página" disabled={disabled || atLast} className={navButton} {...control}>
              <span aria-hidden="true">»</span>
            </PagerControl>
          </li>
        </ul>
      </nav>
    </div>
  );
}
