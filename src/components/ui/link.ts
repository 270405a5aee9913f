/**
 * A text link on a page or in a table cell (the name that opens a record): underlined on hover,
 * a focus ring from the keyboard, and — where Windows' forced colours drop the ring — an outline.
 */
export const textLinkClass =
  'rounded font-medium text-primary-800 underline-offset-2 hover:underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700';
