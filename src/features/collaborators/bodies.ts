import * as z from 'zod/mini';

/**
 * The body of 'Alterar papel', which its form edits as it is: one schema, with the form's pt-BR
 * message, that the mock validates `PUT /company/{companyId}/collaborator/{collaboratorId}` with
 * and the forms are built from (schemas.ts). The app imports it only for types (api.ts) or from
 * schemas.ts, which the forms load on first use.
 */

/** `PUT /company/{companyId}/collaborator/{collaboratorId}`: the member's role (docs/product/roles.md). */
export const updateCollaboratorBodySchema = z.object({ role: z.enum(['COLLABORATOR', 'ADMIN'], { error: 'Escolha o papel na empresa.' }) });
export type UpdateCollaboratorBody = z.infer<typeof updateCollaboratorBodySchema>;
