import * as z from 'zod/mini';
import { emailBody, personNameBody } from '@/lib/validators/person-schema';

/**
 * The bodies of 'Alterar papel' and 'Convidar colaborador', with the forms' pt-BR messages: the
 * mock validates the calls with them and the forms are built from them (schemas.ts). The app
 * imports this module only for types (api.ts) or from schemas.ts, which the forms load on first
 * use.
 */

/** `PUT /company/{companyId}/collaborator/{collaboratorId}`: the member's role (docs/product/roles.md). */
export const updateCollaboratorBodySchema = z.object({ role: z.enum(['COLLABORATOR', 'ADMIN'], { error: 'Escolha o papel na empresa.' }) });
export type UpdateCollaboratorBody = z.infer<typeof updateCollaboratorBodySchema>;

/** `PATCH /company/{companyId}/collaborator/invite`: the role, and who is invited. */
export const inviteCollaboratorBodySchema = z.extend(updateCollaboratorBodySchema, {
  name: personNameBody('Informe o nome.', 'Informe o nome completo.'),
  email: emailBody(),
});
export type InviteCollaboratorBody = z.infer<typeof inviteCollaboratorBodySchema>;
