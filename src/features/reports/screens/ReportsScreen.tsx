import { PageHeader } from '@/components/ui/PageHeader';
import { REPORT_KINDS, REPORTS } from '../api';
import { ReportCard } from '../components/ReportCard';
import { routes } from '@/lib/routes';

/**
 * `/admin/relatorios`: the five admin reports (docs/product/calls.md), each with its filters and a download
 * with progress; a failure is toasted with the catalogue's message (DownloadButton).
 */
export function ReportsScreen() {
  return (
    <>
      <PageHeader
        title="Relatórios"
        description="Baixe os dados da plataforma em planilhas do Excel (.xlsx). Deixe os filtros em branco para incluir todos os registros."
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Relatórios' }]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {REPORT_KINDS.map((kind) => (
          <ReportCard key={kind} report={REPORTS[kind]} />
        ))}
      </div>
    </>
  );
}
