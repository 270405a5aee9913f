import * as z from 'zod/mini';
import { saoPauloDay } from './calendar-day';

/**
 * Calendar days (`yyyy-MM-dd`) in São Paulo time, the one day logic shared by the dashboard's
 * timeline, the creation-period filters of the admin lists (`createdFrom` / `createdTo`) and the
 * mock API that serves both. A record belongs to the São Paulo calendar day of its creation
 * instant; a period is a pair of such days, both inclusive.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-22' → true; '2026-02-30', '22/11/2026', 'banana' → false. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** yyyy-MM-dd plus `n` calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (a calendar day: no time zone involved). */
export function formatDay(day: string): string {
  return day.split('-').reverse().join('/');
}

export const isoDaySchema = z.string().check(z.refine(isIsoDay, 'Invalid date'));

const BODY_DATE = /^(\d{4})([-/])(\d{2})\2(\d{2})/;

/**
 * A date as a request body carries it (SPEC.md §9: yyyy/MM/dd, also yyyy-MM-dd, or an ISO
 * date-time) on a real calendar day: '2026/02/31', '2026-99-99' and '2026-02-31T10:00:00Z' fail
 * (JavaScript's Date would roll the first and the last over to March, or throw on the second).
 */
export function isBodyDate(value: string): boolean {
  const match = BODY_DATE.exec(value);
  if (!match || !isIsoDay(`${match[1]}-${match[3]}-${match[4]}`)) return false;
  return match[0].length === value.length || !Number.isNaN(Date.parse(value));
}

/** The body schemas' date (announcements' `availableFrom`, searches' `deadline`). */
export const bodyDateSchema = z.string().check(z.refine(isBodyDate, 'Invalid date'));

/** The creation-period filter of a list call: calendar days in São Paulo, both inclusive. */
export interface CreatedPeriodParams {
  createdFrom?: string;
  createdTo?: string;
}

const API_DAY = /^\d{4}\/\d{2}\/\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A day as the API takes it (SPEC.md §9: yyyy/MM/dd, or an ISO date with time, which stands for its
 * São Paulo day) → the calendar day, yyyy-MM-dd. Anything else ('2026-11-22', '22/11/2026') fails.
 */
const apiDaySchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const day = API_DAY.test(value) ? value.replaceAll('/', '-') : ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? saoPauloDay(value) : '';
    if (isIsoDay(day)) return day;
    // zod/mini's transform has no addIssue: the issue goes on the payload, as addIssue would put it
    ctx.issues.push({ code: 'custom', message: 'Invalid date', input: value });
    return z.NEVER;
  }),
);

/**
 * What a list call accepts for the period (the mock validates the query with it): yyyy/MM/dd or an
 * ISO date-time, read as calendar days.
 */
export const createdPeriodSchema = z
  .object({ createdFrom: z.optional(apiDaySchema), createdTo: z.optional(apiDaySchema) })
  .check(
    z.refine((p) => !p.createdFrom || !p.createdTo || p.createdFrom <= p.createdTo, { message: 'Must not be before createdFrom', path: ['createdTo'] }),
  );

/** True when `day` (yyyy-MM-dd) lies within the period (inclusive; an open end is unbounded). */
export function inPeriod(day: string, { createdFrom, createdTo }: CreatedPeriodParams): boolean {
  return (!createdFrom || day >= createdFrom) && (!createdTo || day <= createdTo);
}

export interface ReadPeriod {
  /** The valid part of the period (nothing when it is invalid). */
  period: CreatedPeriodParams;
  /** Which of the given bounds were dropped: not a calendar day, or the start after the end. */
  ignored: ('createdFrom' | 'createdTo')[];
}

/**
 * A period as it comes from an address bar → what may be sent. A bound that is not a calendar day
 * is dropped; a start after the end drops both.
 */
export function readPeriod(createdFrom: string | undefined, createdTo: string | undefined): ReadPeriod {
  const period: CreatedPeriodParams = {};
  const ignored: ReadPeriod['ignored'] = [];
  if (createdFrom !== undefined) {
    if (isIsoDay(createdFrom)) period.createdFrom = createdFrom;
    else ignored.push('createdFrom');
  }
  if (createdTo !== undefined) {
    if (isIsoDay(createdTo)) period.createdTo = createdTo;
    else ignored.push('createdTo');
  }
  if (period.createdFrom && period.createdTo && period.createdFrom > period.createdTo) return { period: {}, ignored: ['createdFrom', 'createdTo'] };
  return { period, ignored };
}
