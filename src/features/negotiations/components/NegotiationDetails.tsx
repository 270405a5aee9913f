import { RecordLink } from '@/components/ui/RecordLink';
import { Button } from '@/components/ui/Button';
import { useLazyOpen } from '@/lib/lazy-component';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { formatCurrency, formatUnitPrice } from '@/lib/format';
import { ContactCard } from './ContactCard';
import { addressText, fieldsOf, PROPOSABLE, quantityText, valueText } from './display';
import { InvoiceCard, showsInvoice } from './InvoiceCard';
import { PaymentCard, showsPayment } from './PaymentCard';
import { MessagesBox } from './MessagesBox';
import { ProposalCard } from './ProposalCard';
import { proposalDialog } from './lazy-proposal-dialog';
import { StatusActions, type StatusActionsProps } from './StatusActions';
import { Timeline } from './Timeline';
import { routes } from '@/lib/routes';

export type NegotiationDetailsProps = StatusActionsProps;

/**
 * A negotiation as both parties share it: parties, announcement, the agreed values ('Fazer
 * proposta' while Em cotação), the pending proposal, messages, whose turn it is and the next
 * statuses, contacts once Em andamento, and the timeline of every event.
 */
export function NegotiationDetails(props: NegotiationDetailsProps) {
  const { negotiation: n } = props;
  const proposal = useLazyOpen(proposalDialog);
  const unit = n.announcement.unit.name;
  // A party proposes while in quotation and nothing is pending (a pending one is answered, or countered, on its card).
  const canPropose = n.status === 'IN_QUOTATION' && n.viewerRoles.length > 0 && !n.pendingProposal && !n.onHold;
  const agreed = fieldsOf(n);
  const agreedValue = (field: (typeof agreed)[number]) => (
    <Detail key={field} label={PROPOSABLE[field].label} className={PROPOSABLE[field].wide ? 'md:col-span-2' : undefined}>
      {valueText(field, n[field], unit)}
    </Detail>
  );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <DetailCard title="Partes">
          <DetailList>
            <Detail label="Vendedor">
              <span className="block font-medium">{n.seller.tradeName}</span>
              <span className="block text-slate-700">{n.seller.companyName}</span>
            </Detail>
            <Detail label="Comprador">
              <span className="block font-medium">{n.buyer.tradeName}</span>
              <span className="block text-slate-700">{n.buyer.companyName}</span>
              <span className="block text-xs text-slate-600">{`Comprador responsável: ${n.buyerAccount.name}`}</span>
            </Detail>
          </DetailList>
        </DetailCard>
        <DetailCard title="Anúncio">
          <DetailList>
            <Detail label="Título">
              <RecordLink href={routes.announcement(n.announcement.id)}>
                {n.announcement.title}
              </RecordLink>
            </Detail>
            <Detail label="Produto">{n.announcement.product.name}</Detail>
            <Detail label="Preço anunciado">{formatUnitPrice(n.announcement.unitPrice, unit)}</Detail>
            <Detail label="Disponível">{quantityText(n.announcement.quantity, unit)}</Detail>
            <Detail label="Local">{`${n.announcement.city}/${n.announcement.uf}`}</Detail>
          </DetailList>
        </DetailCard>
        <DetailCard title="Valores">
          <DetailList>
            {/* The agreed values (the terms only with Entrega), the total after the short ones. */}
            {agreed.filter((field) => !PROPOSABLE[field].wide).map(agreedValue)}
            <Detail label="Valor total">
              <span className="text-base font-semibold">{formatCurrency(n.total)}</span>
            </Detail>
            {agreed.filter((field) => PROPOSABLE[field].wide).map(agreedValue)}
            {n.delivery === 'PICKUP' && n.pickupAddress ? (
              <Detail label="Local de retirada" className="md:col-span-2">
                {addressText(n.pickupAddress)}
              </Detail>
            ) : null}
          </DetailList>
          {canPropose ? (
            <Button variant="outline" size="sm" className="mt-4" {...proposal.openerProps}>
              Fazer proposta
            </Button>
          ) : null}
        </DetailCard>
        {n.pendingProposal ? <ProposalCard negotiation={n} proposal={n.pendingProposal} /> : null}
        {showsPayment(n) ? <PaymentCard negotiation={n} /> : null}
        {showsInvoice(n) ? <InvoiceCard negotiation={n} /> : null}
        <MessagesBox negotiation={n} />
      </div>
      <div className="flex flex-col gap-6">
        <StatusActions {...props} />
        <ContactCard negotiation={n} />
        <DetailCard title="Linha do tempo">
          <Timeline negotiation={n} />
        </DetailCard>
      </div>
      {proposal.Component ? <proposal.Component negotiation={n} onClose={proposal.close} /> : null}
    </div>
  );
}
