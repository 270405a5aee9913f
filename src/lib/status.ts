import { env } from './env';

/**
 * pt-BR labels and badge tones of every status of docs/product/statuses.md and the account types and company
 * roles of §6. The approval labels agree with the entity's gender: a company or a search is
 * 'Aprovada'/'Reprovada', an announcement (and a client) 'Aprovado'/'Reprovado'.
 */

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusInfo {
  label: string;
  tone: Tone;
}

// ---- approval (company, announcement, search; company and client add INACTIVE)

/** What goes through an admin's review alone (announcements, searches): no INACTIVE. */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** Companies and clients can also be INACTIVE. */
export const APPROVAL_STATUSES = [...REVIEW_STATUSES, 'INACTIVE'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Entities with an approval status, and the grammatical gender of their pt-BR noun. */
export type ApprovalEntity = 'company' | 'search' | 'announcement' | 'client';
const ENTITY_GENDER: Record<ApprovalEntity, 'f' | 'm'> = {
  company: 'f',
  search: 'f',
  announcement: 'm',
  client: 'm',
};

const APPROVAL_TONES: Record<ApprovalStatus, Tone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  INACTIVE: 'neutral',
};

export function approvalStatusLabel(status: ApprovalStatus, entity: ApprovalEntity): string {
  const feminine = ENTITY_GENDER[entity] === 'f';
  switch (status) {
    case 'PENDING':
      return 'Pendente';
    case 'APPROVED':
      return feminine ? 'Aprovada' : 'Aprovado';
    case 'REJECTED':
      return feminine ? 'Reprovada' : 'Reprovado';
    case 'INACTIVE':
      return 'Inativo';
  }
}

function approvalStatusInfo(status: ApprovalStatus, entity: ApprovalEntity): StatusInfo {
  return { label: approvalStatusLabel(status, entity), tone: APPROVAL_TONES[status] };
}

/** The select options of an approval filter (INACTIVE only where the entity has it). */
export function approvalStatusOptions(entity: ApprovalEntity, { withInactive = false } = {}) {
  return (withInactive ? APPROVAL_STATUSES : REVIEW_STATUSES).map((value) => ({
    value,
    label: approvalStatusLabel(value, entity),
  }));
}

/** Deferral actions sent by the admin (docs/product/statuses.md). */
export const DEFERRAL_ACTIONS = ['APPROVE', 'APPROVED', 'REJECT'] as const;

// ---- negotiation

export const NEGOTIATION_STATUSES = [
  'IN_QUOTATION',
  'IN_PROGRESS',
  'AWAITING_PAYMENT',
  'RELEASED_FOR_DELIVERY',
  'FINISHED',
  'CALLED_OFF',
] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

export const NEGOTIATION_STATUS: Record<NegotiationStatus, StatusInfo> = {
  IN_QUOTATION: { label: 'Em cotação', tone: 'info' },
  IN_PROGRESS: { label: 'Em andamento', tone: 'info' },
  AWAITING_PAYMENT: { label: 'Aguardando pagamento', tone: 'warning' },
  RELEASED_FOR_DELIVERY: { label: 'Entrega/coleta liberada', tone: 'success' },
  FINISHED: { label: 'Finalizado', tone: 'success' },
  CALLED_OFF: { label: 'Cancelado', tone: 'danger' },
};

/** The select options of a negotiation status filter, in the statuses' order. */
export const NEGOTIATION_STATUS_OPTIONS = NEGOTIATION_STATUSES.map((value) => ({ value, label: NEGOTIATION_STATUS[value].label }));

/** FINISHED and CALLED_OFF end a negotiation (docs/product/statuses.md). */
export const FINAL_NEGOTIATION_STATUSES: readonly NegotiationStatus[] = ['FINISHED', 'CALLED_OFF'];

// ---- account status (profile status values: Ativo, Inativo, Pendente)

export const ACCOUNT_STATUSES = ['ENABLED', 'DISABLED', 'PENDING'] as const;
export type AccountStatusValue = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS: Record<AccountStatusValue, StatusInfo> = {
  ENABLED: { label: 'Ativo', tone: 'success' },
  DISABLED: { label: 'Inativo', tone: 'neutral' },
  PENDING: { label: 'Pendente', tone: 'warning' },
};

/** The select options of an account status filter (clients, the customers report). */
export const ACCOUNT_STATUS_OPTIONS = ACCOUNT_STATUSES.map((value) => ({ value, label: ACCOUNT_STATUS[value].label }));

// ---- account types and company roles (docs/product/roles.md)

export type AccountTypeValue = 'SELLER' | 'BUYER' | 'ADMIN';

export function accountTypeLabel(type: AccountTypeValue, appName: string = env.appName): string {
  switch (type) {
    case 'SELLER':
      return 'Vendedor';
    case 'BUYER':
      return 'Comprador';
    case 'ADMIN':
      return `Admin ${appName}`;
  }
}

const ACCOUNT_TYPE_TONES: Record<AccountTypeValue, Tone> = { SELLER: 'info', BUYER: 'info', ADMIN: 'neutral' };

export type CompanyRoleValue = 'COLLABORATOR' | 'ADMIN';

export const COMPANY_ROLE: Record<CompanyRoleValue, StatusInfo> = {
  COLLABORATOR: { label: 'Colaborador', tone: 'neutral' },
  ADMIN: { label: 'Administrador', tone: 'info' },
};

// ---- one entry point for badges

export type StatusKind =
  | { kind: 'approval'; status: ApprovalStatus; entity: ApprovalEntity }
  | { kind: 'negotiation'; status: NegotiationStatus }
  | { kind: 'account'; status: AccountStatusValue }
  | { kind: 'accountType'; status: AccountTypeValue }
  | { kind: 'companyRole'; status: CompanyRoleValue };

function has<K extends string>(record: Record<K, unknown>, key: string): key is K {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/** Label and tone of any status; an unknown value shows as it is, in a neutral tone. */
export function statusInfo(input: StatusKind): StatusInfo {
  switch (input.kind) {
    case 'approval':
      return has(APPROVAL_TONES, input.status) ? approvalStatusInfo(input.status, input.entity) : unknown(input.status);
    case 'negotiation':
      return has(NEGOTIATION_STATUS, input.status) ? NEGOTIATION_STATUS[input.status] : unknown(input.status);
    case 'account':
      return has(ACCOUNT_STATUS, input.status) ? ACCOUNT_STATUS[input.status] : unknown(input.status);
    case 'accountType':
      return has(ACCOUNT_TYPE_TONES, input.status)
        ? { label: accountTypeLabel(input.status), tone: ACCOUNT_TYPE_TONES[input.status] }
        : unknown(input.status);
    case 'companyRole':
      return has(COMPANY_ROLE, input.status) ? COMPANY_ROLE[input.status] : unknown(input.status);
  }
}

function unknown(status: string): StatusInfo {
  return { label: String(status), tone: 'neutral' };
}

/** Tailwind classes of each tone; every pair passes AA contrast (≥ 4.5:1). */
export const TONE_CLASSES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  info: 'bg-primary-50 text-primary-800 ring-primary-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};
