import { z } from 'zod';
import { http, type ListParams } from '@/lib/api/client';
import { accountStatusSchema } from '@/features/auth/api';
import { companyRoleSchema } from '@/features/companies/api';
import { TEXT_MAX } from '@/lib/validators/common';

/**
 * Collaborators of a company (SPEC.md §3, §6, §7): members with the role Colaborador or
 * Administrador. Owners and company admins invite, change roles and remove; the company admin call
 * (`GET /company/{id}/admin`) decides what the screen offers.
 */
export const collaboratorSchema = z.object({
  id: z.number().int(),
  collaboratorId: z.number().int(),
  companyId: z.number().int(),
  accountId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  /** The account that registered the company: its role cannot change and it cannot be removed. */
  isOwner: z.boolean(),
  status: accountStatusSchema,
  createdAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** `PATCH /company/{companyId}/collaborator/invite`. */
export const inviteCollaboratorBodySchema = z.object({
  name: z.string().trim().min(3).max(TEXT_MAX.name),
  email: z.email().max(TEXT_MAX.email),
  role: companyRoleSchema,
});
export type InviteCollaboratorBody = z.infer<typeof inviteCollaboratorBodySchema>;

/** `PUT /company/{companyId}/collaborator/{collaboratorId}`. */
export const updateCollaboratorBodySchema = z.object({ role: companyRoleSchema });
export type UpdateCollaboratorBody = z.infer<typeof updateCollaboratorBodySchema>;

export interface CollaboratorListParams extends ListParams {
  /** Name or e-mail. */
  search?: string;
  role?: z.infer<typeof companyRoleSchema> | '';
}

const base = (companyId: number) => `/company/${companyId}/collaborator`;

export const collaboratorsApi = {
  list: (companyId: number, params: CollaboratorListParams = {}) => http.list(`${base(companyId)}/list`, collaboratorSchema, params),
  get: (companyId: number, collaboratorId: number) => http.get(`${base(companyId)}/${collaboratorId}`, collaboratorSchema),
  invite: (companyId: number, body: InviteCollaboratorBody) => http.patch(`${base(companyId)}/invite`, collaboratorSchema, body),
  update: (companyId: number, collaboratorId: number, body: UpdateCollaboratorBody) =>
    http.put(`${base(companyId)}/${collaboratorId}`, collaboratorSchema, body),
  remove: (companyId: number, collaboratorId: number) => http.delete(`${base(companyId)}/${collaboratorId}`, z.unknown()),
};
