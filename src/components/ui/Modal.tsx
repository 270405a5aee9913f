import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';

/** The containers focus falls back to when a dialog's opener left the page meanwhile (nearest first). */
const FOCUS_FALLBACK = 'table, ol, ul, [role="list"], form, section, main';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

/** Open dialogs, in the order they opened: the last one answers an Esc pressed outside every dialog. */
const stack: string[] = [];

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancelar / Salvar). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Receives focus on open; else the first focusable element inside, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Hides the × button (e.g. while saving). */
  hideCloseButton?: boolean;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title; focus moves in on open, Tab
 * and Shift+Tab stay inside, Esc closes, and focus returns to the element that opened it. The
 * page behind does not scroll while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  closeOnBackdrop = true,
  hideCloseButton = false,
}: ModalProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Where focus goes back if the opener is gone on close (a deleted row's button): its list, or
    // the nearest container still on the page.
    const containers: HTMLElement[] = [];
    for (let el = opener?.parentElement; el; el = el.parentElement) if (el.matches(FOCUS_FALLBACK)) containers.push(el);
    stack.push(id);
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (dialog ? focusables(dialog)[0] : undefined) ?? dialog;
    target?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Esc with the focus outside every dialog (it normally stays inside: see onKeyDown below).
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || stack[stack.length - 1] !== id) return;
      if (document.activeElement?.closest('[aria-modal="true"]')) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      stack.splice(stack.indexOf(id), 1);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
      else {
        const near = containers.find((el) => el.isConnected);
        if (near && !near.hasAttribute('tabindex')) near.setAttribute('tabindex', '-1');
        near?.focus();
      }
    };
    // initialFocusRef is read once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id]);

  /** Esc closes and Tab cycles inside; handled here first, so a nested dialog keeps them to itself. */
  function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const items = focusables(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === dialog || !dialog.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!open || typeof document === 'undefined') return null;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        className="absolute inset-0 bg-slate-900/50"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx('relative flex max-h-[90vh] w-full flex-col rounded-lg bg-white shadow-xl focus:outline-none', SIZES[size])}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-700">
                {description}
              </p>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Fechar"
              className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
            >
              <span aria-hidden="true" className="block h-5 w-5 text-xl leading-5">
                ×
              </span>
            </button>
          )}
        </div>
        {children ? <div className="overflow-y-auto px-5 py-4 text-sm text-slate-800">{children}</div> : null}
        {footer ? <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
