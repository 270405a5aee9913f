/**
 * Brasília dates in the mock: as its spreadsheets show them (reports, the announcement export), in
 * UTC-3 (no daylight saving since 2019), by arithmetic rather than Intl, which is slow over 10 000
 * rows; and a request body's date, read as midnight there. A record's calendar day is lib/days'
 * `saoPauloDay`, as everywhere else.
 */
import { isIsoDay } from '@/lib/days';
import { badRequest } from './errors';

export const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/**
 * A body's date (yyyy/MM/dd, yyyy-MM-dd or an ISO date-time) → ISO date-time; a bare date is
 * midnight in Brasília. The body schemas take real calendar days only (`bodyDateSchema`); anything
 * else is a 400 naming `field` here too.
 */
export function bodyDateToIso(value: string, field: string): string {
  const bare = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  const day = bare ? `${bare[1]}-${bare[2]}-${bare[3]}` : null;
  const date = day === null ? new Date(value) : isIsoDay(day) ? new Date(`${day}T03:00:00.000Z`) : null;
  if (!date || Number.isNaN(date.getTime())) throw badRequest(`${field}: Invalid date`);
  return date.toISOString();
}
