import { HOUR_MS, intlSaoPauloOffsetMinutes, type OffsetSpan } from './calendar-day';

/**
 * The span of São Paulo's current UTC offset, worked out on the server from its time-zone data and
 * sent with each page (pages/_document, `OFFSET_SPAN_META`): the browser then reads São Paulo's day
 * and clock without ICU inside it (lib/calendar-day.ts). Server-only: the browser never imports it.
 */

const DAY_MS = 24 * HOUR_MS;
/** How far the span reaches: the instants pages show (records, deadlines) fall well within. */
const REACH_BACK_MS = 10 * 365 * DAY_MS;
const REACH_AHEAD_MS = 400 * DAY_MS;

/**
 * The span around `now` over which `offsetAt` stays what it is at `now`, walked a day at a time
 * (offset changes are months apart) and each change then found to the hour. Both ends are instants
 * where the offset was read, so a change at any minute stays outside. At most `REACH_BACK_MS`
 * before `now` and `REACH_AHEAD_MS` after it.
 */
export function spanAround(now: number, offsetAt: (ms: number) => number): OffsetSpan {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  const offsetMinutes = offsetAt(start);
  const same = (ms: number) => offsetAt(ms) === offsetMinutes;
  /** From `inside` (the offset of `now`) towards `outside` (another, a day away at most): the last whole hour still inside. */
  const edge = (inside: number, outside: number) => {
    while (Math.abs(outside - inside) > HOUR_MS) {
      const middle = inside + Math.round((outside - inside) / 2 / HOUR_MS) * HOUR_MS;
      if (same(middle)) inside = middle;
      else outside = middle;
    }
    return inside;
  };
  let from = start;
  while (from > start - REACH_BACK_MS && same(from - DAY_MS)) from -= DAY_MS;
  if (from > start - REACH_BACK_MS) from = edge(from, from - DAY_MS);
  let to = start;
  while (to < start + REACH_AHEAD_MS && same(to + DAY_MS)) to += DAY_MS;
  if (to < start + REACH_AHEAD_MS) to = edge(to, to + DAY_MS);
  return { from, to, offsetMinutes };
}

let current: OffsetSpan | undefined;

/** São Paulo's span for this moment, kept until a month before it ends (about 3 000 Intl calls to make). */
export function saoPauloOffsetSpan(now = Date.now()): OffsetSpan {
  if (!current || now < current.from || now >= current.to - 30 * DAY_MS) current = spanAround(now, intlSaoPauloOffsetMinutes);
  return current;
}

/** The `<meta>`'s content: 'from to offsetMinutes' (lib/calendar-day.ts reads it back). */
export const encodeOffsetSpan = ({ from, to, offsetMinutes }: OffsetSpan) => `${from} ${to} ${offsetMinutes}`;
