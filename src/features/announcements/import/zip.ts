import { Inflate } from 'fflate';

/**
 * Zip checks for the import spreadsheet (an .xlsx is a zip), run before SheetJS reads it, in the
 * mock and in the browser preview alike (workbook.ts).
 */

const END = 0x06054b50;
const ENTRY = 0x02014b50;
const LOCAL = 0x04034b50;

interface Directory {
  view: DataView;
  /** Offsets of the central directory's entries. */
  entries: number[];
  /** Where the central directory starts: the end of the last entry's data. */
  directoryStart: number;
}

function readDirectory(bytes: Uint8Array): Directory | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65 535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const directoryStart = view.getUint32(end + 16, true);
  const entries: number[] = [];
  let offset = directoryStart;
  for (let n = view.getUint16(end + 10, true); n > 0; n--) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ENTRY) return null;
    entries.push(offset);
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return { view, entries, directoryStart };
}

/**
 * The total unpacked size an .xlsx declares in its central directory, read without unpacking
 * anything: a zip bomb that says so is refused at once. null when the file is not a well-formed
 * zip. A zip64 entry (sizes past 4 GB) counts as Infinity.
 */
export function zipUncompressedSize(bytes: Uint8Array): number | null {
  const directory = readDirectory(bytes);
  if (!directory) return null;
  let total = 0;
  for (const entry of directory.entries) {
    const size = directory.view.getUint32(entry + 24, true);
    if (size === 0xffffffff) return Infinity;
    total += size;
  }
  return total;
}

/** Input fed to the inflater at a time: one push unpacks to at most about 1 000 times as much. */
const INFLATE_CHUNK = 8 * 1024;

class TooBig extends Error {}

/** How many bytes `data` (raw deflate) unpacks to, stopped as soon as it passes `cap`; throws when the stream does not end within `data`. */
function inflatedSize(data: Uint8Array, cap: number): number {
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > cap) throw new TooBig();
  });
  if (data.length === 0) inflate.push(data, true);
  for (let i = 0; i < data.length; i += INFLATE_CHUNK) inflate.push(data.subarray(i, i + INFLATE_CHUNK), i + INFLATE_CHUNK >= data.length);
  return size;
}

/**
 * Whether every entry of a zip really unpacks within `limit` bytes in all, found by unpacking it
 * with that cap rather than by trusting any size or method a header declares. An entry's data is
 * everything from its local header to the next header (or the central directory): it is unpacked
 * as deflate when either of its headers says deflate (SheetJS follows the local header, and then
 * inflates until the stream ends, whatever size is declared), and its deflate stream must end
 * within that span. 'unreadable' for a zip this cannot walk.
 */
export function zipUnpacksWithin(bytes: Uint8Array, limit: number): 'ok' | 'too-big' | 'unreadable' {
  const directory = readDirectory(bytes);
  if (!directory) return 'unreadable';
  const { view, entries, directoryStart } = directory;
  const locals = entries.map((entry) => view.getUint32(entry + 42, true));
  const boundaries = [...locals, directoryStart].sort((a, b) => a - b);
  let left = limit;
  for (let i = 0; i < entries.length; i++) {
    const local = locals[i]!;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) return 'unreadable';
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const end = boundaries.find((offset) => offset > local) ?? bytes.length;
    if (start > end || end > bytes.length) return 'unreadable';
    const methods = [view.getUint16(entries[i]! + 10, true), view.getUint16(local + 8, true)];
    const data = bytes.subarray(start, end);
    if (methods.includes(8)) {
      try {
        left -= inflatedSize(data, Math.max(left, 0));
      } catch (error) {
        return error instanceof TooBig ? 'too-big' : 'unreadable';
      }
    } else if (methods.every((method) => method === 0)) {
      left -= data.length;
    } else {
      return 'unreadable';
    }
    if (left < 0) return 'too-big';
  }
  return 'ok';
}
