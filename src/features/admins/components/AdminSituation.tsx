import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import type { Admin } from '../api';

/**
 * An admin's situation: 'Convite enviado' while an invitee has not set a password (signed in):
 * their account waits, PENDING, until then (docs/identity.md); else the status. A deactivated
 * invitee shows as such.
 */
export function AdminSituation({ admin }: { admin: Pick<Admin, 'status' | 'invitePending'> }) {
  if (admin.invitePending && admin.status !== 'DISABLED') return <Badge tone="warning">Convite enviado</Badge>;
  return <StatusBadge kind="account" status={admin.status} />;
}
