import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cx } from './cx';

/**
 * The look of a link that opens a record (a name in a list cell, a title in a detail card):
 * underlined on hover and a focus ring from the keyboard (the global :focus-visible outline draws
 * it in forced colours too). Exported for the few links that are not app routes (mailto:).
 */
export const textLinkClass =
  'rounded font-medium text-primary-800 underline-offset-2 hover:underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700';

/** A next/link to a record, with textLinkClass; `className` adds to it (truncate, tabular-nums). */
export function RecordLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={cx(textLinkClass, className)} />;
}
