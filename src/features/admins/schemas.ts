import * as z from 'zod/mini';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zEmail, zRequired } from '@/lib/validators/zod';

/**
 * The admin forms (invite, edit). They load this module with their first validation
 * (useSchemaForm); the values' conversions are in form-values.ts.
 */

const name = zRequired('Informe o nome.').check(
  z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
  z.refine((v) => v.length >= 3, { error: 'Informe o nome completo.' }),
);
const level = z.enum(['SUPER_ADMIN', 'ADMIN'], { error: 'Escolha o nível de acesso.' });

export const inviteAdminFormSchema = z.object({ name, email: zEmail(), level });
export type InviteAdminFormValues = z.input<typeof inviteAdminFormSchema>;
export type InviteAdminFormOutput = z.output<typeof inviteAdminFormSchema>;

export const editAdminFormSchema = z.object({ name, level, status: z.enum(['ENABLED', 'DISABLED'], { error: 'Escolha a situação.' }) });
export type EditAdminFormValues = z.input<typeof editAdminFormSchema>;
export type EditAdminFormOutput = z.output<typeof editAdminFormSchema>;
