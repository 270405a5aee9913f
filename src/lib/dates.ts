/**
 * The few fixed date shapes Giro reads and writes (docs/product/limits.md), without date-fns' `format` and
 * `parse`: those bring every token and the pt-BR locale (about 13 kB gzip) for patterns that are
 * only digits. Local time throughout, like date-fns; São Paulo's days and clock are calendar-day.ts.
 */

export const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A local calendar date; null when the parts don't name a real day (31/02, month 13…). */
function localDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  // new Date(y, m, d) maps years 0–99 to 1900–1999: set the year again.
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Date parts joined in the given order: `ymd(date, '-')` → '2026-11-22'. */
export function ymd(date: Date, separator: string): string {
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1), pad(date.getDate())].join(separator);
}

/** '22/11/2026' */
export function dmy(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** '15:04:05' */
export function hms(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Reads 'yyyy/MM/dd' (separator `/`) or 'dd/MM/yyyy' digits already checked by a RegExp. */
export function parseParts(text: string, order: 'ymd' | 'dmy'): Date | null {
  const parts = text.split(/[/-]/).map(Number);
  if (parts.length !== 3 || parts.some((part) => !Number.isInteger(part))) return null;
  const [a, b, c] = parts as [number, number, number];
  return order === 'ymd' ? localDate(a, b, c) : localDate(c, b, a);
}

