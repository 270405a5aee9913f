import type { AnnouncementFileType } from '@/features/announcements/api';
import type { ProductRecord } from '../../db/catalogue';
import type { FileRecord } from '../../db/types';
import { makeFileRecord, seedFileToken } from '../file-links';
import { simplePdf } from './pdf';
import { seedPhotoBytes, seedPhotoName, slug } from './seed-photos';

type DocumentType = Exclude<AnnouncementFileType, 'PHOTO'>;

export interface ProductFiles {
  /** Every file made so far, in id order (documents are added as they are first asked for). */
  files: FileRecord[];
  photoOf(productId: number): number;
  documentOf(productId: number, type: DocumentType): number;
}

const encoder = new TextEncoder();

const DOCUMENT_TITLES: Record<DocumentType, [title: string, prefix: string]> = {
  REPORT: ['Laudo técnico', 'laudo'],
  MSDS: ['Ficha de segurança (MSDS)', 'msds'],
  TECHNICAL_SPECIFICATION: ['Especificação técnica', 'especificacao-tecnica'],
};

/**
 * The seed's photos and documents, one per product (and per document type) shared by every
 * announcement of it, so even the large seed stays small. Photos (the WebP files of
 * `npm run seed:photos`) are attached up front, documents made lazily, so file ids follow the
 * order in which the seed first attaches them.
 */
export function productFiles(products: readonly ProductRecord[], firstFileId: number, createdAt: string): ProductFiles {
  const files: FileRecord[] = [];
  let fileId = firstFileId;
  const addFile = (name: string, mimetype: string, bytes: Uint8Array): number => {
    const id = ++fileId;
    files.push(makeFileRecord({ id, name, mimetype, bytes, ownerAccountId: null, createdAt, token: seedFileToken(id) }));
    return id;
  };

  const photos = new Map<number, number>();
  for (const product of products) {
    const name = seedPhotoName(product.name);
    photos.set(product.id, addFile(name, 'image/webp', seedPhotoBytes(name)));
  }

  const documents = new Map<string, number>();
  const documentOf = (productId: number, type: DocumentType): number => {
    const key = `${productId}:${type}`;
    const existing = documents.get(key);
    if (existing) return existing;
    const product = products.find((p) => p.id === productId)!;
    const [title, prefix] = DOCUMENT_TITLES[type];
    const id = addFile(
      `${prefix}-${slug(product.name)}.pdf`,
      'application/pdf',
      encoder.encode(simplePdf([title, product.name, product.description, 'Documento de exemplo do ambiente de desenvolvimento Giro.'])),
    );
    documents.set(key, id);
    return id;
  };

  return { files, photoOf: (productId) => photos.get(productId)!, documentOf };
}
