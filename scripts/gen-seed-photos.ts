/**
 * Renders the mock seed's product photos (src/mocks/lib/assets/photos/<slug>.webp, committed):
 * each product's picture (scripts/lib/seed-photo-svg.ts) as a 640×480 WebP, as users upload
 * photos. Run after changing the catalogue's products: `npm run seed:photos`. Deterministic on
 * one machine (same fonts, same sharp): a second run leaves `git status` clean.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { seedCatalogue } from '../src/mocks/db/catalogue';
import { seedPhotoName, seedPhotoPath } from '../src/mocks/lib/assets/seed-photos';
import { productPhotoHue, productPhotoSvg } from './lib/seed-photo-svg';

const products = seedCatalogue().products;
const dir = dirname(seedPhotoPath('x.webp'));
mkdirSync(dir, { recursive: true });
const names = new Set(products.map((product) => seedPhotoName(product.name)));
if (names.size !== products.length) throw new Error('two products share a photo name');
// A renamed or removed product's photo goes with it.
for (const file of readdirSync(dir)) if (file.endsWith('.webp') && !names.has(file)) rmSync(seedPhotoPath(file));

// tsx runs this as CommonJS (no top-level await).
async function main() {
  let total = 0;
  for (const [i, product] of products.entries()) {
    const svg = productPhotoSvg(product.name, productPhotoHue(product, i));
    // Metadata stripped (sharp's default) and a fixed effort: the same picture gives the same bytes.
    const webp = await sharp(Buffer.from(svg)).resize(640, 480).webp({ quality: 70, effort: 4 }).toBuffer();
    writeFileSync(seedPhotoPath(seedPhotoName(product.name)), webp);
    total += webp.byteLength;
  }
  console.log(`wrote ${products.length} photos (${Math.round(total / 1024)} kB) to ${dir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
