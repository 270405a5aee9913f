import * as z from 'zod/mini';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zEmail, zRequired } from '@/lib/validators/zod';
import { updateCollaboratorBodySchema } from './bodies';

/**
 * The collaborator forms (invite, role). They load this module with their first validation
 * (useSchemaForm); the role options and the invite's body are in form-values.ts. The role is the
 * role call's body (bodies.ts).
 */

/** 'Convidar colaborador': the role's body (bodies.ts) plus the name and e-mail. */
export const inviteFormSchema = z.extend(updateCollaboratorBodySchema, {
  name: zRequired('Informe o nome.').check(
    z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
    z.refine((v) => v.length >= 3, { error: 'Informe o nome completo.' }),
  ),
  email: zEmail(),
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;

/** 'Alterar papel' is its body. */
export const roleFormSchema = updateCollaboratorBodySchema;
export type RoleFormValues = z.input<typeof roleFormSchema>;
