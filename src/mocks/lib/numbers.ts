import { fitsUnit } from '@/lib/units';
import { db } from '../db/store';
import { badRequest } from './errors';

/**
 * A whole number written in plain decimal digits ('12', '007'), as a safe integer. Anything else
 * is undefined: other notations `Number()` takes ('1e0', '0x1', '0b1', '+1', '1.0', ' 1', ''),
 * signs, fractions, and values past Number.MAX_SAFE_INTEGER. Every numeric path and query
 * parameter of the mock goes through it, so no spelling but the digits names a record.
 */
export function wholeNumber(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/** A whole number ≥ 1 in plain digits (`wholeNumber`), or undefined ('0' included). */
export function positiveWholeNumber(value: string | null | undefined): number | undefined {
  const parsed = wholeNumber(value);
  return parsed !== undefined && parsed >= 1 ? parsed : undefined;
}

/**
 * An id given in the query string or a multipart field (`?accountId=3`, `company=1`): absent or
 * empty → undefined; a whole number ≥ 1 in plain digits → that number; anything else ('1e0',
 * '0x1', '+1', ' 1', '0', a file) is a 400 naming the parameter, like every bad parameter.
 */
export function idField(name: string, value: FormDataEntryValue | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = typeof value === 'string' ? positiveWholeNumber(value) : undefined;
  if (id === undefined) throw badRequest(`${name}: Must be a whole number from 1, in plain digits`);
  return id;
}

/**
 * A quantity in a unit that counts whole things ('un', 'cx', 'pallet') has no decimals:
 * 'QuantityNotWhole' otherwise (lib/units.ts, shared with the forms and the import).
 */
export function checkQuantityFitsUnit(quantity: number | undefined, unitIndex: number | undefined): void {
  if (quantity === undefined || unitIndex === undefined) return;
  const unit = db.units.find((u) => u.index === unitIndex);
  if (unit && !fitsUnit(quantity, unit.name)) throw badRequest('QuantityNotWhole');
}
