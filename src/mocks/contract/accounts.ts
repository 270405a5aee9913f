import * as z from 'zod/mini';
import { updateAdminBodySchema } from '@/features/admins/bodies';
import { adminLevelSchema, adminSchema } from '@/features/admins/api';
import { inviteAdminParamsSchema } from '@/features/admins/bodies';
import { createAccountBodySchema } from '@/features/auth/bodies';
import { updateClientBodySchema } from './bodies/accounts';
import { updateProfileBodySchema } from '@/features/profile/bodies';
import { accountStatusSchema, existsSchema, sessionUserSchema } from '@/features/auth/api';
import { clientDetailSchema, clientSchema, clientTypeSchema } from '@/features/clients/api';
import { profileSchema } from '@/features/profile/api';
import { uploadedFileSchema } from '@/lib/file-api';
import { createdPeriod, listQuery, query, text } from './query';
import { area, empty, json, page, refuse, type Operation } from './types';

/** Sign-up, the session's account, profiles, admins, clients and uploads. */

const emailQuery = query({ email: z.email() });
/** The lookups anyone may make are limited per client address (handlers/rate-limits.ts). */
const limited = { TooManyRequests: 429 };

export const accountOperations: Operation[] = [
  ...area('accounts', [
    {
      id: 'accounts.sessionUser',
      method: 'get',
      path: '/user',
      summary: "The caller's account (proved or not) as the session reads it",
      access: 'caller',
      answer: json(sessionUserSchema),
      refusals: { UserNotFound: 404 },
    },
    {
      id: 'accounts.userExists',
      method: 'get',
      path: '/user/exists',
      summary: 'Whether an e-mail has an account (rate-limited per client address)',
      access: 'public',
      query: emailQuery,
      answer: json(existsSchema),
      refusals: limited,
    },
    {
      id: 'accounts.companyExists',
      method: 'get',
      path: '/profile/company-exists',
      summary: "Whether an e-mail's account belongs to a company (rate-limited)",
      access: 'public',
      query: emailQuery,
      answer: json(existsSchema),
      refusals: limited,
    },
    {
      id: 'accounts.create',
      method: 'post',
      path: '/account',
      summary: "Create the caller's account after the Firebase sign-up",
      access: 'caller',
      body: createAccountBodySchema,
      answer: json(sessionUserSchema),
      refusals: refuse('CpfAlreadyExists', 'EmailMismatch'),
    },
    {
      id: 'accounts.resendVerification',
      method: 'post',
      path: '/account/verification-email',
      summary: 'Send the e-mail verification link again',
      access: 'caller',
      answer: empty,
      refusals: { EmailAlreadyVerified: 400, UserNotFound: 404, VerificationMailTooSoon: 429 },
    },
    {
      id: 'accounts.migrateOldUser',
      method: 'patch',
      path: '/account/old-user',
      summary: 'Move an account of the old platform to Firebase (rate-limited; the mock has none)',
      access: 'public',
      query: emailQuery,
      answer: json(z.object({ migrated: z.boolean() })),
      refusals: { ...limited, UserNotFound: 404 },
    },
    { id: 'profile.get', method: 'get', path: '/profile', summary: "The caller's profile", access: 'account', answer: json(profileSchema) },
    {
      id: 'profile.update',
      method: 'put',
      path: '/profile',
      summary: "Update the caller's profile (a new e-mail needs a recent login and verification)",
      access: 'account',
      body: updateProfileBodySchema,
      answer: json(profileSchema),
      refusals: refuse('EmailChangeNeedsVerification'),
    },
  ]),
  ...area('admins', [
    { id: 'admins.list', method: 'get', path: '/admin/admins', summary: 'Platform administrators', access: 'admin', query: listQuery({ search: text, level: z.optional(adminLevelSchema) }), answer: page(adminSchema) },
    { id: 'admins.get', method: 'get', path: '/admin/profile/{id}', summary: 'One administrator', access: 'admin', answer: json(adminSchema) },
    {
      id: 'admins.invite',
      method: 'patch',
      path: '/admin/invite',
      summary: 'Invite an administrator (the invitation is in the query string)',
      access: 'superAdmin',
      query: inviteAdminParamsSchema,
      answer: json(adminSchema),
    },
    {
      id: 'admins.update',
      method: 'patch',
      path: '/admin/admin-profile/{accountId}',
      summary: "Change an administrator's name, level or status",
      access: 'superAdmin',
      body: updateAdminBodySchema,
      answer: json(adminSchema),
      refusals: refuse('OwnAdminLevelLocked'),
    },
  ]),
  ...area('clients', [
    {
      id: 'clients.list',
      method: 'get',
      path: '/admin/clients',
      summary: 'Buyer and seller accounts',
      access: 'admin',
      query: listQuery({ name: text, email: text, type: z.optional(clientTypeSchema), status: z.optional(accountStatusSchema), ...createdPeriod }),
      answer: page(clientSchema),
    },
    { id: 'clients.get', method: 'get', path: '/admin/client/{id}', summary: 'One client with its companies', access: 'admin', answer: json(clientDetailSchema) },
    {
      id: 'clients.setStatus',
      method: 'put',
      path: '/admin/profile/{accountId}',
      summary: 'Enable or disable a client',
      access: 'admin',
      body: updateClientBodySchema,
      answer: json(clientDetailSchema),
    },
    {
      id: 'clients.resendVerification',
      method: 'post',
      path: '/admin/client/{id}/verification-email',
      summary: "Send a client's verification link again",
      access: 'admin',
      answer: empty,
      refusals: { EmailAlreadyVerified: 400, VerificationMailTooSoon: 429 },
    },
  ]),
  ...area('files', [
    {
      id: 'files.upload',
      method: 'post',
      path: '/file',
      summary: 'Upload a file (photo, document, proof of payment, NF-e); answers its signed address',
      access: 'account',
      multipart: z.object({ file: z.file() }),
      answer: json(uploadedFileSchema),
      refusals: refuse('InvalidFile'),
    },
    {
      id: 'files.read',
      method: 'get',
      path: '/file/{token}/{name}',
      summary: 'A stored file by its signed token (the name is cosmetic and optional)',
      access: 'public',
      answer: { kind: 'file', mediaType: 'application/octet-stream' },
    },
    {
      id: 'files.readLegacy',
      method: 'get',
      path: '/files/{token}/{name}',
      summary: 'Same as /file/{token}/{name} (older address)',
      access: 'public',
      answer: { kind: 'file', mediaType: 'application/octet-stream' },
    },
  ]),
];
