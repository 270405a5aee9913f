import * as z from 'zod/mini';
import { zEmail } from '@/lib/validators/zod';
import { inviteCollaboratorBodySchema, updateCollaboratorBodySchema } from './bodies';

/**
 * The collaborator forms (invite, role). They load this module with their first validation
 * (useSchemaForm); the role options and the invite's body are in form-values.ts. Both are built
 * from their bodies (bodies.ts).
 */

/** 'Convidar colaborador': its body (bodies.ts), the e-mail read from its input. */
export const inviteFormSchema = z.extend(inviteCollaboratorBodySchema, { email: z.pipe(zEmail(), inviteCollaboratorBodySchema.shape.email) });
export type InviteFormValues = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;

/** 'Alterar papel' is its body. */
export const roleFormSchema = updateCollaboratorBodySchema;
export type RoleFormValues = z.input<typeof roleFormSchema>;
