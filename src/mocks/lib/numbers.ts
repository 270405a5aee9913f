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
