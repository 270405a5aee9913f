/**
 * Dates as the mock's files and rules show them: Brasília time, UTC-3 (no daylight saving since
 * 2019). The spreadsheets (reports, the announcement export) and the search deadline use these.
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

/** ISO → its Brasília day, yyyy-MM-dd. */
export function dayInBrasilia(iso: string): string {
  return brasilia(iso).toISOString().slice(0, 10);
}

/** Today in Brasília, yyyy-MM-dd. */
export function todayInBrasilia(now = Date.now()): string {
  return new Date(now - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}
