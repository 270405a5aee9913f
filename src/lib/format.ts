import { isValid, parseISO } from 'date-fns';
import { saoPauloClock, saoPauloStartOfDay } from './calendar-day';
import { dmy, hms, parseParts, ymd } from './dates';
import { formatDigits } from './mask-patterns';
import { formatPtBr } from './number-format';
import { onlyDigits } from './validators/documents';
import type { ApiPhone } from './validators/phone';

/**
 * Display and API formats (docs/product/limits.md): dates dd/MM/yyyy and dd/MM/yyyy HH:mm:ss (pt-BR),
 * BRL currency, CNPJ/CPF/CEP/phone with their masks; dates go to the API as an ISO date-time or
 * as yyyy/MM/dd.
 */

export type DateInput = string | number | Date | null | undefined;
/** How a date travels to the API: `iso` = ISO 8601 date-time, `date` = yyyy/MM/dd. */
export type ApiDateFormat = 'iso' | 'date';

const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const SLASHED = /^\d{4}\/\d{2}\/\d{2}$/;

/** An ISO date(-time) or yyyy/MM/dd as the API sends or takes it → Date; anything else → null. */
export function parseApiDate(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  let date: Date;
  if (ISO.test(text)) date = parseISO(text);
  else if (SLASHED.test(text)) return parseParts(text, 'ymd');
  else return null;
  return isValid(date) ? date : null;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  return parseApiDate(value);
}

/** An ISO date-time with `Z` or an offset: an instant. */
const INSTANT = /[T ]\d{2}:\d{2}.*(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * What a value reads as on screen: an instant the API sends ('2026-11-23T00:30:00Z') in São Paulo
 * time, the same wherever it is rendered (server or browser); a calendar date ('2026-11-22',
 * '2026/11/22') and a Date or timestamp of the app's own (a picked day) in local time.
 */
function clockOf(value: DateInput): { date: string; time: string } | null {
  const date = toDate(value);
  if (!date) return null;
  if (typeof value === 'string' && INSTANT.test(value.trim())) return saoPauloClock(date);
  return { date: dmy(date), time: hms(date) };
}

/** '2026-11-22T15:04:05Z' → '22/11/2026' (São Paulo time); nothing or garbage → `fallback`. */
export function formatDate(value: DateInput, fallback = ''): string {
  return clockOf(value)?.date ?? fallback;
}

/** '2026-11-22T15:04:05Z' → '22/11/2026 12:04:05' (São Paulo time). */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const clock = clockOf(value);
  return clock ? `${clock.date} ${clock.time}` : fallback;
}

/**
 * A calendar day (a Date holding it as its local year, month and day: a typed or picked day) →
 * what the API takes: the ISO date-time of the day's first instant in São Paulo (default), which
 * reads back as the same day in every time zone, or yyyy/MM/dd.
 */
export function toApiDate(day: Date, as: ApiDateFormat = 'iso'): string {
  return as === 'iso' ? saoPauloStartOfDay(day).toISOString() : ymd(day, '/');
}

/** 1234.5 → 'R$ 1.234,50' (a no-break space after R$, as Intl writes it; lib/number-format.ts). */
export function formatCurrency(value: number | null | undefined, fallback = ''): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatPtBr(value, { minDecimals: 2, maxDecimals: 2, currency: true }) : fallback;
}

/**
 * 12.9, 'kg' → 'R$ 12,90 / kg': a price per unit, the one way every card, table, detail and
 * sentence writes it.
 */
export function formatUnitPrice(price: number, unit: string): string {
  return `${formatCurrency(price)} / ${unit}`;
}

/** 1234.5 → '1.234,5'; `digits` fixes the decimals. */
export function formatNumber(value: number | null | undefined, digits?: number, fallback = ''): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return formatPtBr(value, digits === undefined ? {} : { minDecimals: digits, maxDecimals: digits });
}

export const formatCpf = (value: string | null | undefined) => formatDigits('cpf', onlyDigits(value ?? ''));
export const formatCnpj = (value: string | null | undefined) => formatDigits('cnpj', onlyDigits(value ?? ''));
export const formatCep = (value: string | null | undefined) => formatDigits('cep', onlyDigits(value ?? ''));

/** '11987654321' or `{ Area: '11', Numero: '987654321' }` → '(11) 98765-4321'. */
export function formatPhone(value: string | ApiPhone | null | undefined): string {
  if (!value) return '';
  const digits = typeof value === 'string' ? onlyDigits(value) : `${value.Area}${value.Numero}`;
  return formatDigits('phone', digits);
}

/**
 * Ends a sentence that closes on a name: 'Construtora Vale Verde S.A.' already has its full stop,
 * so no second one is added.
 */
export function endSentence(text: string): string {
  const sentence = text.trimEnd();
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}
