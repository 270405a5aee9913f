import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_OPTIONS,
  ACCOUNT_STATUSES,
  accountTypeLabel,
  APPROVAL_STATUSES,
  approvalStatusLabel,
  approvalStatusOptions,
  NEGOTIATION_STATUS_OPTIONS,
  NEGOTIATION_STATUSES,
  REVIEW_STATUSES,
  statusInfo,
  TONE_CLASSES,
} from '@/lib/status';

describe('status labels — docs/product/statuses.md and docs/product/roles.md', () => {
  it('agrees approval labels with the gender of the entity', () => {
    expect(approvalStatusLabel('APPROVED', 'company')).toBe('Aprovada');
    expect(approvalStatusLabel('REJECTED', 'company')).toBe('Reprovada');
    expect(approvalStatusLabel('APPROVED', 'search')).toBe('Aprovada');
    expect(approvalStatusLabel('REJECTED', 'search')).toBe('Reprovada');
    expect(approvalStatusLabel('APPROVED', 'announcement')).toBe('Aprovado');
    expect(approvalStatusLabel('REJECTED', 'announcement')).toBe('Reprovado');
    for (const entity of ['company', 'search', 'announcement', 'client'] as const) {
      expect(approvalStatusLabel('PENDING', entity)).toBe('Pendente');
      expect(approvalStatusLabel('INACTIVE', entity)).toBe('Inativo');
    }
  });

  it('lists filter options, with INACTIVE only when asked', () => {
    expect(approvalStatusOptions('company').map((o) => o.label)).toEqual(['Pendente', 'Aprovada', 'Reprovada']);
    expect(approvalStatusOptions('company', { withInactive: true }).map((o) => o.value)).toEqual([...APPROVAL_STATUSES]);
    expect(approvalStatusOptions('search').map((o) => o.value)).toEqual([...REVIEW_STATUSES]);
    expect(APPROVAL_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'INACTIVE']);
    expect(NEGOTIATION_STATUS_OPTIONS.map((o) => o.value)).toEqual([...NEGOTIATION_STATUSES]);
    expect(ACCOUNT_STATUS_OPTIONS).toEqual([
      { value: 'ENABLED', label: 'Ativo' },
      { value: 'DISABLED', label: 'Inativo' },
      { value: 'PENDING', label: 'Pendente' },
    ]);
  });

  it('names every negotiation status', () => {
    expect(NEGOTIATION_STATUSES.map((status) => statusInfo({ kind: 'negotiation', status }).label)).toEqual([
      'Em cotação',
      'Em andamento',
      'Aguardando pagamento',
      'Entrega/coleta liberada',
      'Finalizado',
      'Cancelado',
    ]);
  });

  it('names account statuses, account types and company roles', () => {
    expect(ACCOUNT_STATUSES.map((status) => statusInfo({ kind: 'account', status }).label)).toEqual(['Ativo', 'Inativo', 'Pendente']);
    expect(statusInfo({ kind: 'accountType', status: 'SELLER' }).label).toBe('Vendedor');
    expect(statusInfo({ kind: 'accountType', status: 'BUYER' }).label).toBe('Comprador');
    expect(statusInfo({ kind: 'accountType', status: 'ADMIN' }).label).toBe('Admin Giro');
    expect(accountTypeLabel('ADMIN', 'Outro')).toBe('Admin Outro');
    expect(statusInfo({ kind: 'companyRole', status: 'COLLABORATOR' }).label).toBe('Colaborador');
    expect(statusInfo({ kind: 'companyRole', status: 'ADMIN' }).label).toBe('Administrador');
  });

  it('gives every status a tone with classes, and shows unknown values as they are', () => {
    const all = [
      ...APPROVAL_STATUSES.map((status) => statusInfo({ kind: 'approval', status, entity: 'company' })),
      ...NEGOTIATION_STATUSES.map((status) => statusInfo({ kind: 'negotiation', status })),
      ...ACCOUNT_STATUSES.map((status) => statusInfo({ kind: 'account', status })),
    ];
    for (const info of all) expect(TONE_CLASSES[info.tone]).toBeTruthy();
    expect(statusInfo({ kind: 'negotiation', status: 'ON_HOLD' as never })).toEqual({ label: 'ON_HOLD', tone: 'neutral' });
    expect(statusInfo({ kind: 'approval', status: 'ARCHIVED' as never, entity: 'company' }).label).toBe('ARCHIVED');
  });
});
