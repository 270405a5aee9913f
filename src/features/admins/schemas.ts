import * as z from 'zod/mini';
import { zEmail } from '@/lib/validators/zod';
import { inviteAdminParamsSchema, updateAdminBodySchema } from './bodies';

/**
 * The admin forms (invite, edit). They load this module with their first validation
 * (useSchemaForm); the values' conversions are in form-values.ts. Both are built from their calls'
 * schemas (bodies.ts), the invitation's from the edit's name and level.
 */

/** 'Convidar administrador': the invitation's parameters, the e-mail read from its input. */
export const inviteAdminFormSchema = z.extend(inviteAdminParamsSchema, { email: z.pipe(zEmail(), inviteAdminParamsSchema.shape.email) });
export type InviteAdminFormValues = z.input<typeof inviteAdminFormSchema>;
export type InviteAdminFormOutput = z.output<typeof inviteAdminFormSchema>;

/** 'Editar administrador' is its body. */
export const editAdminFormSchema = updateAdminBodySchema;
export type EditAdminFormValues = z.input<typeof editAdminFormSchema>;
export type EditAdminFormOutput = z.output<typeof editAdminFormSchema>;
