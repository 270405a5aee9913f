import type { AnnouncementFileType, AnnouncementStatus } from '@/features/announcements/api';
import type { Address } from '@/lib/validators/address';
import { productFiles } from '../lib/assets/product-files';
import { createRandom, type Random } from '../lib/random';
import type { CatalogueTables } from './catalogue';
import { seedDate } from './seed-dates';
import type { CompanyRecord, FileRecord } from './types';

/**
 * Announcements and the featured list (docs/product/records.md). The record keeps ids; the handlers join
 * company, product, unit and files into the API shapes. `featured` holds the dense sequence.
 */
export interface AnnouncementRecord {
  id: number;
  companyId: number;
  productId: number;
  unitIndex: number;
  title: string;
  description: string;
  quantity: number;
  unitPrice: number;
  /** ISO date-time. */
  availableFrom: string;
  location: Address;
  files: { fileId: number; type: AnnouncementFileType }[];
  status: AnnouncementStatus;
  rejectionReason: string | null;
  createdByAccountId: number;
  createdAt: string;
  updatedAt: string;
}

interface FeaturedRecord {
  announcementId: number;
  /** 1..n, dense. */
  sequence: number;
  createdAt: string;
}

export interface AnnouncementTables {
  announcements: AnnouncementRecord[];
  featured: FeaturedRecord[];
}

/** How many announcements `MOCK_SEED_SIZE=large` seeds (docs/mock-api.md). */
export const LARGE_SEED_SIZE = 10_000;

/** Per product id: unit symbol, unit price range (R$) and quantity range. */
const OFFER: Record<number, [string, number, number, number, number]> = {
  1: ['t', 4800, 6200, 5, 80],
  2: ['t', 5500, 7200, 10, 120],
  3: ['m', 45, 120, 200, 3000],
  4: ['t', 4200, 5600, 5, 60],
  5: ['m', 28, 65, 300, 5000],
  6: ['L', 9, 16, 200, 10000],
  7: ['kg', 38, 75, 100, 4000],
  8: ['kg', 18, 32, 500, 20000],
  9: ['L', 2.5, 5, 1000, 30000],
  10: ['m', 9, 18, 500, 20000],
  11: ['kg', 12, 22, 300, 10000],
  12: ['kg', 28, 48, 200, 5000],
  13: ['pallet', 1300, 1900, 2, 40],
  14: ['pallet', 900, 1400, 2, 30],
  15: ['m²', 39, 79, 100, 2500],
  16: ['un', 3.2, 5.8, 1000, 20000],
  17: ['un', 1.8, 6.5, 1000, 50000],
  18: ['un', 48, 85, 20, 800],
  19: ['un', 45, 90, 50, 1500],
  20: ['un', 0.9, 2.2, 1000, 40000],
  21: ['t', 2100, 2900, 2, 60],
  22: ['t', 2600, 3400, 5, 100],
  23: ['L', 6.5, 9.8, 1000, 40000],
  24: ['t', 950, 1400, 20, 800],
  25: ['m', 2.1, 3.9, 1000, 30000],
  26: ['un', 1900, 3200, 2, 40],
  27: ['kg', 7.5, 11, 1000, 25000],
  28: ['kg', 7, 10.5, 1000, 25000],
  29: ['un', 38, 75, 20, 1500],
  30: ['cx', 180, 320, 10, 400],
};

/** Which products each seeded APPROVED company sells (by company id). */
const COMPANY_PRODUCTS: Record<number, number[]> = {
  1: [1, 2, 3, 4, 5, 26],
  2: [13, 14, 15, 16, 4, 29, 25],
  3: [6, 7, 8, 9, 27, 28],
  4: [10, 11, 12],
  5: [21, 22, 23, 24, 17],
  6: [17, 18, 19, 20, 30, 27],
  9: [24, 9, 19, 20, 22],
  13: [1, 2, 3, 5],
};

const TITLES = [
  (p: string) => `${p} — ponta de estoque`,
  (p: string) => `Lote excedente: ${p}`,
  (p: string) => `${p} (sobra de produção)`,
  (p: string) => `Estoque parado — ${p}`,
  (p: string) => `${p} — pronta entrega`,
  (p: string) => `Oportunidade: ${p} abaixo do custo`,
];

const CONDITIONS = [
  'Material novo, armazenado em galpão coberto e seco.',
  'Embalagem original de fábrica, sem avarias.',
  'Sobra de projeto cancelado; lote fechado ou fracionado.',
  'Estoque de giro lento, dentro da validade.',
  'Material conferido pelo controle de qualidade.',
  'Parte do lote com embalagem levemente danificada, produto íntegro.',
];

const TERMS = [
  'Retirada por conta do comprador; carregamento incluso.',
  'Frete a combinar para todo o Brasil.',
  'Emitimos nota fiscal; pagamento à vista ou 28 dias.',
  'Aceitamos propostas para o lote inteiro.',
  'Visita técnica mediante agendamento.',
];

const REJECTIONS = [
  'As fotos não correspondem ao produto anunciado.',
  'Preço unitário incompatível com a unidade informada.',
  'Descrição insuficiente: informe especificações e estado do material.',
  'Falta o laudo técnico exigido para produtos químicos.',
];

export interface AnnouncementSeedInput {
  companies: readonly CompanyRecord[];
  catalogue: CatalogueTables;
  /** Files already in the store (their ids are kept). */
  firstFileId: number;
  size: 'default' | 'large';
  /** Real places (seed.ts PLACES) where some stock sits away from its company. */
  places: readonly Omit<Address, 'number' | 'complement'>[];
}

export interface AnnouncementSeed extends AnnouncementTables {
  files: FileRecord[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function niceQuantity(random: Random, min: number, max: number): number {
  const raw = random.int(min, max);
  if (raw >= 1000) return Math.round(raw / 100) * 100;
  if (raw >= 100) return Math.round(raw / 10) * 10;
  return raw;
}

/**
 * 72 announcements by default (every status, a few featured) over the APPROVED companies, or
 * 10 000 for `MOCK_SEED_SIZE=large`. Photos and documents are generated once per product and
 * shared, so even the large seed stays small and fast (well under a second).
 */
export function seedAnnouncements({ companies, catalogue, firstFileId, size, places }: AnnouncementSeedInput): AnnouncementSeed {
  const random = createRandom(6_2026);
  const products = catalogue.products;
  const { files, photoOf, documentOf } = productFiles(products, firstFileId, seedDate(0));

  const unitByName = new Map(catalogue.units.map((u) => [u.name, u.index]));
  const approved = companies.filter((c) => c.status === 'APPROVED' && COMPANY_PRODUCTS[c.id]);
  const chemicals = new Set(
    products.filter((p) => p.categories.some((c) => catalogue.categories.find((x) => x.id === c.categoryId)?.name === 'Produtos químicos')).map((p) => p.id),
  );

  const count = size === 'large' ? LARGE_SEED_SIZE : 72;
  const announcements: AnnouncementRecord[] = [];
  for (let i = 0; i < count; i++) {
    // The seller's company (id 1) gets every status early on; the rest rotate.
    const company = i < 14 ? approved.find((c) => c.id === 1)! : approved[i % approved.length]!;
    const productId = random.pick(COMPANY_PRODUCTS[company.id]!);
    const product = products.find((p) => p.id === productId)!;
    const [unit, priceMin, priceMax, qtyMin, qtyMax] = OFFER[productId]!;
    const statusRoll = i < 14 ? i % 7 : i % 10;
    const status: AnnouncementStatus =
      i < 14 ? (statusRoll < 4 ? 'APPROVED' : statusRoll < 6 ? 'PENDING' : 'REJECTED') : statusRoll < 7 ? 'APPROVED' : statusRoll < 9 ? 'PENDING' : 'REJECTED';
    const place = random.next() < 0.75 ? company.address : { ...company.address, ...places[(i * 7) % places.length]! };
    const createdDays = 52 - (i * 90) / count - random.next();
    const createdAt = seedDate(createdDays);
    const updatedAt = seedDate(Math.min(52, createdDays + random.int(0, 4) + random.next()));
    const availableFrom = new Date(Date.parse(seedDate(Math.floor(createdDays) + random.int(0, 30)).slice(0, 10) + 'T03:00:00.000Z')).toISOString();
    const attached: AnnouncementRecord['files'] = [{ fileId: photoOf(productId), type: 'PHOTO' }];
    if (i % 3 === 0) attached.push({ fileId: documentOf(productId, 'REPORT'), type: 'REPORT' });
    if (i % 4 === 1) attached.push({ fileId: documentOf(productId, 'TECHNICAL_SPECIFICATION'), type: 'TECHNICAL_SPECIFICATION' });
    if (chemicals.has(productId)) attached.push({ fileId: documentOf(productId, 'MSDS'), type: 'MSDS' });
    announcements.push({
      id: i + 1,
      companyId: company.id,
      productId,
      unitIndex: unitByName.get(unit)!,
      title: TITLES[(i + productId) % TITLES.length]!(product.name),
      description: [
        product.description,
        CONDITIONS[(i * 7 + productId) % CONDITIONS.length],
        TERMS[(i * 3 + productId) % TERMS.length],
        `Local de retirada: ${place.city}/${place.uf}.`,
      ].join(' '),
      quantity: niceQuantity(random, qtyMin, qtyMax),
      unitPrice: round2(priceMin + random.next() * (priceMax - priceMin)),
      availableFrom,
      location: {
        zipCode: place.zipCode,
        street: place.street,
        number: String(random.int(10, 2400)),
        complement: i % 5 === 0 ? `Galpão ${random.int(1, 6)}` : '',
        neighborhood: place.neighborhood,
        city: place.city,
        uf: place.uf,
      },
      files: attached,
      status,
      rejectionReason: status === 'REJECTED' ? REJECTIONS[i % REJECTIONS.length]! : null,
      createdByAccountId: company.ownerAccountId,
      createdAt,
      updatedAt: status === 'PENDING' ? createdAt : updatedAt,
    });
  }

  // A few featured, in sequence: the newest APPROVED of different companies.
  const featured: FeaturedRecord[] = [];
  const seen = new Set<number>();
  for (const a of announcements) {
    if (featured.length >= 4) break;
    if (a.status !== 'APPROVED' || seen.has(a.companyId)) continue;
    seen.add(a.companyId);
    featured.push({ announcementId: a.id, sequence: featured.length + 1, createdAt: seedDate(50) });
  }
  return { announcements, featured, files };
}
