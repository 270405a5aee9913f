import { inflateRawSync } from 'node:zlib';

const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END = 0x06054b50;

/**
 * Whether every entry of a zip (an .xlsx) really unpacks within `limit` bytes in all, found by
 * unpacking it with that cap (zlib stops at the cap) rather than by trusting the sizes the zip
 * declares: a zip whose directory says "1 kB" over a stream of gigabytes passes the declared-size
 * check (features/announcements/import/zip.ts) and would then be inflated whole by SheetJS.
 * 'unreadable' for a zip it cannot walk; the browser's preview has its worker's timeout instead.
 */
export function zipUnpacksWithin(bytes: Uint8Array, limit: number): 'ok' | 'too-big' | 'unreadable' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'unreadable';
  let offset = view.getUint32(end + 16, true);
  let left = limit;
  for (let n = view.getUint16(end + 10, true); n > 0; n--) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_ENTRY) return 'unreadable';
    const method = view.getUint16(offset + 10, true);
    const packed = view.getUint32(offset + 20, true);
    const local = view.getUint32(offset + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_HEADER) return 'unreadable';
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + packed > bytes.length) return 'unreadable';
    const data = bytes.subarray(start, start + packed);
    if (method === 0) {
      left -= packed;
    } else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(left, 0) + 1 }).length;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-big' : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    if (left < 0) return 'too-big';
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return 'ok';
}
