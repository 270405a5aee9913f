import * as z from 'zod/mini';
import { emailBody, personNameBody } from '@/lib/validators/person-schema';

/**
 * The calls of 'Editar administrador' and 'Convidar administrador', with the forms' pt-BR
 * messages: the mock validates them with these and the forms are built from them (schemas.ts).
 * The app imports this module only for types (api.ts) or from schemas.ts, which the forms load on
 * first use.
 */

/** `PATCH /admin/admin-profile/{accountId}`. */
export const updateAdminBodySchema = z.object({
  name: personNameBody('Informe o nome.', 'Informe o nome completo.'),
  level: z.enum(['SUPER_ADMIN', 'ADMIN'], { error: 'Escolha o nível de acesso.' }),
  status: z.enum(['ENABLED', 'DISABLED'], { error: 'Escolha a situação.' }),
});
export type UpdateAdminBody = z.infer<typeof updateAdminBodySchema>;

/** `PATCH /admin/invite`, in the query string (docs/product/calls.md): who is invited, and their level. */
export const inviteAdminParamsSchema = z.extend(z.pick(updateAdminBodySchema, { name: true, level: true }), { email: emailBody() });
export type InviteAdminParams = z.infer<typeof inviteAdminParamsSchema>;
