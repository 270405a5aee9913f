// The picture behind each seed photo: drawn as SVG here, rendered to WebP by gen-seed-photos.ts
// (the mock serves the WebP: an SVG is never what a user uploads).

interface PhotoProduct {
  name: string;
  categories: readonly { categoryId: number }[];
}

/** The photo's hue: its category's, nudged per product so neighbours in a category differ. */
export function productPhotoHue(product: PhotoProduct, index: number): number {
  return (product.categories[0]?.categoryId ?? index) * 45 + (index % 3) * 12;
}

/** A product's picture: a gradient in its hue, a photo icon and its name (at most three lines). */
export function productPhotoSvg(name: string, hue: number): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const words = name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<text x="320" y="${300 + i * 40}" text-anchor="middle" font-family="Arial, sans-serif" font-size="32" fill="#fff">${escape(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,28%)"/></linearGradient></defs>` +
    `<rect width="640" height="480" fill="url(#g)"/>` +
    `<rect x="250" y="110" width="140" height="110" rx="12" fill="none" stroke="#fff" stroke-width="8" opacity="0.85"/>` +
    `<circle cx="290" cy="150" r="14" fill="#fff" opacity="0.85"/><path d="M262 210 l40 -38 l30 26 l22 -18 l24 30 z" fill="#fff" opacity="0.85"/>` +
    text +
    `</svg>`
  );
}
