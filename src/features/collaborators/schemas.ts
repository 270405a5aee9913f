import * as z from 'zod/mini';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zEmail, zRequired } from '@/lib/validators/zod';

/**
 * The collaborator forms (invite, role). They load this module with their first validation
 * (useSchemaForm); the role options and the invite's body are in form-values.ts.
 */

const role = z.enum(['COLLABORATOR', 'ADMIN'], { error: 'Escolha o papel na empresa.' });

export const inviteFormSchema = z.object({
  name: zRequired('Informe o nome.').check(
    z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
    z.refine((v) => v.length >= 3, { error: 'Informe o nome completo.' }),
  ),
  email: zEmail(),
  role,
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;

export const roleFormSchema = z.object({ role });
export type RoleFormValues = z.input<typeof roleFormSchema>;
