import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toApiDay, withApiPeriod } from '@/lib/api-period';
import { saoPauloDay } from '@/lib/calendar-day';
import { addDays, formatDay, inPeriod, isBodyDate, isIsoDay, readPeriod } from '@/lib/days';
import { createdPeriodSchema } from '@/lib/day-schemas';
import { dmy } from '@/lib/dates';
import { toApiDate } from '@/lib/format';
import { parseDisplayDate } from '@/lib/validators/common';

describe('calendar days in São Paulo (lib/days)', () => {
  it('accepts only real calendar days as yyyy-MM-dd', () => {
    expect(isIsoDay('2026-11-22')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['banana', '', '2026-02-29', '2026-13-01', '2026-11-31', '22/11/2026', '2026/11/22', '2026-11-22T00:00:00Z', ' 2026-11-22', 20261122, undefined]) {
      expect(isIsoDay(bad), String(bad)).toBe(false);
    }
  });

  it('takes a body date only on a real calendar day (announcements, searches)', () => {
    for (const good of ['2026/11/22', '2026-11-22', '2028-02-29', '2026-11-22T03:00:00.000Z', '2026-11-22T10:00:00-03:00']) expect(isBodyDate(good), good).toBe(true);
    const bad = ['2026-99-99', '2026/13/45', '2026-02-31', '2026/02/29', '0000-01-01', '2026-02-31T10:00:00Z', '2026-11-22T25:00:00Z', '2026/11-22', '22/11/2026', '', 'banana'];
    for (const value of bad) expect(isBodyDate(value), value).toBe(false);
  });

  it('takes every date a DateField holds (as typed dd/MM/yyyy, sent as ISO or yyyy/MM/dd)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        const typed = parseDisplayDate(dmy(date))!;
        expect(isBodyDate(toApiDate(typed, 'iso'))).toBe(true);
        expect(isBodyDate(toApiDate(typed, 'date'))).toBe(true);
      }),
    );
  });

  it('puts an instant on its São Paulo day: the day runs from 03:00 UTC to 02:59:59.999 UTC of the next', () => {
    expect(saoPauloDay('2026-11-22T03:00:00.000Z')).toBe('2026-11-22');
    expect(saoPauloDay('2026-11-23T02:59:59.999Z')).toBe('2026-11-22');
    expect(saoPauloDay('2026-11-23T03:00:00.000Z')).toBe('2026-11-23');
    expect(saoPauloDay(Date.UTC(2026, 11, 31, 23, 0))).toBe('2026-12-31');
    expect(saoPauloDay(Date.UTC(2027, 0, 1, 3, 0))).toBe('2027-01-01');
  });

  it('adds days and shows a day as dd/MM/yyyy', () => {
    expect(addDays('2026-11-22', -29)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatDay('2026-11-02')).toBe('02/11/2026');
  });

  it('a period is inclusive at both ends and open where a bound is missing', () => {
    const period = { createdFrom: '2026-11-01', createdTo: '2026-11-22' };
    expect(['2026-10-31', '2026-11-01', '2026-11-15', '2026-11-22', '2026-11-23'].map((d) => inPeriod(d, period))).toEqual([false, true, true, true, false]);
    expect(inPeriod('1999-01-01', { createdTo: '2026-11-22' })).toBe(true);
    expect(inPeriod('2026-11-21', { createdFrom: '2026-11-22' })).toBe(false);
  });

  it('reads a period from the URL, dropping what is not a day and a start after the end', () => {
    expect(readPeriod('2026-11-01', '2026-11-22')).toEqual({ period: { createdFrom: '2026-11-01', createdTo: '2026-11-22' }, ignored: [] });
    expect(readPeriod('banana', '2026-11-22')).toEqual({ period: { createdTo: '2026-11-22' }, ignored: ['createdFrom'] });
    expect(readPeriod('2026-11-01', '2026-02-30')).toEqual({ period: { createdFrom: '2026-11-01' }, ignored: ['createdTo'] });
    expect(readPeriod('2026-11-23', '2026-11-22')).toEqual({ period: {}, ignored: ['createdFrom', 'createdTo'] });
    expect(readPeriod(undefined, undefined)).toEqual({ period: {}, ignored: [] });
  });

  it('the API takes a day as yyyy/MM/dd or an ISO date-time (its São Paulo day), and nothing else', () => {
    expect(createdPeriodSchema.parse({ createdFrom: '2026/11/22', createdTo: '2026/11/22' })).toEqual({ createdFrom: '2026-11-22', createdTo: '2026-11-22' });
    expect(createdPeriodSchema.parse({ createdFrom: '2026-11-23T02:59:59.999Z', createdTo: '2026-11-23T10:00:00-03:00' })).toEqual({ createdFrom: '2026-11-22', createdTo: '2026-11-23' });
    expect(createdPeriodSchema.safeParse({}).success).toBe(true);
    for (const bad of ['banana', '2026-11-22', '22/11/2026', '2026/02/30', '2026-11-22T25:00:00Z', '2026/11/22 ']) {
      expect(createdPeriodSchema.safeParse({ createdFrom: bad }).success, bad).toBe(false);
    }
    expect(createdPeriodSchema.safeParse({ createdFrom: '2026/11/23', createdTo: '2026/11/22' }).success).toBe(false);
  });

  it('sends a period held as yyyy-MM-dd as yyyy/MM/dd, leaving the other params alone', () => {
    expect(toApiDay('2026-11-02')).toBe('2026/11/02');
    expect(withApiPeriod({ page: 2, createdFrom: '2026-11-01', createdTo: '2026-11-22' })).toEqual({ page: 2, createdFrom: '2026/11/01', createdTo: '2026/11/22' });
    expect(withApiPeriod({ name: 'x' } as { name: string; createdFrom?: string })).toEqual({ name: 'x' });
  });
});
