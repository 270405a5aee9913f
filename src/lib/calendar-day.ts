import { pad, parseParts, ymd } from './dates';

/**
 * The São Paulo calendar day, the one place that computes it: Giro's days (the dashboard's
 * timeline, the creation-period filters, "today" in forms, file names, the mock's records) are
 * São Paulo's, wherever the browser or the server runs; instants on screen read its wall clock.
 */

/** Giro's business time zone: days of the dashboard and periods (days.ts), instants on screen. */
const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

let dayFormat: Intl.DateTimeFormat | undefined;
export const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * São Paulo's UTC offset over a span of instants, as the server's time-zone data gives it
 * (`saoPauloOffsetSpan`, lib/sao-paulo-span.ts). The page carries it in a `<meta>` (pages/_document):
 * inside the span the browser works out São Paulo's day and clock by arithmetic, so a page does not
 * load ICU's zone data (160–210 ms on the bench's laptop) before its first control works; outside
 * it, or without the tag (the server, tests), it asks Intl. Server and browser agree by construction.
 */
export interface OffsetSpan {
  /** First instant (ms) of the span. */
  from: number;
  /** The instant (ms) the span ends, excluded. */
  to: number;
  /** São Paulo's wall clock minus UTC, in minutes (−180 for UTC−3). */
  offsetMinutes: number;
}

/** The `<meta name>` the span travels in: 'from to offsetMinutes', whole numbers. */
export const OFFSET_SPAN_META = 'giro-sao-paulo-offset';

/** 'from to offsetMinutes' → the span; null for anything else. */
export function decodeOffsetSpan(text: string | null | undefined): OffsetSpan | null {
  const match = /^(-?\d{1,15}) (-?\d{1,15}) (-?\d{1,4})$/.exec(text ?? '');
  if (!match) return null;
  const [from, to, offsetMinutes] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return from < to && Math.abs(offsetMinutes) <= 14 * 60 ? { from, to, offsetMinutes } : null;
}

let pageSpan: OffsetSpan | null | undefined;

/** The page's span, read once from its `<meta>` (none on the server). */
function knownOffset(ms: number): number | null {
  if (pageSpan === undefined) {
    pageSpan = typeof document === 'undefined' ? null : decodeOffsetSpan(document.querySelector(`meta[name="${OFFSET_SPAN_META}"]`)?.getAttribute('content'));
  }
  return pageSpan && ms >= pageSpan.from && ms < pageSpan.to ? pageSpan.offsetMinutes : null;
}

/** An instant's São Paulo wall clock as Intl's parts (`year`, `month`, … zero-padded). */
type ClockParts = Record<string, string>;

/** The wall clock by arithmetic, when the page's span covers the instant. */
function spanClockParts(ms: number): ClockParts | null {
  const offset = knownOffset(ms);
  if (offset === null) return null;
  const wall = new Date(ms + offset * MINUTE_MS);
  return {
    year: pad(wall.getUTCFullYear(), 4),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    hour: pad(wall.getUTCHours()),
    minute: pad(wall.getUTCMinutes()),
    second: pad(wall.getUTCSeconds()),
  };
}
/** Day per UTC hour (São Paulo's offsets since 1914 are whole hours): Intl is slow over 10 000 records. */
const byHour = new Map<number, string>();

/** An instant (ms or ISO) → its calendar day in São Paulo, yyyy-MM-dd. */
export function saoPauloDay(instant: number | string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const hour = Math.floor(ms / HOUR_MS);
  const known = byHour.get(hour);
  if (known !== undefined) return known;
  const wall = spanClockParts(ms);
  if (wall) return `${wall.year}-${wall.month}-${wall.day}`;
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
  const part = spanClockParts(date.getTime()) ?? intlClockParts(date);
  return { date: `${part.day}/${part.month}/${pad(Number(part.year), 4)}`, time: `${part.hour}:${part.minute}:${part.second}` };
}

/** São Paulo's wall clock of an instant by Intl (the server's zone data). */
function intlClockParts(date: Date): ClockParts {
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
  const part: ClockParts = {};
  for (const { type, value } of clock.formatToParts(date)) part[type] = value;
  return part;
}

/** São Paulo's offset from UTC at an instant, in minutes, by Intl: what the server's span is made of. */
export function intlSaoPauloOffsetMinutes(ms: number): number {
  const part = intlClockParts(new Date(ms));
  const wall = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
}
