import * as z from 'zod/mini';
import '../zod-config';
import { formatNumber, parseApiDate } from '../format';
import { moneyBody, quantityBody } from './amount-schema';
import { isValidCep, isValidEmail, isValidWebsite, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_SHORT, tooLong, VALIDATION_MESSAGES } from './common';
import { isValidCnpj, isValidCpf, onlyDigits } from './documents';
import { isValidPhone, splitPhone, type ApiPhone } from './phone';
import { fitsUnit, wholeUnitMessage } from '../units';

/**
 * zod helpers for the form kit, with pt-BR messages. Masked inputs hand their unmasked digits to
 * the form; these schemas check them and output digits (or the API shape where noted).
 * Every helper takes `{ optional: true }` to accept an empty field (output: ''). The messages are
 * VALIDATION_MESSAGES (common.ts), zod-free so that screens can show them without loading zod.
 */

export interface FieldRuleOptions {
  /** Accept an empty value (the output is then ''). */
  optional?: boolean;
  /** Replaces the default message for an invalid (non-empty) value. */
  message?: string;
}

/** A string field checked by `isValid` when filled; `normalize` shapes the output. */
function checkedString(
  isValid: (value: string) => boolean,
  defaultMessage: string,
  normalize: (value: string) => string,
  { optional = false, message }: FieldRuleOptions = {},
) {
  const checked = z.string({ error: VALIDATION_MESSAGES.required }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required });
        return;
      }
      if (!isValid(value)) ctx.addIssue({ code: 'custom', message: message ?? defaultMessage });
    }),
  );
  return z.pipe(checked, z.transform((value: string) => (value === '' ? '' : normalize(value))));
}

const identity = (value: string) => value;

/** Any non-blank text (trimmed). */
export function zRequired(message: string = VALIDATION_MESSAGES.required) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}

export const zEmail = (options?: FieldRuleOptions) =>
  checkedString(isValidEmail, VALIDATION_MESSAGES.email, (v) => v.toLowerCase(), options);

export const zCpf = (options?: FieldRuleOptions) => checkedString(isValidCpf, VALIDATION_MESSAGES.cpf, onlyDigits, options);

export const zCnpj = (options?: FieldRuleOptions) => checkedString(isValidCnpj, VALIDATION_MESSAGES.cnpj, onlyDigits, options);

export const zCep = (options?: FieldRuleOptions) => checkedString(isValidCep, VALIDATION_MESSAGES.cep, onlyDigits, options);

/** A phone with area code, 10 or 11 digits; outputs the digits. */
export const zPhone = (options?: FieldRuleOptions) => checkedString(isValidPhone, VALIDATION_MESSAGES.phone, onlyDigits, options);

/** A masked phone input read into a body's phone (`apiPhoneSchema`): its digits → `{ Area, Numero }`. */
export const zPhoneInto = <T>(bodyPhone: z.ZodMiniType<T, ApiPhone>) =>
  z.pipe(z.pipe(zPhone(), z.transform((digits: string) => splitPhone(digits) ?? { Area: '', Numero: '' })), bodyPhone);

/** The website pattern; empty is always accepted. */
export const zOptionalUrl = (options: Omit<FieldRuleOptions, 'optional'> = {}) =>
  checkedString(isValidWebsite, VALIDATION_MESSAGES.website, identity, { ...options, optional: true });

/**
 * A DateField value: an ISO date-time or yyyy/MM/dd. Whatever else the field holds (an
 * incomplete or impossible date as typed) is 'Data inválida.'.
 */
export const zDate = (options?: FieldRuleOptions) =>
  checkedString((value) => parseApiDate(value) !== null, VALIDATION_MESSAGES.date, identity, options);

const PASSWORD_RULES: readonly (readonly [(value: string) => boolean, string])[] = [
  [(v) => v.length >= PASSWORD_MIN, PASSWORD_TOO_SHORT],
  [(v) => /[A-Za-z]/.test(v), 'A senha deve ter ao menos uma letra.'],
  [(v) => /\d/.test(v), 'A senha deve ter ao menos um número.'],
  [(v) => v.length <= PASSWORD_MAX, tooLong(PASSWORD_MAX)],
];

/** A new password (PASSWORD_MIN, letters and numbers). `optional`: '' means "no new password". */
export function zNewPassword({ optional = false }: { optional?: boolean } = {}) {
  let schema = z.string({ error: 'Informe uma senha.' });
  for (const [test, error] of PASSWORD_RULES) schema = schema.check(z.refine((v) => (optional && v === '') || test(v), { error }));
  return schema;
}

/**
 * A field that starts empty (null) and must be filled — a select, a radio group: `message` when it
 * is still null. The output is the value, never null, so the form's body builder needs no `!`.
 */
export function zChosen<S extends z.ZodMiniType>(schema: S, message: string) {
  return z.pipe(
    z.nullable(schema),
    z.transform((value: z.output<S> | null, ctx): NonNullable<z.output<S>> => {
      if (value === null || value === undefined) {
        // zod/mini's transform has no addIssue: the issue goes on the payload, as addIssue would put it
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/**
 * A quantity field (null while empty): `required` when empty, `positive` unless greater than zero,
 * QUANTITY_TOO_BIG above QUANTITY_MAX: the body's quantity (amount-schema.ts) with its messages.
 */
export function zPositiveNumber(required: string, positive: string) {
  return zChosen(quantityBody(positive), required);
}

/** A BRL amount (a MoneyField, null while empty): the body's money, one cent up to MONEY_MAX. */
export function zMoney(required: string, positive: string) {
  return zChosen(moneyBody(positive), required);
}

/**
 * A quantity asked of an announcement (null while empty): the body's `quantity` (more than zero, up
 * to QUANTITY_MAX), whole in a whole unit, up to what the announcement has.
 */
export function zAvailableQuantity(required: string, { maxQuantity, unit }: { maxQuantity: number; unit: string }, quantity = quantityBody()) {
  return zChosen(quantity, required).check(
    z.refine((value) => fitsUnit(value, unit), { error: wholeUnitMessage(unit) }),
    z.refine((value) => value <= maxQuantity, {
      error: `A quantidade não pode passar do disponível no anúncio (${formatNumber(maxQuantity)} ${unit}).`,
    }),
  );
}

/**
 * For forms whose unit is chosen in the form (announcement, search): a quantity in a unit that
 * counts whole things refuses decimals, under the quantity field. `unitName` reads the catalogue.
 */
export function quantityFitsChosenUnit(unitName: (index: number) => string | undefined) {
  return (values: { quantity: number | null; unitIndex: number | null }, ctx: z.core.$RefinementCtx) => {
    const unit = values.unitIndex !== null ? unitName(values.unitIndex) : undefined;
    if (unit && values.quantity !== null && !fitsUnit(values.quantity, unit)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: wholeUnitMessage(unit) });
    }
  };
}
