import type { SearchStatus } from '@/features/searches/api';
import type { AnnouncementRecord } from './announcements';
import type { CatalogueTables } from './catalogue';
import { seedDate } from './seed-dates';
import type { AccountRecord, CompanyRecord, FileRecord } from './types';

/**
 * What buyers and sellers do once they meet an announcement (docs/product/statuses.md): favorites, interest
 * items, searches (wanted items) and negotiations. Records keep ids; the handlers join them into
 * the API shapes.
 */
export interface FavoriteRecord {
  id: number;
  accountId: number;
  announcementId: number;
  createdAt: string;
}

export interface InterestItemRecord {
  id: number;
  /** The client who registered it. */
  accountId: number;
  /** The company the client buys for. */
  companyId: number;
  announcementId: number;
  quantity: number;
  message: string;
  createdAt: string;
}

export interface SearchRecord {
  id: number;
  companyId: number;
  createdByAccountId: number;
  productId: number | null;
  categoryId: number | null;
  quantity: number;
  unitIndex: number;
  maxPrice: number;
  /** ISO date-time. */
  deadline: string;
  uf: string;
  description: string;
  status: SearchStatus;
  rejectionReason: string | null;
  /** Searches are inactivated, never deleted. */
  active: boolean;
  inactivatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

import { seedNegotiations, type NegotiationRecord } from './negotiations';

export interface DealTables {
  favorites: FavoriteRecord[];
  interestItems: InterestItemRecord[];
  searches: SearchRecord[];
  negotiations: NegotiationRecord[];
}

/** The sequences of the deal tables (last id of each), for `Db.sequences`. */
export function dealSequences(tables: DealTables): Record<keyof DealTables, number> {
  const last = (rows: { id: number }[]) => rows.reduce((max, r) => Math.max(max, r.id), 0);
  return {
    favorites: last(tables.favorites),
    interestItems: last(tables.interestItems),
    searches: last(tables.searches),
    negotiations: last(tables.negotiations),
  };
}

export interface DealSeedInput {
  accounts: readonly AccountRecord[];
  companies: readonly CompanyRecord[];
  announcements: readonly AnnouncementRecord[];
  catalogue: CatalogueTables;
  /** The last file id the announcements took: the negotiations' papers come after. */
  firstFileId: number;
}

/**
 * Products the e2e journeys use on fresh records: the buyer's seed leaves them alone (no favorite,
 * interest or negotiation of comprador@giro.dev on them): Perfil U de alumínio (5) and Motor
 * elétrico trifásico 5 cv (26).
 */
const UNTOUCHED_PRODUCTS: readonly number[] = [5, 26];

/**
 * A deterministic seed between the seeded companies over APPROVED announcements: favorites and
 * interest items of several clients, searches in every status (and inactive ones), negotiations in
 * every status with their events (proposals accepted and pending, messages).
 */
export function seedDeals({ accounts, companies, announcements, catalogue, firstFileId }: DealSeedInput): DealTables & { files: FileRecord[] } {
  const account = (email: string) => accounts.find((a) => a.email === email)!;
  const company = (id: number) => companies.find((c) => c.id === id)!;
  const ownerOf = (companyId: number) => company(companyId).ownerAccountId;
  const isPublic = (a: AnnouncementRecord) => a.status === 'APPROVED' && company(a.companyId).status === 'APPROVED';
  const offers = (companyId: number, { avoid = [] as readonly number[] } = {}) =>
    announcements.filter((a) => a.companyId === companyId && isPublic(a) && !avoid.includes(a.productId));
  /** The n-th offer of a company, cycling (the seed never runs out). */
  const nth = (list: AnnouncementRecord[], n: number) => list[n % list.length]!;

  const comprador = account('comprador@giro.dev');
  const vendedor = account('vendedor@giro.dev');
  const sellerOffers = offers(1, { avoid: UNTOUCHED_PRODUCTS });
  const otherOffers = [3, 4, 5, 6, 9].flatMap((id) => offers(id).slice(0, 2));

  // ---- favorites
  const favorites: FavoriteRecord[] = [];
  const favorite = (accountId: number, a: AnnouncementRecord | undefined, day: number) => {
    if (a && !favorites.some((f) => f.accountId === accountId && f.announcementId === a.id))
      favorites.push({ id: favorites.length + 1, accountId, announcementId: a.id, createdAt: seedDate(day) });
  };
  favorite(comprador.id, nth(sellerOffers, 0), 40);
  favorite(comprador.id, nth(sellerOffers, 3), 44);
  favorite(comprador.id, otherOffers[0], 46);
  favorite(comprador.id, otherOffers[4], 49);
  favorite(vendedor.id, otherOffers[1], 45);
  favorite(vendedor.id, otherOffers[6], 48);

  // ---- interest items (several clients, so that the admin's sort by client means something)
  const interestItems: InterestItemRecord[] = [];
  const interest = (email: string, companyId: number, a: AnnouncementRecord | undefined, share: number, message: string, day: number) => {
    if (!a) return;
    const who = account(email);
    interestItems.push({
      id: interestItems.length + 1,
      accountId: who.id,
      companyId,
      announcementId: a.id,
      quantity: Math.max(1, Math.round(a.quantity * share)),
      message,
      createdAt: seedDate(day),
    });
  };
  interest('comprador@giro.dev', 2, nth(sellerOffers, 1), 0.5, 'Temos interesse em metade do lote para obra em andamento.', 41.2);
  interest('renata.campos@valeverde.com.br', 2, nth(sellerOffers, 2), 0.25, 'Podem enviar a especificação completa?', 43.5);
  interest('eduardo@quimicasul.com.br', 3, nth(sellerOffers, 0), 1, 'Interesse no lote inteiro, retirada própria.', 38.1);
  interest('gustavo@alimentosbomsabor.com.br', 5, otherOffers[2], 0.3, '', 45.7);
  interest('thiago@agrocerrado.com.br', 9, nth(sellerOffers, 4), 0.6, 'Precisamos para a próxima safra.', 47.3);
  interest('aline@embalagensrioverde.com.br', 6, otherOffers[5], 0.1, 'Aceitam parcelar?', 50.4);
  interest('comprador@giro.dev', 2, otherOffers[3], 0.2, 'Há possibilidade de frete até Belo Horizonte?', 51.6);

  // ---- searches
  const searches: SearchRecord[] = [];
  const productId = (name: string) => catalogue.products.find((p) => p.name === name)!.id;
  const categoryId = (name: string) => catalogue.categories.find((c) => c.name === name)!.id;
  const unitIndex = (name: string) => catalogue.units.find((u) => u.name === name)!.index;
  const search = (s: {
    companyId: number;
    product?: string;
    category?: string;
    quantity: number;
    unit: string;
    maxPrice: number;
    deadlineDay: number;
    uf: string;
    description: string;
    status: SearchStatus;
    active?: boolean;
    day: number;
    rejectionReason?: string;
  }) => {
    const created = seedDate(s.day);
    const updated = seedDate(s.day + (s.status === 'PENDING' ? 0 : 1.5));
    searches.push({
      id: searches.length + 1,
      companyId: s.companyId,
      createdByAccountId: ownerOf(s.companyId),
      productId: s.product ? productId(s.product) : null,
      categoryId: s.category ? categoryId(s.category) : null,
      quantity: s.quantity,
      unitIndex: unitIndex(s.unit),
      maxPrice: s.maxPrice,
      deadline: new Date(Date.parse(seedDate(s.deadlineDay).slice(0, 10) + 'T03:00:00.000Z')).toISOString(),
      uf: s.uf,
      description: s.description,
      status: s.status,
      rejectionReason: s.status === 'REJECTED' ? (s.rejectionReason ?? 'Descrição insuficiente.') : null,
      active: s.active ?? true,
      inactivatedAt: s.active === false ? seedDate(s.day + 3) : null,
      createdAt: created,
      updatedAt: s.active === false ? seedDate(s.day + 3) : updated,
    });
  };
  // The buyer's company (2): every status, and inactive ones.
  search({ companyId: 2, product: 'Cimento CP II-E-32', category: 'Materiais de construção', quantity: 800, unit: 'pallet', maxPrice: 1500, deadlineDay: 95, uf: 'MG', description: 'Cimento para obra residencial em Belo Horizonte; entrega parcelada.', status: 'APPROVED', day: 30 });
  search({ companyId: 2, product: 'Vergalhão CA-50 10 mm', category: 'Aço e metais', quantity: 30, unit: 't', maxPrice: 5200, deadlineDay: 80, uf: 'SP', description: 'Vergalhão para estrutura de galpão; aceitamos lotes fracionados.', status: 'PENDING', day: 50 });
  search({ companyId: 2, category: 'Materiais de construção', quantity: 1500, unit: 'm²', maxPrice: 60, deadlineDay: 90, uf: 'MG', description: 'Revestimento cerâmico para 40 apartamentos, qualquer padrão neutro.', status: 'REJECTED', rejectionReason: 'Informe o tipo de revestimento e as dimensões desejadas.', day: 35 });
  search({ companyId: 2, product: 'Bloco de concreto 14x19x39', category: 'Materiais de construção', quantity: 20000, unit: 'un', maxPrice: 4.5, deadlineDay: 60, uf: 'MG', description: 'Blocos estruturais para muro de contenção (já comprados).', status: 'APPROVED', active: false, day: 20 });
  search({ companyId: 2, product: 'Tubo de PVC 100 mm', category: 'Resinas plásticas', quantity: 600, unit: 'un', maxPrice: 55, deadlineDay: 70, uf: 'MG', description: 'Tubos para rede de esgoto (cancelado pelo cliente).', status: 'PENDING', active: false, day: 25 });
  // Other companies: public demand the sellers see.
  search({ companyId: 3, product: 'Tubo de aço inox 304', category: 'Aço e metais', quantity: 400, unit: 'm', maxPrice: 90, deadlineDay: 85, uf: 'RJ', description: 'Tubos inox para linha de envase; precisamos de certificado do material.', status: 'APPROVED', day: 33 });
  search({ companyId: 5, category: 'Embalagens', quantity: 5000, unit: 'un', maxPrice: 3.5, deadlineDay: 75, uf: 'BA', description: 'Caixas ou sacarias para expedição de farinha; avaliamos ofertas.', status: 'APPROVED', day: 37 });
  search({ companyId: 9, product: 'Sacaria de ráfia 50 kg', category: 'Embalagens', quantity: 12000, unit: 'un', maxPrice: 1.8, deadlineDay: 100, uf: 'GO', description: 'Sacaria para a safra de milho; entrega em Goiânia.', status: 'APPROVED', day: 42 });
  search({ companyId: 1, product: 'Motor elétrico trifásico 5 cv', category: 'Componentes elétricos', quantity: 4, unit: 'un', maxPrice: 2600, deadlineDay: 70, uf: 'SP', description: 'Motores de reposição para a linha de corte.', status: 'APPROVED', day: 44 });
  search({ companyId: 6, product: 'Filme stretch 25 micras', category: 'Embalagens', quantity: 3000, unit: 'kg', maxPrice: 14, deadlineDay: 65, uf: 'SC', description: 'Filme stretch para paletização; bobinas de 500 mm.', status: 'PENDING', day: 49 });

  // ---- negotiations: the buyer's company (2) with the seller's (1) in every status, and others.
  const { negotiations, files } = seedNegotiations({ account, ownerOf, sellerOffers, otherOffers, nth, company, firstFileId });

  return { favorites, interestItems, searches, negotiations, files };
}
