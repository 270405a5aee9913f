// The seed's product photos: WebP files rendered once by `npm run seed:photos`
// (scripts/gen-seed-photos.ts) and committed, so the mock serves what users upload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A product name as a file name's stem: 'Cabo flexível 2,5 mm²' → 'cabo-flexivel-2-5-mm'. */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The photo's file name, the same for the seed's record and the generator's output. */
export const seedPhotoName = (productName: string) => `${slug(productName)}.webp`;

/**
 * Where the generator writes and the seed reads (the mock runs in Node only, never in a browser).
 * Not `new URL(…, import.meta.url)`: Vite rewrites that into a server path in vitest's jsdom runs.
 */
export const seedPhotoPath = (name: string) => join(import.meta.dirname, 'photos', name);

const read = new Map<string, Uint8Array>();

/**
 * The photo's bytes, read from disk once per process: every reset and the large seed reuse them
 * (served with `bytes.slice()`, never written to).
 */
export function seedPhotoBytes(name: string): Uint8Array {
  let bytes = read.get(name);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(seedPhotoPath(name)));
    read.set(name, bytes);
  }
  return bytes;
}
