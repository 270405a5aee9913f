import * as z from 'zod/mini';
import { saoPauloDay } from './calendar-day';
import { isBodyDate, isIsoDay } from './days';
import { VALIDATION_MESSAGES } from './validators/common';

/**
 * The zod schemas of calendar days (lib/days.ts), apart from the day logic: lists and filters use
 * the logic on first load, the schemas come with the API calls and the mock.
 */

/** A calendar day, yyyy-MM-dd (the dashboard's timeline). */
export const isoDaySchema = z.string().check(z.refine(isIsoDay, 'Invalid date'));

/** The body schemas' date (announcements' `availableFrom`, searches' `deadline`), with the forms' message. */
export const bodyDateSchema = z.string({ error: VALIDATION_MESSAGES.date }).check(z.refine(isBodyDate, { error: VALIDATION_MESSAGES.date }));

const API_DAY = /^\d{4}\/\d{2}\/\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A day as the API takes it (docs/product/limits.md: yyyy/MM/dd, or an ISO date with time, which stands for its
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
