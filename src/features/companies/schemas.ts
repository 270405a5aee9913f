import * as z from 'zod/mini';
import { addressSchema, zAddress } from '@/lib/validators/address-schema';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zCnpj, zEmail, zOptionalUrl, zPhone, zRequired } from '@/lib/validators/zod';

/**
 * The company form (create, edit, admin create), with pt-BR field messages. Forms load this
 * module with their first validation (useSchemaForm); the values' conversions are in
 * form-values.ts.
 */
export const companyFormSchema = z.object({
  cnpj: zCnpj(),
  companyName: zRequired('Informe a razão social.').check(
    z.minLength(2, { error: 'A razão social deve ter ao menos 2 caracteres.' }),
    z.maxLength(TEXT_MAX.companyName, { error: tooLong(TEXT_MAX.companyName) }),
  ),
  tradeName: zRequired('Informe o nome fantasia.').check(
    z.minLength(2, { error: 'O nome fantasia deve ter ao menos 2 caracteres.' }),
    z.maxLength(TEXT_MAX.tradeName, { error: tooLong(TEXT_MAX.tradeName) }),
  ),
  /** isValidEmail already refuses more than TEXT_MAX.email characters. */
  email: zEmail({ optional: true }),
  phone: zPhone(),
  website: zOptionalUrl().check(z.refine((v) => v.length <= TEXT_MAX.website, { error: tooLong(TEXT_MAX.website) })),
  address: zAddress(),
  /** The parent company, for a subsidiary; null for an independent company. */
  parentCompanyId: z.nullable(z.int()),
  /** Admin create only: the client who owns the company. */
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

/** Admin create: the owner must be chosen. */
export const adminCompanyFormSchema = companyFormSchema.check(z.refine((values) => values.accountId !== null, {
  path: ['accountId'],
  error: 'Selecione o cliente responsável.',
}));
