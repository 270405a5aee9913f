import { Detail, DetailCard } from '@/components/ui/DetailCard';
import { textLinkClass } from '@/components/ui/RecordLink';
import { formatPhone } from '@/lib/format';
import type { Negotiation, NegotiationContacts } from '../api';

function CompanyContact({ contact }: { contact: NegotiationContacts['seller'] }) {
  return (
    <>
      <span className="block font-medium">{contact.companyName}</span>
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className={`block ${textLinkClass}`}>
          {contact.email}
        </a>
      ) : null}
      <span className="block">{contact.phone ? formatPhone(contact.phone) : 'Telefone não informado'}</span>
    </>
  );
}

/**
 * 'Contatos': the companies' e-mail and phone (and the buyer's person) once the negotiation reached
 * Em andamento; before that the API sends none and the card says when they appear.
 */
export function ContactCard({ negotiation: n }: { negotiation: Negotiation }) {
  const c = n.contacts;
  return (
    <DetailCard title="Contatos">
      {c ? (
        <dl className="grid grid-cols-1 gap-4 text-sm">
          <Detail label="Vendedor">
            <CompanyContact contact={c.seller} />
          </Detail>
          <Detail label="Comprador">
            <CompanyContact contact={c.buyer} />
            <span className="mt-1 block text-slate-700">
              {`Responsável: ${c.buyer.person.name} (`}
              <a href={`mailto:${c.buyer.person.email}`} className={textLinkClass}>
                {c.buyer.person.email}
              </a>
              )
            </span>
          </Detail>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">Os contatos das empresas aparecem aqui quando a negociação estiver em andamento.</p>
      )}
    </DetailCard>
  );
}
