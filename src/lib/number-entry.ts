/**
 * How a Brazilian types and pastes numbers (docs/deal/numbers.md): '.' groups thousands, ',' separates
 * decimals, 'R$' and spaces are decoration. The kit's NumberInput keeps the text the user sees and
 * the number it stands for in step with these functions, so that no keystroke, paste or edit ever
 * changes a number's magnitude ('1.250,00' is 1250, never 1,25).
 */

export interface EntryRules {
  /** Decimal places allowed (0 = whole numbers only). */
  scale: number;
  /** A leading '-' is taken. */
  allowNegative?: boolean;
}

/** Why an entry was refused: a decimal where none are allowed, too many decimals, too many digits, two commas. */
export type EntryRefusal = 'decimals' | 'scale' | 'digits' | 'invalid';

/**
 * The canonical entry: the sign, the integer digits (no leading zeros) and, when a comma was typed,
 * the decimal digits as typed ('12,50' keeps its zero while the user types).
 */
export interface Entry {
  negative: boolean;
  integer: string;
  /** null: no comma; '' : a comma with nothing after it yet. */
  fraction: string | null;
}

export type EntryResult = { ok: true; entry: Entry } | { ok: false; reason: EntryRefusal };

/** More integer digits than this would lose precision in a JavaScript number. */
const MAX_INTEGER_DIGITS = 13;

const EMPTY: Entry = { negative: false, integer: '', fraction: null };

/**
 * Reads what a field holds after a keystroke: the pt-BR way only. Letters and symbols are
 * decoration and dropped; every '.' is a thousands separator; one ',' at most.
 */
export function readTyped(text: string, rules: EntryRules): EntryResult {
  const negative = !!rules.allowNegative && /^\s*(?:R\$\s*)?-/.test(text);
  const kept = text.replace(/[^\d,]/g, '');
  const parts = kept.split(',');
  if (parts.length > 2) return { ok: false, reason: 'invalid' };
  const [whole = '', fraction] = parts;
  return check({ negative, integer: whole.replace(/^0+(?=\d)/, ''), fraction: fraction ?? null }, rules);
}

/**
 * Reads pasted text. The pt-BR way first ('R$ 1.250,00', '1.250', '1250,5'); text that can only be
 * the dotted-decimal way of a spreadsheet or another system ('1,250.00', '1250.5', '12.75') is read
 * that way, since pasting it the Brazilian way would change its magnitude.
 */
export function readPasted(text: string, rules: EntryRules): EntryResult {
  const trimmed = text.trim();
  const lastDot = trimmed.lastIndexOf('.');
  const lastComma = trimmed.lastIndexOf(',');
  const dots = trimmed.split('.').length - 1;
  // Both marks: the last one separates decimals. Only one dot, not followed by a group of three: a decimal point.
  const dottedDecimal = lastDot > lastComma && (lastComma >= 0 || (dots === 1 && !/\.\d{3}(?!\d)/.test(trimmed)));
  if (!dottedDecimal) return readTyped(trimmed, rules);
  const swapped = trimmed.replace(/,/g, '').replace(/\.(?=[^.]*$)/, ',');
  return readTyped(swapped, rules);
}

function check(entry: Entry, rules: EntryRules): EntryResult {
  if (entry.fraction !== null && rules.scale === 0) return { ok: false, reason: 'decimals' };
  if (entry.fraction !== null && entry.fraction.length > rules.scale) return { ok: false, reason: 'scale' };
  if (entry.integer.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'digits' };
  return { ok: true, entry };
}

/** '1234567' → '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** What the field shows: '1.250,5' while typing; ',5' shows as '0,5'. */
export function formatEntry(entry: Entry): string {
  if (entry.integer === '' && entry.fraction === null) return entry.negative ? '-' : '';
  const integer = groupThousands(entry.integer === '' ? '0' : entry.integer);
  return `${entry.negative ? '-' : ''}${integer}${entry.fraction !== null ? `,${entry.fraction}` : ''}`;
}

/** The number an entry stands for; null while it holds no digit. */
export function entryValue(entry: Entry): number | null {
  if (entry.integer === '' && !entry.fraction) return null;
  const value = Number(`${entry.negative ? '-' : ''}${entry.integer || '0'}.${entry.fraction || '0'}`);
  return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : null;
}

/**
 * A number as an entry, with `pad` decimals fixed ('2500' → '2.500,00') or as few as it needs. A
 * value with more decimals than `scale` (a unit changed to one without decimals) keeps them: the
 * field shows what the form holds, and the form's rules say what is wrong with it.
 */
export function valueEntry(value: number | null | undefined, scale: number, pad = false): Entry {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY;
  const needed = Math.min(10, (String(Math.abs(value)).split('.')[1] ?? '').length);
  const fixed = Math.abs(value).toFixed(Math.max(scale, needed));
  const [integer = '0', decimals = ''] = fixed.split('.');
  const trimmed = decimals.replace(/0+$/, '');
  const fraction = pad && scale > 0 ? trimmed.padEnd(scale, '0') : trimmed;
  return { negative: value < 0, integer, fraction: fraction !== '' ? fraction : null };
}

/** What the field shows for a number ('R$' is the field's decoration, not part of the text). */
export function formatValue(value: number | null | undefined, scale: number, pad = false): string {
  return formatEntry(valueEntry(value, scale, pad));
}

/** The entry with its decimals padded to `scale` (on blur: '12,5' → '12,50'); empty stays empty. */
export function padEntry(entry: Entry, scale: number): Entry {
  if (scale === 0 || (entry.integer === '' && entry.fraction === null)) return entry;
  return { ...entry, integer: entry.integer || '0', fraction: (entry.fraction ?? '').padEnd(scale, '0') };
}

/** Counts the characters that carry the number (digits and the comma) before `position`. */
export function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, text.length); i++) if (/[\d,]/.test(text[i]!)) count++;
  return count;
}

/** The position in `text` after `count` significant characters (where the caret goes back to). */
export function positionAfter(text: string, count: number): number {
  if (count <= 0) return text.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[\d,]/.test(text[i]!)) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * A deletion that removed only a thousands separator ('1.|250' Backspace) would change nothing once
 * the text is grouped again: take the digit beside it instead, as the user meant.
 */
export function widenSeparatorDeletion(before: string, after: string, caret: number, forward: boolean): { text: string; caret: number } | null {
  if (after.length !== before.length - 1) return null;
  const removedAt = caret; // the caret sits where the removed character was
  if (before[removedAt] !== '.' || `${before.slice(0, removedAt)}${before.slice(removedAt + 1)}` !== after) return null;
  if (forward) {
    if (!/\d/.test(after[removedAt] ?? '')) return null;
    return { text: `${after.slice(0, removedAt)}${after.slice(removedAt + 1)}`, caret: removedAt };
  }
  if (removedAt === 0 || !/\d/.test(after[removedAt - 1] ?? '')) return null;
  return { text: `${after.slice(0, removedAt - 1)}${after.slice(removedAt)}`, caret: removedAt - 1 };
}
