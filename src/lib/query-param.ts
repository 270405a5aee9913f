/** A query value as Next's router gives it (`?a=1&a=2` → ['1', '2']). */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter. */
export function firstParam(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A positive whole number ('12' → 12); anything else ('abc', '0', '1.5', '') → undefined. */
export function positiveIntParam(value: QueryValue): number | undefined {
  const text = firstParam(value);
  if (!text || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}
