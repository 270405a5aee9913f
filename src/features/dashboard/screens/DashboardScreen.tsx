import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSessionUser } from '@/features/auth/queries';
import { NegotiationsSection } from '../components/NegotiationsPanel';
import { QueuesPanel } from '../components/QueuesPanel';
import { linkClass } from '../components/StatCard';
import { TimelineSection } from '../components/TimelinePanel';
import { routes } from '@/lib/routes';

/**
 * `/admin`: the marketplace at a glance. Pending queues (companies, announcements, searches),
 * featured slots in use, negotiations by status and the last 30 days' new clients and
 * announcements, each number a link to the filtered list that explains it. `sections`: what other
 * features add at the end (the page passes the platform's Impacto).
 */
export function DashboardScreen({ sections }: { sections?: ReactNode }) {
  const user = useSessionUser();
  return (
    <>
      <PageHeader
        title="Painel administrativo"
        description={`Bem-vindo(a), ${user.name.split(' ')[0]}. Acompanhe as filas de aprovação e o movimento da plataforma.`}
        actions={
          <Link href={routes.admin.reports()} className={linkClass}>
            Baixar relatórios
          </Link>
        }
      />
      <div className="flex flex-col gap-8">
        <QueuesPanel />
        <div className="grid gap-8 xl:grid-cols-2">
          <NegotiationsSection />
          <TimelineSection />
        </div>
        {sections}
      </div>
    </>
  );
}
