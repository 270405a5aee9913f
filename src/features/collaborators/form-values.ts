import { COMPANY_ROLE } from '@/lib/status';
import type { InviteCollaboratorBody } from './api';
import type { InviteFormOutput } from './schemas';

/**
 * The collaborator forms' values without their rules (those are in schemas.ts, which loads after
 * the page is interactive): the role options (forms and the list's filter) and the invite's body.
 */

/** Role options of the forms (docs/product/roles.md): Colaborador, Administrador. */
export const ROLE_OPTIONS = [
  { value: 'COLLABORATOR', label: COMPANY_ROLE.COLLABORATOR.label, description: 'Negocia pela empresa: anúncios, buscas e negociações.' },
  { value: 'ADMIN', label: COMPANY_ROLE.ADMIN.label, description: 'Também edita os dados da empresa e gerencia os colaboradores.' },
] as const;

export const toInviteBody = (values: InviteFormOutput): InviteCollaboratorBody => ({ name: values.name, email: values.email, role: values.role });
