/** Shared by the announcements-*.test.ts files: calls as a dev account (token with its email), the seller's files, a valid body, spreadsheets. */
import * as XLSX from 'xlsx';
import type { AnnouncementBody } from '@/features/announcements/api';
import { XLSX_MIME } from '@/features/announcements/model';
import { IMPORT_COLUMNS } from '@/features/announcements/import/rows';
import { db, nextId } from '@/mocks/db/store';
import { makeFileRecord } from '@/mocks/lib/file-links';
import { API, tokenOf, type Who } from './helpers';

export const auth = (who: Who) => ({ authorization: `Bearer ${tokenOf(who, { withEmail: true })}` });

export interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, number> };
  headers: Headers;
}

export async function call(path: string, who: Who | null, init: RequestInit & { json?: unknown } = {}): Promise<Answer> {
  const { json, ...rest } = init;
  const headers: Record<string, string> = { ...(who ? auth(who) : {}), ...(json !== undefined ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${API}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Answer['body']) : ({} as Answer['body']);
  return { status: response.status, body, headers: response.headers };
}

export const idsOf = (answer: Answer) => (answer.body.data ?? []).map((a) => a.id as number);
export const seller = () => db.accounts.find((a) => a.email === 'vendedor@giro.dev')!;
/** A file the seller uploaded: an announcement takes only its company's uploads (FileNotOwned, file-access.test.ts). */
function sellerFile(mimetype: string, name: string): number {
  const existing = db.files.find((f) => f.ownerAccountId === seller().id && f.mimetype === mimetype);
  if (existing) return existing.id;
  const record = makeFileRecord({ id: nextId('files'), name, mimetype, bytes: new Uint8Array(4), ownerAccountId: seller().id, createdAt: new Date().toISOString() });
  db.files.push(record);
  return record.id;
}
const photoId = () => sellerFile('image/png', 'chapas.png');
export const pdfId = () => sellerFile('application/pdf', 'laudo.pdf');
/** What the showcase may show: APPROVED announcements of APPROVED companies. */
export const shown = () => db.announcements.filter((a) => a.status === 'APPROVED' && db.companies.find((c) => c.id === a.companyId)?.status === 'APPROVED');
export const productOf = (id: number) => db.products.find((p) => p.id === id)!;

export function validBody(overrides: Partial<AnnouncementBody> = {}): AnnouncementBody {
  return {
    companyId: 1,
    productId: 1,
    unitIndex: 2,
    title: 'Chapas de aço SAE 1020 — sobra de obra',
    description: 'Chapas de 6 mm em perfeito estado, armazenadas em galpão coberto.',
    quantity: 12,
    unitPrice: 5200,
    availableFrom: '2026/12/01',
    location: { zipCode: '01310100', street: 'Avenida Paulista', number: '1578', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
    files: [
      { id: photoId(), type: 'PHOTO' },
      { id: pdfId(), type: 'REPORT' },
    ],
    ...overrides,
  };
}

export function workbook(rows: unknown[][], sheetName = 'Anúncios'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

export function importForm(bytes: Uint8Array | string, { company = '1', type = XLSX_MIME, name = 'anuncios.xlsx' } = {}) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  form.append('company', company);
  return form;
}

export const HEADER = IMPORT_COLUMNS.map((c) => c.header);
