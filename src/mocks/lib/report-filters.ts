import { REPORT_STATUSES, type ReportKind } from '@/features/reports/api';
import { BRASILIA_OFFSET_MS } from './brasilia';
import { badRequest } from './errors';
import { enumFilters } from './list';

/**
 * The reports' filters (handlers/reports.ts): `from` / `to`, an inclusive period over the creation
 * date as yyyy/MM/dd or yyyy-MM-dd (whole days in Brasília) or an ISO date-time (that instant);
 * `status`, one or several of the report's statuses. Anything invalid is a 400.
 */

// ---------------------------------------------------------------- dates (Brasília, UTC-3, no DST)

const DAY_MS = 86_400_000;

/** The start of a Brasília calendar day (yyyy, MM, dd) in ms, or null when the day does not exist. */
function dayStart(year: number, month: number, day: number): number | null {
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return ms + BRASILIA_OFFSET_MS;
}

/**
 * A period bound → ms. A bare date is the whole day in Brasília: its start for `from`, the start
 * of the next day (exclusive) for `to`. An ISO date-time is that instant (`to` inclusive).
 */
function periodBound(name: 'from' | 'to', value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  const bare = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(text);
  if (bare) {
    const start = dayStart(Number(bare[1]), Number(bare[3]), Number(bare[4]));
    if (start === null) throw badRequest(`${name}: Invalid date`);
    return name === 'from' ? start : start + DAY_MS;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return name === 'from' ? ms : ms + 1;
  }
  throw badRequest(`${name}: Invalid date`);
}

export interface Filters {
  /** Creation instant within [from, to). */
  inPeriod: (iso: string) => boolean;
  /** The asked statuses (empty: every status). */
  statuses: string[];
}

export function readFilters(kind: ReportKind, query: URLSearchParams): Filters {
  const from = periodBound('from', query.get('from'));
  const to = periodBound('to', query.get('to'));
  if (from !== undefined && to !== undefined && to <= from) throw badRequest('to: Must not be before from');
  const statuses: string[] = enumFilters(query, 'status', REPORT_STATUSES[kind]);
  return {
    inPeriod: (iso) => {
      const ms = Date.parse(iso);
      return (from === undefined || ms >= from) && (to === undefined || ms < to);
    },
    statuses,
  };
}

export const keep = (filters: Filters, status: string | null, createdAt: string) =>
  filters.inPeriod(createdAt) && (status === null || filters.statuses.length === 0 || filters.statuses.includes(status));

