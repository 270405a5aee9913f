import * as z from 'zod/mini';
import { COMPANY_ROLE } from '@/lib/status';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zEmail, zRequired } from '@/lib/validators/zod';
import type { InviteCollaboratorBody } from './api';

/** Role options of the forms (SPEC.md §6): Colaborador, Administrador. */
export const ROLE_OPTIONS = [
  { value: 'COLLABORATOR', label: COMPANY_ROLE.COLLABORATOR.label, description: 'Negocia pela empresa: anúncios, buscas e negociações.' },
  { value: 'ADMIN', label: COMPANY_ROLE.ADMIN.label, description: 'Também edita os dados da empresa e gerencia os colaboradores.' },
] as const;

const role = z.enum(['COLLABORATOR', 'ADMIN'], { error: 'Escolha o papel na empresa.' });

export const inviteFormSchema = z.object({
  name: zRequired('Informe o nome.').check(
    z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
    z.refine((v) => v.length >= 3, { error: 'Informe o nome completo.' }),
  ),
  email: zEmail(),
  role,
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;

export const toInviteBody = (values: InviteFormOutput): InviteCollaboratorBody => ({ name: values.name, email: values.email, role: values.role });

export const roleFormSchema = z.object({ role });
export type RoleFormValues = z.input<typeof roleFormSchema>;
