import type { Admin, InviteAdminParams, UpdateAdminBody } from './api';
import type { EditAdminFormOutput, EditAdminFormValues, InviteAdminFormOutput } from './schemas';

/**
 * The admin forms' values without their rules (those are in schemas.ts, which loads after the
 * page is interactive): an admin → form values, and checked values → the API's bodies.
 */

export const toInviteParams = (values: InviteAdminFormOutput): InviteAdminParams => ({ email: values.email, name: values.name, level: values.level });

export const toUpdateAdminBody = (values: EditAdminFormOutput): UpdateAdminBody => ({ name: values.name, level: values.level, status: values.status });

export function adminToForm(admin: Admin): EditAdminFormValues {
  return { name: admin.name, level: admin.level, status: admin.status === 'DISABLED' ? 'DISABLED' : 'ENABLED' };
}
