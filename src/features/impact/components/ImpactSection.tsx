import { DetailCard } from '@/components/ui/DetailCard';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { SkeletonText } from '@/components/ui/Skeleton';
import { IMPACT_ESTIMATE_NOTE, IMPACT_FLOWS, IMPACT_SCOPE_NOTE } from '@/lib/impact';
import type { Impact, ImpactScope } from '../api';
import { impactExportUrl, impactFileName } from '../model';
import { useImpact } from '../queries';
import { ImpactFlow } from './ImpactFlow';

function Figures({ impact }: { impact: Impact }) {
  if (impact.sold.negotiations === 0 && impact.bought.negotiations === 0) return <EmptyState title="Nenhuma negociação finalizada ainda." />;
  if (!impact.company) return <ImpactFlow title={IMPACT_FLOWS.platform} figures={impact.sold} none="" />;
  return (
    <>
      <ImpactFlow title={IMPACT_FLOWS.sold} figures={impact.sold} none="Nenhuma venda finalizada ainda." />
      <ImpactFlow title={IMPACT_FLOWS.bought} figures={impact.bought} none="Nenhuma compra finalizada ainda." />
    </>
  );
}

/**
 * "Impacto" for a company's ESG report (docs/deal/impact.md): on the company page (its members,
 * and the admin's view) and in the admin dashboard (the platform). The figures, with the weight
 * labelled as an estimate, and the same as an .xlsx the API writes (DownloadButton, as reports do).
 */
export function ImpactSection({ scope }: { scope: ImpactScope }) {
  const impact = useImpact(scope);
  return (
    <DetailCard title="Impacto">
      <div className="flex flex-col gap-5">
        <p className="text-sm text-slate-700">{IMPACT_SCOPE_NOTE}</p>
        {impact.data ? (
          <Figures impact={impact.data} />
        ) : (
          <QueryLoadFailure query={impact} what="o impacto" loading={<SkeletonText lines={4} label="Carregando impacto..." />} />
        )}
        <p className="text-xs text-slate-600">{IMPACT_ESTIMATE_NOTE}</p>
        <div>
          <DownloadButton url={impactExportUrl(scope)} defaultName={() => impactFileName(impact.data?.company?.name ?? null)} disabled={!impact.data}>
            Baixar planilha (.xlsx)
          </DownloadButton>
        </div>
      </div>
    </DetailCard>
  );
}
