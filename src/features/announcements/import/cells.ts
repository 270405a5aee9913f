/**
 * Reading a spreadsheet's cells as the import's rules need them (rows.ts): text, pt-BR numbers and
 * dates as Excel, a Date or typed text give them, and headers compared without accents or notes.
 */

/** Lower-case, no accents, no parenthesised notes, single spaces: 'Preço unitário (R$)' → 'preco unitario'. */
export function normalizeHeader(text: string): string {
  return normalizeText(text.replace(/\(.*?\)/g, ' '));
}

export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatYmd(value, true).split('/').reverse().join('/');
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  return String(value).trim();
}

export function isBlank(value: unknown): boolean {
  return cellText(value) === '';
}

/**
 * A pt-BR or plain number: 1500, '1.500', '1.234,50', 'R$ 12,90', '12.5'. Anything else → NaN.
 */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  let text = value.replace(/R\$/i, '').replace(/\s/g, '');
  if (text === '') return Number.NaN;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function formatYmd(date: Date, utc: boolean): string {
  const y = utc ? date.getUTCFullYear() : date.getFullYear();
  const m = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const d = utc ? date.getUTCDate() : date.getDate();
  return `${y}/${pad(m)}/${pad(d)}`;
}

/** Excel's day 0 is 1899-12-30. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A date cell → yyyy/MM/dd: an Excel serial number, a Date, or text dd/mm/aaaa or aaaa-mm-dd.
 * Empty → null; anything else → undefined (invalid).
 */
export function parseSheetDate(value: unknown): string | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > 2_958_465) return undefined;
    return formatYmd(new Date(EXCEL_EPOCH + Math.floor(value) * 86_400_000), true);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : formatYmd(value, true);
  const text = String(value).trim();
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  let y: number, m: number, d: number;
  if (match) {
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
    if (!match) return undefined;
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 2000 || y > 2100) return undefined;
  return formatYmd(date, true);
}
