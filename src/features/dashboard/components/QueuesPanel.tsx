import { formatNumber } from '@/lib/format';
import { MAX_FEATURED } from '@/features/featured/model';
import { useFeaturedCount, usePendingAnnouncementsCount, usePendingCompaniesCount, usePendingSearchesCount } from '../queries';
import { DASHBOARD_LINKS } from './links';
import { Section } from './Section';
import { plural, StatCard } from './StatCard';

/** The approval queues (companies, announcements, searches) and the featured slots in use. */
export function QueuesPanel() {
  const companies = usePendingCompaniesCount();
  const announcements = usePendingAnnouncementsCount();
  const searches = usePendingSearchesCount();
  const featured = useFeaturedCount();
  return (
    <Section title="Filas e destaques" description="O que aguarda aprovação e as vagas de destaque. Cada número abre a lista correspondente.">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Empresas" count={companies} href={DASHBOARD_LINKS.companies} describe={(n) => plural(n, 'empresa pendente', 'empresas pendentes')} />
        <StatCard title="Anúncios" count={announcements} href={DASHBOARD_LINKS.announcements} describe={(n) => plural(n, 'anúncio pendente', 'anúncios pendentes')} />
        <StatCard title="Buscas" count={searches} href={DASHBOARD_LINKS.searches} describe={(n) => plural(n, 'busca pendente', 'buscas pendentes')} />
        <StatCard
          title="Destaques"
          count={featured}
          href={DASHBOARD_LINKS.featured}
          describe={() => `de ${MAX_FEATURED} destaques em uso`}
          footer={featured.data !== undefined ? `${formatNumber(Math.max(0, MAX_FEATURED - featured.data))} de ${MAX_FEATURED} vagas livres na vitrine.` : undefined}
        />
      </ul>
    </Section>
  );
}
