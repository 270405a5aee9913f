/**
 * The total unpacked size an .xlsx (a zip) declares in its central directory, read without
 * unpacking anything: a zip bomb of a few hundred kB that unpacks into gigabytes is refused before
 * the spreadsheet reader touches it. null when the file is not a well-formed zip. A zip64 entry
 * (sizes past 4 GB) counts as Infinity.
 */
export function zipUncompressedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65 535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ENTRY) return null;
    const size = view.getUint32(offset + 24, true);
    if (size === 0xffffffff) return Infinity;
    total += size;
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return total;
}
