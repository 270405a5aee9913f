
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

const BODY_DATE = /^(\d{4})([-/])(\d{2})\2(\d{2})/;

/**
 * A date as a request body carries it (docs/product/limits.md: yyyy/MM/dd, also yyyy-MM-dd, or an ISO
 * date-time) on a real calendar day: '2026/02/31', '2026-99-99' and '2026-02-31T10:00:00Z' fail
 * (JavaScript's Date would roll the first and the last over to March, or throw on the second).
 */
export function isBodyDate(value: string): boolean {
  const match = BODY_DATE.exec(value);
  if (!match || !isIsoDay(`${match[1]}-${match[3]}-${match[4]}`)) return false;
  return match[0].length === value.length || !Number.isNaN(Date.parse(value));
}


/** The creation-period filter of a list call: calendar days in São Paulo, both inclusive. */
export interface CreatedPeriodParams {
  createdFrom?: string;
  createdTo?: string;
}

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
