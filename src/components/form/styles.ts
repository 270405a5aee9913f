import { cx } from '../ui/cx';

/** Shared look of text-like controls (inputs, selects, textareas). */
export function controlClass(invalid: boolean, extra?: string): string {
  return cx(
    'block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500',
    'focus:outline-hidden focus-visible:ring-2 focus-visible:ring-offset-1',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    invalid ? 'border-red-600 focus-visible:ring-red-600' : 'border-slate-400 focus-visible:ring-primary-700',
    extra ?? 'h-10',
  );
}
