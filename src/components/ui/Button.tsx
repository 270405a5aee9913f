import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'ghost-danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /**
   * Shows the spinner and sets aria-busy but keeps the button enabled, so focus stays on it:
   * while what it opens is loading (`useLazyOpen`).
   */
  busy?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Colour pairs chosen for AA contrast on white. A variant is a complete set: a `className` must
 * not restyle its colours, since which of two utilities of one property wins depends on their
 * order in Tailwind's stylesheet, not in the class list.
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 focus-visible:ring-primary-700',
  secondary: 'bg-secondary-400 text-slate-900 hover:bg-secondary-300 focus-visible:ring-secondary-600',
  outline: 'border border-primary-700 bg-white text-primary-800 hover:bg-primary-50 focus-visible:ring-primary-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700',
  ghost: 'bg-transparent text-primary-800 hover:bg-primary-50 focus-visible:ring-primary-700',
  'ghost-danger': 'bg-transparent text-red-700 hover:bg-red-50 focus-visible:ring-red-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
};

export function buttonClass({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cx(
    'inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'focus:outline-hidden focus-visible:ring-2 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

/**
 * How a server-rendered control looks until the page has hydrated: waiting (cursor, faded), but
 * not `disabled`, so it keeps its place in the tab order and the focus it may have.
 */
export const PENDING_HYDRATION_CLASS = 'cursor-wait opacity-60';

/**
 * The kit's one hydration guard: true in the server's HTML and while React hydrates it, when a
 * click would be lost (the handler is not attached yet, 1–3 s on an ordinary laptop); false once
 * hydrated and for anything rendered in the browser. A control that needs its script then says
 * `aria-disabled="true"` and wears `PENDING_HYDRATION_CLASS`; one that can work without it (a
 * link: the pager, /participe's tabs) should rather be a link.
 */
export function usePendingHydration(): boolean {
  return !useHydrated();
}

/**
 * The app's button. `type` defaults to "button" so it never submits a form by accident.
 *
 * In the server's HTML, until the page has hydrated, it is visibly pending (`usePendingHydration`):
 * `aria-disabled="true"`, a waiting cursor and faded, so that nobody takes it for ready.
 */
export function Button({ variant = 'primary', size = 'md', loading = false, busy = false, icon, disabled, className, children, type = 'button', ref, ...rest }: ButtonProps) {
  const pending = usePendingHydration();
  return (
    <button
      {...rest}
      aria-disabled={pending ? true : rest['aria-disabled']}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || busy || undefined}
      className={buttonClass({ variant, size, className: cx(className, pending && PENDING_HYDRATION_CLASS) })}
    >
      {loading || busy ? <Spinner label="" size="sm" /> : icon}
      {children}
    </button>
  );
}
