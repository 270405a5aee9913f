/** SheetJS for the mock's spreadsheets: large, so loaded with the first one (and once). */
type Xlsx = typeof import('xlsx');

let xlsxModule: Promise<Xlsx> | null = null;
export function loadXlsx(): Promise<Xlsx> {
  xlsxModule ??= import('xlsx');
  return xlsxModule;
}

/** A Content-Disposition for a download: an ASCII name plus the UTF-8 one (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
