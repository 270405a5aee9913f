import { DELIVERY_LABELS } from '@/features/negotiations/model';
import type { ReportKind } from '@/features/reports/api';
import { formatCnpj, formatCpf, formatPhone } from '@/lib/format';
import { ACCOUNT_STATUS, accountTypeLabel, approvalStatusLabel, NEGOTIATION_STATUS } from '@/lib/status';
import type { CellObject } from 'xlsx';
import { db } from '../db/store';
import type { AccountRecord } from '../db/types';
import { companiesOf } from './accounts';
import { joins } from './announcement-views';
import { keep, type Filters } from './report-filters';
import { dateCell, dateTimeCell, moneyCell } from './xlsx';

/**
 * The five admin reports as sheets (handlers/reports.ts writes them as workbooks): a pt-BR header
 * row and one row per record kept by the filters (report-filters.ts), by their first column, the
 * id, ascending: one order a reader can see (ids are given in creation order by a real database;
 * the seed's announcements run newest first, so their creation dates would not read as one order).
 */

/** A text, a plain number, or a typed cell: a date, a date-time or an amount (xlsx.ts). */
type Cell = string | number | CellObject;

interface Sheet {
  name: string;
  header: string[];
  rows: Cell[][];
}

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

function announcementsSheet(filters: Filters): Sheet {
  const j = joins();
  const rows = db.announcements
    .filter((a) => keep(filters, a.status, a.createdAt))
    .sort(byId)
    .map((a): Cell[] => {
      const company = j.companies.get(a.companyId);
      return [
        a.id,
        a.title,
        j.products.get(a.productId)?.name ?? '',
        company?.companyName ?? '',
        company ? formatCnpj(company.cnpj) : '',
        a.quantity,
        j.units.get(a.unitIndex)?.name ?? '',
        moneyCell(a.unitPrice),
        moneyCell(Math.round(a.quantity * a.unitPrice * 100) / 100),
        a.location.city,
        a.location.uf,
        dateCell(a.availableFrom),
        approvalStatusLabel(a.status, 'announcement'),
        yesNo(j.featured.has(a.id)),
        a.rejectionReason ?? '',
        dateTimeCell(a.createdAt),
        dateTimeCell(a.updatedAt),
      ];
    });
  return {
    name: 'Anúncios',
    header: [
      'ID',
      'Título',
      'Produto',
      'Empresa',
      'CNPJ da empresa',
      'Quantidade',
      'Unidade',
      'Preço unitário (R$)',
      'Valor total (R$)',
      'Cidade',
      'UF',
      'Disponível a partir de',
      'Status',
      'Destaque',
      'Motivo da reprovação',
      'Cadastrado em',
      'Atualizado em',
    ],
    rows,
  };
}

function companiesSheet(filters: Filters): Sheet {
  const owners = new Map(db.accounts.map((a) => [a.id, a]));
  const names = new Map(db.companies.map((c) => [c.id, c.companyName]));
  const rows = db.companies
    .filter((c) => keep(filters, c.status, c.createdAt))
    .sort(byId)
    .map((c): Cell[] => {
      const owner = owners.get(c.ownerAccountId);
      const { street, number, complement, neighborhood } = c.address;
      return [
        c.id,
        c.companyName,
        c.tradeName,
        formatCnpj(c.cnpj),
        c.email,
        formatPhone(c.phone),
        c.website,
        c.address.zipCode.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
        [`${street}, ${number}`, complement, neighborhood].filter(Boolean).join(' — '),
        c.address.city,
        c.address.uf,
        c.parentCompanyId !== null ? (names.get(c.parentCompanyId) ?? '') : '',
        owner?.name ?? '',
        owner?.email ?? '',
        approvalStatusLabel(c.status, 'company'),
        c.rejectionReason ?? '',
        dateTimeCell(c.createdAt),
      ];
    });
  return {
    name: 'Empresas',
    header: [
      'ID',
      'Razão social',
      'Nome fantasia',
      'CNPJ',
      'E-mail',
      'Telefone',
      'Site',
      'CEP',
      'Endereço',
      'Cidade',
      'UF',
      'Matriz',
      'Responsável',
      'E-mail do responsável',
      'Status',
      'Motivo da reprovação',
      'Cadastrada em',
    ],
    rows,
  };
}

function negotiationsSheet(filters: Filters): Sheet {
  const j = joins();
  const accounts = new Map(db.accounts.map((a) => [a.id, a]));
  const announcements = new Map(db.announcements.map((a) => [a.id, a]));
  const rows = db.negotiations
    .filter((n) => keep(filters, n.status, n.createdAt))
    .sort(byId)
    .map((n): Cell[] => {
      const announcement = announcements.get(n.announcementId);
      const seller = j.companies.get(n.sellerCompanyId);
      const buyer = j.companies.get(n.buyerCompanyId);
      return [
        n.id,
        announcement?.title ?? '',
        announcement ? (j.products.get(announcement.productId)?.name ?? '') : '',
        seller?.companyName ?? '',
        seller ? formatCnpj(seller.cnpj) : '',
        buyer?.companyName ?? '',
        buyer ? formatCnpj(buyer.cnpj) : '',
        // Whoever opened it: the buyer, or the seller from an interest it received.
        accounts.get(n.events.find((e) => e.type === 'OPENED')?.accountId ?? n.buyerAccountId)?.name ?? '',
        n.quantity,
        announcement ? (j.units.get(announcement.unitIndex)?.name ?? '') : '',
        moneyCell(n.unitPrice),
        moneyCell(Math.round(n.quantity * n.unitPrice * 100) / 100),
        DELIVERY_LABELS[n.delivery],
        NEGOTIATION_STATUS[n.status].label,
        dateTimeCell(n.createdAt),
        dateTimeCell(n.updatedAt),
      ];
    });
  return {
    name: 'Negociações',
    header: [
      'Nº',
      'Anúncio',
      'Produto',
      'Vendedor',
      'CNPJ do vendedor',
      'Comprador',
      'CNPJ do comprador',
      'Aberta por',
      'Quantidade',
      'Unidade',
      'Preço unitário (R$)',
      'Total (R$)',
      'Entrega',
      'Status',
      'Aberta em',
      'Atualizada em',
    ],
    rows,
  };
}

const isClient = (a: AccountRecord): a is AccountRecord & { accountType: 'SELLER' | 'BUYER' } => !a.isAdmin && a.accountType !== 'ADMIN';

function customersSheet(filters: Filters): Sheet {
  const rows = db.accounts
    .filter(isClient)
    .filter((a) => keep(filters, a.status, a.createdAt))
    .sort(byId)
    .map((a): Cell[] => {
      const companies = companiesOf(a.id);
      return [
        a.id,
        a.name,
        a.email,
        formatCpf(a.cpf),
        formatPhone(a.phone),
        accountTypeLabel(a.accountType),
        ACCOUNT_STATUS[a.status].label,
        companies.length,
        companies.map((c) => c.companyName).join('; '),
        dateTimeCell(a.createdAt),
      ];
    });
  return {
    name: 'Clientes',
    header: ['ID', 'Nome', 'E-mail', 'CPF', 'Telefone', 'Tipo de conta', 'Status', 'Nº de empresas', 'Empresas', 'Cadastrado em'],
    rows,
  };
}

function productsSheet(filters: Filters): Sheet {
  const categories = new Map(db.categories.map((c) => [c.id, c.name]));
  const subCategories = new Map(db.subCategories.map((s) => [s.index, s.name]));
  const segments = new Map(db.segments.map((s) => [s.index, s.name]));
  const rows = db.products
    .filter((p) => keep(filters, null, p.createdAt))
    .sort(byId)
    .map((p): Cell[] => {
      const announcements = db.announcements.filter((a) => a.productId === p.id);
      return [
        p.id,
        p.name,
        p.description,
        p.categories.map((c) => categories.get(c.categoryId) ?? '').filter(Boolean).join('; '),
        p.categories.flatMap((c) => c.subCategoriesIndex.map((i) => subCategories.get(i) ?? '')).filter(Boolean).join('; '),
        p.segmentsIndex.map((i) => segments.get(i) ?? '').filter(Boolean).join('; '),
        announcements.length,
        announcements.filter((a) => a.status === 'APPROVED').length,
        dateTimeCell(p.createdAt),
        dateTimeCell(p.updatedAt),
      ];
    });
  return {
    name: 'Produtos',
    header: ['ID', 'Produto', 'Descrição', 'Categorias', 'Subcategorias', 'Segmentos', 'Anúncios', 'Anúncios aprovados', 'Cadastrado em', 'Atualizado em'],
    rows,
  };
}

export const SHEETS: Record<ReportKind, (filters: Filters) => Sheet> = {
  announcements: announcementsSheet,
  companies: companiesSheet,
  negotiations: negotiationsSheet,
  customers: customersSheet,
  products: productsSheet,
};
