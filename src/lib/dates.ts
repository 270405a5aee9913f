/**
 * The few fixed date shapes Giro reads and writes (SPEC.md §9), without date-fns' `format` and
 * `parse`: those bring every token and the pt-BR locale (about 13 kB gzip) for patterns that are
 * only digits. Local time throughout, like date-fns — except the instants the API sends, which
 * are shown in São Paulo time (`saoPauloClock`).
 */

/** Giro's business time zone: days of the dashboard and periods (days.ts), instants on screen. */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A local calendar date; null when the parts don't name a real day (31/02, month 13…). */
export function localDate(year: number, month: number, day: number): Date | null {
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

let clock: Intl.DateTimeFormat | undefined;

/**
 * An instant's São Paulo wall clock: '22/11/2026' and '21:30:00'. The same on every machine, so a
 * page rendered on the server (in UTC, say) reads the same after hydration in the browser.
 */
export function saoPauloClock(date: Date): { date: string; time: string } {
  clock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part: Record<string, string> = {};
  for (const { type, value } of clock.formatToParts(date)) part[type] = value;
  return { date: `${part.day}/${part.month}/${pad(Number(part.year), 4)}`, time: `${part.hour}:${part.minute}:${part.second}` };
}

/**
 * A calendar day picked in a form (a Date holding it as its local year, month and day) → the first
 * instant of that day in São Paulo: '2026-11-22T03:00:00.000Z'. Instants are shown in São Paulo
 * time (`saoPauloClock`), so the day sent reads back as the day picked in a browser of any time
 * zone; local midnight would read as the day before west of São Paulo's offset… and in UTC.
 * São Paulo has been UTC−3 or, in summer time until 2019, UTC−2 (when a summer started at
 * midnight, the day began at 01:00).
 */
export function saoPauloStartOfDay(day: Date): Date {
  const [year, month, date] = [day.getFullYear(), day.getMonth(), day.getDate()];
  const wanted = dmy(day);
  const at = (hour: number) => {
    const instant = new Date(Date.UTC(2000, month, date, hour));
    instant.setUTCFullYear(year);
    return instant;
  };
  for (const hour of [2, 3, 4]) {
    const instant = at(hour);
    if (saoPauloClock(instant).date === wanted) return instant;
  }
  return at(3);
}

/** The São Paulo calendar day of an instant, as a picked day (local midnight): what "today" is. */
export function saoPauloCalendarDay(instant: Date): Date {
  return parseParts(saoPauloClock(instant).date, 'dmy') ?? instant;
}
