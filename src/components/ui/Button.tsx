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
 * The app's button. `type` defaults to "button" so it never submits a form by accident.
 *
 * In the server's HTML, until the page has hydrated, it says `aria-disabled="true"`: a click
 * there does nothing yet (its handler is not attached), which assistive technology and test
 * tools can then tell. It looks the same: the moment is short, and a greyed-out flash on every
 * load would be noise.
 */
export function Button({ variant = 'primary', size = 'md', loading = false, busy = false, icon, disabled, className, children, type = 'button', ref, ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      aria-disabled={hydrated ? rest['aria-disabled'] : true}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || busy || undefined}
      className={buttonClass({ variant, size, className })}
    >
      {loading || busy ? <Spinner label="" size="sm" /> : icon}
      {children}
    </button>
  );
}
