import { formatDate, formatDateTime } from '@/lib/format';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import type { Search } from '../api';
import { maxPriceText, quantityText, RejectionReasonNote, SearchStatusBadges, soughtText } from './display';

/** What a search asks for, its company and its state. */
export function SearchDetails({ search: s }: { search: Search }) {
  return (
    <DetailCard title="Detalhes da busca">
      <DetailList>
        <Detail label="Procura">{soughtText(s)}</Detail>
        <Detail label="Categoria">{s.category?.name}</Detail>
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
      </DetailList>
      {s.status === 'REJECTED' && s.rejectionReason ? <RejectionReasonNote reason={s.rejectionReason} className="mt-4" /> : null}
    </DetailCard>
  );
}
