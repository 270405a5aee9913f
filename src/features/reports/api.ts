import type { QueryParams } from '@/lib/api/params';
import { datedFileName } from '@/lib/api/transfer';
import {
  ACCOUNT_STATUS_OPTIONS,
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  approvalStatusOptions,
  NEGOTIATION_STATUS_OPTIONS,
  NEGOTIATION_STATUSES,
  REVIEW_STATUSES,
} from '@/lib/status';

/**
 * Admin reports (docs/product/calls.md "Reports (downloads)", docs/product/calls.md): five .xlsx downloads under
 * `/reports/admin/*`, fetched as blobs with the bearer token. Each answers a workbook with a pt-BR
 * header row and one row per record, named by `Content-Disposition`
 * (`relatorio-anuncios-2026-11-22.xlsx`); without that header the app uses the same dated name.
 *
 * Filters, as query parameters (all optional; the mock answers 400 for an invalid one):
 * - `from`, `to`: the period, inclusive, as yyyy/MM/dd (docs/product/limits.md; an ISO date-time works too),
 *   over the record's creation date (a negotiation's opening) in Brasília time;
 * - `status`: one of the report's statuses (repeat it for several); products have none.
 *
 * Failures are the HTTP message of docs/product/messages.md (the blob body carries no readable domain code), or
 * the unauthorized message without a request when nobody is signed in (`fetchFile`).
 */

export const REPORT_KINDS = ['announcements', 'companies', 'negotiations', 'customers', 'products'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The statuses each report filters by (none for products). */
export const REPORT_STATUSES = {
  announcements: REVIEW_STATUSES,
  companies: APPROVAL_STATUSES,
  negotiations: NEGOTIATION_STATUSES,
  customers: ACCOUNT_STATUSES,
  products: [],
} as const satisfies Record<ReportKind, readonly string[]>;

interface ReportOption {
  value: string;
  label: string;
}

export interface ReportDefinition {
  kind: ReportKind;
  /** API path of the download. */
  url: string;
  /** Card title and the noun of the download button ('Baixar relatório de anúncios'). */
  title: string;
  noun: string;
  description: string;
  /** Base of the file name: `relatorio-anuncios` → `relatorio-anuncios-2026-11-22.xlsx`. */
  fileBase: string;
  /** What the period filters by. */
  periodLegend: string;
  /** Status filter options in the report's own words; empty when the report has no status. */
  statusOptions: readonly ReportOption[];
}

export const REPORTS: Record<ReportKind, ReportDefinition> = {
  announcements: {
    kind: 'announcements',
    url: '/reports/admin/announcements',
    title: 'Anúncios',
    noun: 'anúncios',
    description: 'Todos os anúncios com empresa, produto, quantidade, preço, local, status e destaque.',
    fileBase: 'relatorio-anuncios',
    periodLegend: 'Período de cadastro',
    statusOptions: approvalStatusOptions('announcement'),
  },
  companies: {
    kind: 'companies',
    url: '/reports/admin/companies',
    title: 'Empresas',
    noun: 'empresas',
    description: 'Empresas cadastradas com CNPJ, contato, endereço, matriz, responsável e status.',
    fileBase: 'relatorio-empresas',
    periodLegend: 'Período de cadastro',
    statusOptions: approvalStatusOptions('company', { withInactive: true }),
  },
  negotiations: {
    kind: 'negotiations',
    url: '/reports/admin/negotiations',
    title: 'Negociações',
    noun: 'negociações',
    description: 'Negociações com anúncio, vendedor, comprador, quantidade, valores, entrega e status.',
    fileBase: 'relatorio-negociacoes',
    periodLegend: 'Período de abertura',
    statusOptions: NEGOTIATION_STATUS_OPTIONS,
  },
  customers: {
    kind: 'customers',
    url: '/reports/admin/customers',
    title: 'Clientes',
    noun: 'clientes',
    description: 'Compradores e vendedores com CPF, contato, tipo de conta, status e empresas.',
    fileBase: 'relatorio-clientes',
    periodLegend: 'Período de cadastro',
    statusOptions: ACCOUNT_STATUS_OPTIONS,
  },
  products: {
    kind: 'products',
    url: '/reports/admin/products',
    title: 'Produtos',
    noun: 'produtos',
    description: 'O catálogo de produtos com categorias, subcategorias, segmentos e quantos anúncios usam cada um.',
    fileBase: 'relatorio-produtos',
    periodLegend: 'Período de cadastro',
    statusOptions: [],
  },
};

/** The dated default name of a report, e.g. `relatorio-negociacoes-2026-11-22.xlsx`. */
export function reportFileName(kind: ReportKind, now = new Date()): string {
  return datedFileName(REPORTS[kind].fileBase, 'xlsx', now);
}

/** The query of a report (ReportCard builds it with toReportParams). */
export interface ReportParams extends QueryParams {
  from?: string;
  to?: string;
  status?: string;
}

