import * as z from 'zod/mini';
import { inviteCollaboratorBodySchema } from '@/features/collaborators/bodies';
import { updateCollaboratorBodySchema } from '@/features/collaborators/bodies';
import { collaboratorSchema, companyInvitationSchema, inviteResultSchema, receivedInvitationSchema } from '@/features/collaborators/api';
import { adminCompanySchema, cnpjConsultSchema, companyAdminSchema, companyDeferralSchema, companyOptionSchema, companyRoleSchema, companySchema, companyStatusSchema, myCompanySchema } from '@/features/companies/api';
import { impactSchema } from '@/features/impact/api';
import { adminCompanyBodySchema, companyBodySchema, paymentDataBodySchema } from '@/features/companies/bodies';
import { deferralBodySchema } from './bodies/companies';
import { paymentDataSchema } from '@/lib/validators/payment-schema';
import { id, listQuery, month, query, text } from './query';
import { area, empty, json, page, refuse, xlsx, type Operation } from './types';

/** Companies, their members and invitations, their payment data and their impact figures. */

const companyRefusals = refuse('CnpjAlreadyExists', 'InvalidParentCompany');
const months = { from: month, to: month };
const monthRefusals = refuse('InvalidMonth', 'MonthRangeReversed');

export const companyOperations: Operation[] = [
  ...area('companies', [
    {
      id: 'companies.listMine',
      method: 'get',
      path: '/company/list/me',
      summary: "The caller's companies with the caller's role",
      access: 'account',
      query: listQuery({ search: text }),
      answer: page(myCompanySchema),
    },
    {
      id: 'companies.listToSelect',
      method: 'get',
      path: '/company/list-to-select',
      summary: "Companies to pick from (an admin may ask for an account's)",
      access: 'account',
      query: query({ accountId: id }),
      answer: json(z.array(companyOptionSchema)),
    },
    { id: 'companies.get', method: 'get', path: '/company/{id}', summary: 'One company', access: 'account', answer: json(companySchema) },
    { id: 'companies.admin', method: 'get', path: '/company/{id}/admin', summary: 'Whether the caller owns or administers the company', access: 'account', answer: json(companyAdminSchema) },
    {
      id: 'companies.create',
      method: 'post',
      path: '/company',
      summary: 'Register a company (it waits for approval)',
      access: 'account',
      body: companyBodySchema,
      answer: json(companySchema),
      refusals: companyRefusals,
    },
    {
      id: 'companies.update',
      method: 'put',
      path: '/company/{id}',
      summary: 'Edit a company (a new identity goes back to approval)',
      access: 'account',
      body: companyBodySchema,
      answer: json(companySchema),
      refusals: companyRefusals,
    },
    { id: 'companies.consultCnpj', method: 'get', path: '/consult/cnpj/{cnpj}', summary: 'Public registry data of a CNPJ (14 digits)', access: 'account', answer: json(cnpjConsultSchema) },
    { id: 'companies.payment', method: 'get', path: '/company/{id}/payment', summary: "The company's PIX key and bank account", access: 'account', answer: json(paymentDataSchema) },
    {
      id: 'companies.updatePayment',
      method: 'put',
      path: '/company/{id}/payment',
      summary: "Change the company's PIX key and bank account",
      access: 'account',
      body: paymentDataBodySchema,
      answer: json(paymentDataSchema),
      refusals: refuse('InvalidPixKey'),
    },
    {
      id: 'companies.adminList',
      method: 'get',
      path: '/admin/company/list',
      summary: 'Every company with its owner',
      access: 'admin',
      query: listQuery({ status: z.optional(companyStatusSchema), cnpj: text, name: text }),
      answer: page(adminCompanySchema),
    },
    {
      id: 'companies.adminCreate',
      method: 'post',
      path: '/admin/company/create',
      summary: 'Register a company for an account',
      access: 'admin',
      body: adminCompanyBodySchema,
      answer: json(companySchema),
      refusals: { ...companyRefusals, UserNotFound: 404 },
    },
    {
      id: 'companies.deferral',
      method: 'get',
      path: '/admin/company/{id}/deferral',
      summary: 'A company waiting for approval, its owner and its previous identity',
      access: 'admin',
      answer: json(companyDeferralSchema),
    },
    {
      id: 'companies.decide',
      method: 'patch',
      path: '/admin/company/{id}/deferral',
      summary: 'Approve or reject a company',
      access: 'admin',
      body: deferralBodySchema,
      answer: json(companySchema),
      refusals: refuse('DeferralNotPending', 'RejectionReasonRequired'),
    },
  ]),
  ...area('collaborators', [
    {
      id: 'collaborators.list',
      method: 'get',
      path: '/company/{companyId}/collaborator/list',
      summary: "A company's members",
      access: 'account',
      query: listQuery({ search: text, role: z.optional(companyRoleSchema) }),
      answer: page(collaboratorSchema),
    },
    { id: 'collaborators.get', method: 'get', path: '/company/{companyId}/collaborator/{collaboratorId}', summary: 'One member', access: 'account', answer: json(collaboratorSchema) },
    {
      id: 'collaborators.invite',
      method: 'patch',
      path: '/company/{companyId}/collaborator/invite',
      summary: 'Add a member, or invite an e-mail without an account',
      access: 'account',
      body: inviteCollaboratorBodySchema,
      answer: json(inviteResultSchema),
      refusals: refuse('CollaboratorAlreadyExists', 'CompanyNotApprovedToInvite', 'InvitationAlreadyPending'),
    },
    {
      id: 'collaborators.update',
      method: 'put',
      path: '/company/{companyId}/collaborator/{collaboratorId}',
      summary: "Change a member's role",
      access: 'account',
      body: updateCollaboratorBodySchema,
      answer: json(collaboratorSchema),
      refusals: refuse('CompanyOwnerLocked'),
    },
    {
      id: 'collaborators.remove',
      method: 'delete',
      path: '/company/{companyId}/collaborator/{collaboratorId}',
      summary: 'Remove a member',
      access: 'account',
      answer: empty,
      refusals: refuse('CompanyOwnerLocked'),
    },
  ]),
  ...area('invitations', [
    {
      id: 'invitations.ofCompany',
      method: 'get',
      path: '/company/{companyId}/invitation/list',
      summary: "A company's pending invitations",
      access: 'account',
      answer: json(z.array(companyInvitationSchema)),
    },
    { id: 'invitations.cancel', method: 'delete', path: '/company/{companyId}/invitation/{invitationId}', summary: 'Cancel an invitation', access: 'account', answer: empty },
    { id: 'invitations.received', method: 'get', path: '/company/invitations/me', summary: 'Invitations addressed to the caller', access: 'account', answer: json(z.array(receivedInvitationSchema)) },
    { id: 'invitations.accept', method: 'post', path: '/company/invitations/{id}/accept', summary: 'Join the company that invited the caller', access: 'account', answer: json(collaboratorSchema) },
    { id: 'invitations.decline', method: 'post', path: '/company/invitations/{id}/decline', summary: 'Decline an invitation', access: 'account', answer: empty },
  ]),
  ...area('impact', [
    {
      id: 'impact.company',
      method: 'get',
      path: '/company/{id}/impact',
      summary: "A company's impact (finished negotiations by unit, estimated kg)",
      access: 'account',
      query: query(months),
      answer: json(impactSchema),
      refusals: monthRefusals,
    },
    {
      id: 'impact.companyExport',
      method: 'get',
      path: '/company/{id}/impact/export',
      summary: "A company's impact as .xlsx",
      access: 'account',
      query: query(months),
      answer: xlsx,
      refusals: monthRefusals,
    },
    {
      id: 'impact.platform',
      method: 'get',
      path: '/admin/impact',
      summary: "The platform's impact, or one company's",
      access: 'admin',
      query: query({ ...months, companyId: id }),
      answer: json(impactSchema),
      refusals: monthRefusals,
    },
    {
      id: 'impact.platformExport',
      method: 'get',
      path: '/admin/impact/export',
      summary: "The platform's impact as .xlsx",
      access: 'admin',
      query: query({ ...months, companyId: id }),
      answer: xlsx,
      refusals: monthRefusals,
    },
  ]),
];
