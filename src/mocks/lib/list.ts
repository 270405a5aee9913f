import { saoPauloDay } from '@/lib/calendar-day';
import { inPeriod } from '@/lib/days';
import { createdPeriodSchema } from '@/lib/day-schemas';
import { badRequest } from './errors';
import { positiveWholeNumber, wholeNumber } from './numbers';

/** Pagination, sorting and text filters shared by every mock list (the `{ data, meta }` shape). */

const DEFAULT_TAKE = 10;
export const MAX_TAKE = 100;

/** `take`: at most MAX_TAKE, which digits past the safe integers ask for too; junk → DEFAULT_TAKE. */
function takeOf(value: string | null): number {
  if (value && /^\d+$/.test(value) && wholeNumber(value) === undefined) return MAX_TAKE;
  return Math.min(MAX_TAKE, positiveWholeNumber(value) ?? DEFAULT_TAKE);
}

export function paginate<T>(items: readonly T[], params: URLSearchParams) {
  const page = positiveWholeNumber(params.get('page')) ?? 1;
  const take = takeOf(params.get('take'));
  const itemCount = items.length;
  const pageCount = Math.max(1, Math.ceil(itemCount / take));
  const data = items.slice((page - 1) * take, page * take);
  return {
    data,
    meta: { page, take, itemCount, pageCount, hasPreviousPage: page > 1, hasNextPage: page < pageCount },
  };
}

/** Lower-case, accents removed: 'Químico' matches 'quimico'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export function matchesText(query: string | null | undefined, ...values: (string | null | undefined)[]): boolean {
  if (!query) return true;
  const q = normalize(query);
  return values.some((value) => !!value && normalize(value).includes(q));
}

type Accessor<T> = (item: T) => string | number | boolean | null | undefined;

/**
 * `orderBy=<key>&order=ASC|DESC`. Unknown keys leave the order as it is (the default order of
 * the list), and so do keys that only the prototype has ('valueOf', 'constructor', '__proto__').
 */
export function sortItems<T>(items: readonly T[], params: URLSearchParams, accessors: Record<string, Accessor<T>>): T[] {
  const key = params.get('orderBy');
  const accessor = key && Object.hasOwn(accessors, key) ? accessors[key] : undefined;
  if (!accessor) return [...items];
  const direction = params.get('order')?.toUpperCase() === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = accessor(a);
    const y = accessor(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'pt-BR') * direction;
    return (x < y ? -1 : 1) * direction;
  });
}

/** `status=A&status=B` or `status=A,B` → ['A','B']. */
function multi(params: URLSearchParams, key: string): string[] {
  return params.getAll(key).flatMap((value) => value.split(',')).map((v) => v.trim()).filter(Boolean);
}

/** The values of a yes/no filter (`featured`, `active`). */
export const YES_NO = ['TRUE', 'FALSE'] as const;

interface EnumFilterOptions {
  /** Take any case ('sp' for 'SP', 'true' for 'TRUE'): UFs and yes/no filters. */
  anyCase?: boolean;
}

function enumValues<T extends string>(key: string, given: string[], allowed: readonly T[], { anyCase = false }: EnumFilterOptions) {
  const values = anyCase ? given.map((v) => v.toUpperCase()) : given;
  const isAllowed = (value: string): value is T => (allowed as readonly string[]).includes(value);
  const unknown = values.filter((value) => !isAllowed(value));
  if (unknown.length) {
    const expected = allowed.length ? `; expected one of ${allowed.join(', ')}` : '; none is accepted here';
    throw badRequest(`${key}: Invalid value ${unknown.join(', ')}${expected}`);
  }
  return values.filter(isAllowed);
}

/**
 * An enum filter (`status=APPROVED`), checked against the features' own values (their schemas'
 * `options`, or lib/status.ts): absent or empty → undefined, no filter; one of `allowed` → it;
 * anything else is a 400 naming the parameter (`status: Invalid value FOO; expected one of …`),
 * never an empty 200 that reads as "nothing matches".
 */
export function enumFilter<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
  options: EnumFilterOptions = {},
): T | undefined {
  const value = params.get(key)?.trim();
  return value ? enumValues(key, [value], allowed, options)[0] : undefined;
}

/** Like `enumFilter`, for a filter that takes several values (`status=A&status=B` or `A,B`; [] = no filter). */
export function enumFilters<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
  options: EnumFilterOptions = {},
): T[] {
  return enumValues(key, multi(params, key), allowed, options);
}

/**
 * `createdFrom` / `createdTo` (yyyy/MM/dd or an ISO date-time, docs/product/limits.md; both inclusive, São
 * Paulo calendar days: the timeline's days) → a test over a record's creation instant. Validated
 * with the features' own schema: any other value, or a start after the end, is a 400.
 */
export function createdPeriod(params: URLSearchParams): (createdAt: string) => boolean {
  const parsed = createdPeriodSchema.safeParse({
    createdFrom: params.get('createdFrom') || undefined,
    createdTo: params.get('createdTo') || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  const period = parsed.data;
  if (!period.createdFrom && !period.createdTo) return () => true;
  return (createdAt) => inPeriod(saoPauloDay(createdAt), period);
}
