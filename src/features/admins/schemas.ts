import * as z from 'zod/mini';
import { zEmail, zRequired } from '@/lib/validators/zod';
import type { Admin, InviteAdminParams, UpdateAdminBody } from './api';

const name = zRequired('Informe o nome.').check(z.refine((v) => v.length >= 3, { error: 'Informe o nome completo.' }));
const level = z.enum(['SUPER_ADMIN', 'ADMIN'], { error: 'Escolha o nível de acesso.' });

export const inviteAdminFormSchema = z.object({ name, email: zEmail(), level });
export type InviteAdminFormValues = z.input<typeof inviteAdminFormSchema>;
export type InviteAdminFormOutput = z.output<typeof inviteAdminFormSchema>;
export const toInviteParams = (values: InviteAdminFormOutput): InviteAdminParams => ({ email: values.email, name: values.name, level: values.level });

export const editAdminFormSchema = z.object({ name, level, status: z.enum(['ENABLED', 'DISABLED'], { error: 'Escolha a situação.' }) });
export type EditAdminFormValues = z.input<typeof editAdminFormSchema>;
export type EditAdminFormOutput = z.output<typeof editAdminFormSchema>;
export const toUpdateAdminBody = (values: EditAdminFormOutput): UpdateAdminBody => ({ name: values.name, level: values.level, status: values.status });

export function adminToForm(admin: Admin): EditAdminFormValues {
  return { name: admin.name, level: admin.level, status: admin.status === 'DISABLED' ? 'DISABLED' : 'ENABLED' };
}
