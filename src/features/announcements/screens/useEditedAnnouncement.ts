import { useMemo } from 'react';
import { useRouteId } from '@/lib/hooks/useRouteId';
import { useAnnouncement } from '../queries';
import { fromAnnouncement } from '../form-values';

/**
 * The announcement an edit screen opens (the address's `[id]`), as the seller's and the admin's
 * editors read it: the query, its form values, and its company, which the company select must
 * keep even when the list of companies would not offer it.
 */
export function useEditedAnnouncement() {
  const id = useRouteId();
  const query = useAnnouncement(id);
  const a = query.data;
  const keep = useMemo(() => (a ? { id: a.company.id, name: a.company.companyName } : undefined), [a]);
  const defaults = useMemo(() => (a ? fromAnnouncement(a) : null), [a]);
  return { id, query, a, keep, defaults };
}
