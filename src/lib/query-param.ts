/** A query value as Next's router gives it (`?a=1&a=2` → ['1', '2']). */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter. */
export function firstParam(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The largest id or page number a URL may carry: the API's ids are 32-bit integers. */
export const MAX_INT_PARAM = 2_147_483_647;

/**
 * A positive whole number up to `MAX_INT_PARAM` ('12' → 12); anything else ('abc', '0', '1.5', '',
 * '99999999999999999999', which would reach the API as 1e+20) → undefined.
 */
export function positiveIntParam(value: QueryValue): number | undefined {
  const text = firstParam(value);
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= MAX_INT_PARAM ? n : undefined;
}
