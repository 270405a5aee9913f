import * as z from 'zod/mini';
import { zEmail } from '@/lib/validators/zod';
import { updateAdminBodySchema } from './bodies';

/**
 * The admin forms (invite, edit). They load this module with their first validation
 * (useSchemaForm); the values' conversions are in form-values.ts. Both are built from the edit's
 * body (bodies.ts), whose rules and messages they share.
 */

/** 'Convidar administrador': the body's name and level, and the e-mail the invitation goes to. */
export const inviteAdminFormSchema = z.extend(z.pick(updateAdminBodySchema, { name: true, level: true }), { email: zEmail() });
export type InviteAdminFormValues = z.input<typeof inviteAdminFormSchema>;
export type InviteAdminFormOutput = z.output<typeof inviteAdminFormSchema>;

/** 'Editar administrador' is its body. */
export const editAdminFormSchema = updateAdminBodySchema;
export type EditAdminFormValues = z.input<typeof editAdminFormSchema>;
export type EditAdminFormOutput = z.output<typeof editAdminFormSchema>;
