import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { accountStatusSchema } from '@/features/auth/api';
import { companyRoleSchema } from '@/features/companies/api';
import type { InviteCollaboratorBody } from './bodies';
import type { UpdateCollaboratorBody } from './bodies';

/**
 * Collaborators of a company (docs/product/records.md, docs/product/roles.md, docs/product/calls.md): members with the role Colaborador or
 * Administrador. Owners and company admins invite, change roles and remove; the company admin call
 * (`GET /company/{id}/admin`) decides what the screen offers.
 */
export const collaboratorSchema = z.object({
  id: z.int(),
  collaboratorId: z.int(),
  companyId: z.int(),
  accountId: z.int(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  /** The account that registered the company: its role cannot change and it cannot be removed. */
  isOwner: z.boolean(),
  status: accountStatusSchema,
  createdAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

// The body's schema is the mock's (src/mocks/contract/bodies/accounts.ts).
export type { InviteCollaboratorBody };
/**
 * A company's invitation to an account that already exists (docs/security.md, "Invitations"): the
 * person joins only on accepting. `name` and `email` are what the inviter typed.
 */
export const companyInvitationSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  createdAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/**
 * What the invite answers: a new e-mail is a member at once (an account and the password e-mail;
 * nobody to ask), an existing account gets an invitation — a platform admin's e-mail too, which
 * can never be accepted, so the inviter learns nothing about who is an admin.
 */
export const inviteResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('MEMBER'), collaborator: collaboratorSchema }),
  z.object({ result: z.literal('INVITED'), invitation: companyInvitationSchema }),
]);
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** An invitation as its invitee sees it (`GET /company/invitations/me`). */
export const receivedInvitationSchema = z.object({
  id: z.int(),
  company: z.object({ id: z.int(), companyName: z.string(), tradeName: z.string() }),
  role: companyRoleSchema,
  /** The name of who sent it. */
  invitedBy: z.string(),
  createdAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
/** `GET /company/{id}/invitation/list` and `GET /company/invitations/me`. */
export const companyInvitationsSchema = z.array(companyInvitationSchema);
export const receivedInvitationsSchema = z.array(receivedInvitationSchema);

// The role's body is its form's own (bodies.ts).
export type { UpdateCollaboratorBody };

/** Where a company's collaborators are (queries.ts reads them there too). */
export const collaboratorsPath = (companyId: number) => `/company/${companyId}/collaborator`;

export const collaboratorsApi = {
  invite: (companyId: number, body: InviteCollaboratorBody) => http.patch(`${collaboratorsPath(companyId)}/invite`, inviteResultSchema, body),
  update: (companyId: number, collaboratorId: number, body: UpdateCollaboratorBody) =>
    http.put(`${collaboratorsPath(companyId)}/${collaboratorId}`, collaboratorSchema, body),
  remove: (companyId: number, collaboratorId: number) => http.delete(`${collaboratorsPath(companyId)}/${collaboratorId}`, z.unknown()),
};

export const invitationsApi = {
  /** The company's owner or admins withdraw one. */
  cancel: (companyId: number, invitationId: number) => http.delete(`/company/${companyId}/invitation/${invitationId}`, z.unknown()),
  /** Joins the company with the invitation's role; answers the membership. */
  accept: (invitationId: number) => http.post(`/company/invitations/${invitationId}/accept`, collaboratorSchema),
  decline: (invitationId: number) => http.post(`/company/invitations/${invitationId}/decline`, z.unknown()),
};
