import * as z from 'zod/mini';
import { addressSchema, zAddress } from '@/lib/validators/address-schema';
import { zChosen, zCnpj, zPhoneInto } from '@/lib/validators/zod';
import { adminCompanyBodySchema, companyBodySchema } from './bodies';
import { OWNER_REQUIRED } from './model';

/**
 * The company form (create, edit, admin create): the body (bodies.ts) with the fields the form
 * holds otherwise read into the body's own (masked CNPJ and phone, the address block, the owner
 * still unchosen), so every rule and pt-BR message is the body's. Forms load this module with
 * their first validation (useSchemaForm); the values' conversions are in form-values.ts.
 */
const body = companyBodySchema.shape;

export const companyFormSchema = z.extend(companyBodySchema, {
  cnpj: z.pipe(zCnpj(), body.cnpj),
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), body.email),
  /** The masked digits → the body's Area/Numero. */
  phone: zPhoneInto(body.phone),
  address: zAddress(),
  /** Admin create only: the client who owns the company (adminCompanyFormSchema requires it). */
  accountId: z.nullable(z.int()),
});
export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

/**
 * What a saved draft of the company form may hold (lib/hooks/useFormDraft.ts): every field with
 * its type and none of its rules, since a draft is unfinished. One that does not fit (an older
 * form, a hand edit) is dropped instead of offered.
 */
export const companyDraftSchema = z.object({
  cnpj: z.string(),
  companyName: z.string(),
  tradeName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: addressSchema,
  parentCompanyId: z.nullable(z.int()),
  accountId: z.nullable(z.int()),
}) satisfies z.ZodMiniType<CompanyFormValues>;

/** Admin create: the owner must be chosen (the admin body's rule). */
export const adminCompanyFormSchema = z.extend(companyFormSchema, {
  accountId: zChosen(adminCompanyBodySchema.shape.accountId, OWNER_REQUIRED),
});
