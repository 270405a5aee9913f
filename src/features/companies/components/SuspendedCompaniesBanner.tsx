import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useAuth } from '@/features/auth/queries';
import { endSentence } from '@/lib/format';
import { routes } from '@/lib/routes';
import { companyQueries } from '../queries';

/**
 * For a member of a suspended company (INACTIVE, docs/moderation.md), on every signed-in page: the
 * company, the admin's reason and what it means. The list is read quietly: a failure leaves the
 * page as it is (the company's own page says it too).
 */
export function SuspendedCompaniesBanner() {
  const { session } = useAuth();
  const member = session.status === 'signed-in' && !session.user.isAdmin;
  const mine = useQuery({ ...companyQueries.own(), enabled: member, meta: { silent: true } });
  const suspended = (mine.data?.data ?? []).filter((c) => c.status === 'INACTIVE');
  if (!member || suspended.length === 0) return null;
  return (
    <div role="note" aria-label="Empresa suspensa" className="mb-6 flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      {suspended.map((c) => (
        <p key={c.id}>
          <span className="font-semibold">
            A empresa <Link href={routes.company(c.id)} className="underline">{c.tradeName || c.companyName}</Link> está suspensa.
          </span>{' '}
          Motivo: {endSentence(c.suspensionReason || 'não informado')} Os anúncios dela estão fora da vitrine e as negociações em aberto só podem ser canceladas até
          que a administração a reative. Você continua consultando os seus dados.
        </p>
      ))}
    </div>
  );
}
