import * as z from 'zod/mini';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';

/**
 * The body of 'Editar administrador', which its form edits as it is: one schema, with the form's
 * pt-BR messages, that the mock validates `PATCH /admin/admin-profile/{accountId}` with and the
 * forms are built from (schemas.ts). The app imports it only for types (api.ts) or from
 * schemas.ts, which the forms load on first use.
 */

/** A full name: 3 characters or more after trimming ('Informe o nome.' when empty), up to TEXT_MAX.name. */
const name = z.string({ error: 'Informe o nome.' }).check(
  z.trim(),
  z.minLength(3, { error: (issue) => (issue.input === '' ? 'Informe o nome.' : 'Informe o nome completo.') }),
  z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
);

/** `PATCH /admin/admin-profile/{accountId}`. */
export const updateAdminBodySchema = z.object({
  name,
  level: z.enum(['SUPER_ADMIN', 'ADMIN'], { error: 'Escolha o nível de acesso.' }),
  status: z.enum(['ENABLED', 'DISABLED'], { error: 'Escolha a situação.' }),
});
export type UpdateAdminBody = z.infer<typeof updateAdminBodySchema>;
