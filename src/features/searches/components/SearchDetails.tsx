import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Search } from '../api';
import { maxPriceText, quantityText, SearchStatusBadges, soughtText } from './display';

export function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-lg border border-slate-200 bg-white p-4 md:p-5 ${className ?? ''}`}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  // The <div> groups one dt/dd pair, the only wrapper a <dl> allows: span columns with className.
  return (
    <div className={className ? `flex flex-col gap-0.5 ${className}` : 'flex flex-col gap-0.5'}>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What a search asks for, its company and its state. */
export function SearchDetails({ search: s }: { search: Search }) {
  return (
    <Card title="Detalhes da busca">
      <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Detail label="Procura">{soughtText(s)}</Detail>
        <Detail label="Categoria">{s.category?.name ?? '—'}</Detail>
        <Detail label="Quantidade">{quantityText(s)}</Detail>
        <Detail label="Preço máximo">{maxPriceText(s)}</Detail>
        <Detail label="Prazo">{formatDate(s.deadline)}</Detail>
        <Detail label="UF de entrega">{s.uf}</Detail>
        <Detail label="Empresa">{s.company.tradeName || s.company.companyName}</Detail>
        <Detail label="Situação">
          <SearchStatusBadges search={s} />
        </Detail>
        <Detail label="Descrição" className="md:col-span-2">
          <span className="whitespace-pre-line">{s.description}</span>
        </Detail>
        <Detail label="Criada em">{formatDateTime(s.createdAt)}</Detail>
        {s.inactivatedAt ? <Detail label="Inativada em">{formatDateTime(s.inactivatedAt)}</Detail> : null}
      </dl>
      {s.status === 'REJECTED' && s.rejectionReason ? (
        <p role="note" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <span className="font-medium">Motivo da reprovação:</span> {s.rejectionReason}
        </p>
      ) : null}
    </Card>
  );
}
