import { pad, parseParts, ymd } from './dates';

/**
 * The São Paulo calendar day, the one place that computes it: Giro's days (the dashboard's
 * timeline, the creation-period filters, "today" in forms, file names, the mock's records) are
 * São Paulo's, wherever the browser or the server runs; instants on screen read its wall clock.
 */

/** Giro's business time zone: days of the dashboard and periods (days.ts), instants on screen. */
const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

let dayFormat: Intl.DateTimeFormat | undefined;
const HOUR_MS = 3_600_000;
/** Day per UTC hour (São Paulo's offsets since 1914 are whole hours): Intl is slow over 10 000 records. */
const byHour = new Map<number, string>();

/** An instant (ms or ISO) → its calendar day in São Paulo, yyyy-MM-dd. */
export function saoPauloDay(instant: number | string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const hour = Math.floor(ms / HOUR_MS);
  const known = byHour.get(hour);
  if (known !== undefined) return known;
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(dayFormat.formatToParts(hour * HOUR_MS).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (byHour.size >= 50_000) byHour.clear();
  byHour.set(hour, day);
  return day;
}

/** The São Paulo calendar day of an instant, as a picked day (local midnight): what "today" is. */
export function saoPauloCalendarDay(instant: Date): Date {
  return parseParts(saoPauloDay(instant.getTime()), 'ymd') ?? instant;
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
  const wanted = ymd(day, '-');
  const at = (hour: number) => {
    const instant = new Date(Date.UTC(2000, month, date, hour));
    instant.setUTCFullYear(year);
    return instant;
  };
  for (const hour of [2, 3, 4]) {
    const instant = at(hour);
    if (saoPauloDay(instant.getTime()) === wanted) return instant;
  }
  return at(3);
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
