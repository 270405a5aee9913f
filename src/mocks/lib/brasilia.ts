/**
 * Dates as the mock's spreadsheets show them (reports, the announcement export): Brasília time,
 * UTC-3 (no daylight saving since 2019), by arithmetic rather than Intl, which is slow over 10 000
 * rows. A record's calendar day is lib/days' `saoPauloDay`, as everywhere else.
 */
export const BRASILIA_OFFSET_MS = 3 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

function brasilia(iso: string): Date {
  return new Date(Date.parse(iso) - BRASILIA_OFFSET_MS);
}

/** ISO → dd/MM/yyyy in Brasília. */
export function brDate(iso: string): string {
  const d = brasilia(iso);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** ISO → dd/MM/yyyy HH:mm:ss in Brasília. */
export function brDateTime(iso: string): string {
  const d = brasilia(iso);
  return `${brDate(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
