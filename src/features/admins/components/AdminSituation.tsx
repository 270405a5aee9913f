import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import type { Admin } from '../api';

/**
 * An admin's situation: 'Convite enviado' while an invitee has not set a password (signed in),
 * since their account is enabled from the invite on but nobody can use it yet; else the status.
 */
export function AdminSituation({ admin }: { admin: Pick<Admin, 'status' | 'invitePending'> }) {
  if (admin.invitePending && admin.status === 'ENABLED') return <Badge tone="warning">Convite enviado</Badge>;
  return <StatusBadge kind="account" status={admin.status} />;
}
