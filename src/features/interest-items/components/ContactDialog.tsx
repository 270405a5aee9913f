import { Detail, DetailList } from '@/components/ui/DetailCard';
import { Modal } from '@/components/ui/Modal';
import { textLinkClass } from '@/components/ui/RecordLink';
import { formatPhone } from '@/lib/format';
import type { ReceivedInterest } from '../api';

function Email({ address }: { address: string }) {
  return address ? (
    <a href={`mailto:${address}`} className={textLinkClass}>
      {address}
    </a>
  ) : null;
}

/** 'Ver contato' of a received interest: who registered it and the company it buys for. */
export function ContactDialog({ item, open, onClose }: { item: ReceivedInterest; open: boolean; onClose: () => void }) {
  const { customer, company } = item.contact;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Contato de ${customer.name}`}
      description={`Interesse em “${item.announcement.title}”.`}
    >
      <DetailList from="sm">
        <Detail label="Cliente">{customer.name}</Detail>
        <Detail label="Empresa compradora">{company.companyName}</Detail>
        <Detail label="E-mail do cliente">
          <Email address={customer.email} />
        </Detail>
        <Detail label="E-mail da empresa">
          <Email address={company.email} />
        </Detail>
        <Detail label="Telefone do cliente">{formatPhone(customer.phone)}</Detail>
        <Detail label="Telefone da empresa">{formatPhone(company.phone)}</Detail>
      </DetailList>
    </Modal>
  );
}
