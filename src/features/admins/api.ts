import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { accountStatusSchema } from '@/features/auth/api';
import type { InviteAdminParams, UpdateAdminBody } from './bodies';

/**
 * Platform administrators (docs/product/roles.md, docs/product/calls.md "Admins"). Levels: Super Admin and Admin. Only a
 * Super Admin invites (`PATCH /admin/invite?email&name&level`) and edits
 * (`PATCH /admin/admin-profile/{accountId}`); an Admin sees the list read-only.
 */
export const adminLevelSchema = z.enum(['SUPER_ADMIN', 'ADMIN']);
export type AdminLevel = z.infer<typeof adminLevelSchema>;

export const adminSchema = z.object({
  id: z.int(),
  accountId: z.int(),
  name: z.string(),
  email: z.string(),
  level: adminLevelSchema,
  isSuperAdmin: z.boolean(),
  status: accountStatusSchema,
  /** Invited and not signed in yet: the password-setting mail has not been followed. */
  invitePending: z.boolean(),
  createdAt: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

/** The query string of `PATCH /admin/invite`. */
// The edit's body and the invitation's parameters are their forms' own (bodies.ts).
export type { InviteAdminParams, UpdateAdminBody };
export const adminsApi = {
  invite: (params: InviteAdminParams) => http.patch('/admin/invite', adminSchema, undefined, { ...params }),
  update: (accountId: number, body: UpdateAdminBody) => http.patch(`/admin/admin-profile/${accountId}`, adminSchema, body),
};
