import type { Address } from '@/lib/validators/address';
import type { Negotiation, Proposal } from '../api';
import { addressText } from './display';

/**
 * Where a proposal with Entrega may send the goods: the address it answers (a pending proposal's),
 * the agreed one, the buying company's (the buyer sees it), or another typed with the CEP lookup.
 */
export interface AddressChoice {
  value: 'PROPOSED' | 'AGREED' | 'BUYER' | 'OTHER';
  label: string;
  description?: string;
  address: Address | null;
}

export function addressChoices(n: Pick<Negotiation, 'deliveryTerms' | 'buyerAddress'>, pending?: Pick<Proposal, 'deliveryTerms'> | null): AddressChoice[] {
  const choices: AddressChoice[] = [];
  const seen = new Set<string>();
  const add = (value: AddressChoice['value'], label: string, address: Address | null | undefined) => {
    if (!address || seen.has(JSON.stringify(address))) return;
    seen.add(JSON.stringify(address));
    choices.push({ value, label, description: addressText(address), address });
  };
  add('PROPOSED', 'Endereço da proposta pendente', pending?.deliveryTerms?.address);
  add('AGREED', 'Endereço combinado', n.deliveryTerms?.address);
  add('BUYER', 'Endereço da empresa compradora', n.buyerAddress);
  choices.push({ value: 'OTHER', label: 'Outro endereço', address: null });
  return choices;
}
