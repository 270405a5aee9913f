import * as z from 'zod/mini';
import type { ImportResult } from '@/features/announcements/api';
import { SPREADSHEET_MIMES, XLSX_MIME } from '@/features/announcements/model';
import { IMPORT_COLUMNS, SHEET_PROBLEM_CODES, type ImportCatalog } from '@/features/announcements/import/rows';
import { checkSpreadsheetBytes, parseWorkbook, WorkbookError, type XlsxModule } from '@/features/announcements/import/workbook';
import type { AnnouncementRecord } from '../db/announcements';
import { db } from '../db/store';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { readFormData } from '../lib/http';
import { idField } from '../lib/numbers';
import { saoPauloDay } from '@/lib/calendar-day';
import { bodyDateToIso } from '../lib/brasilia';
import {
  attachment,
  cellWidth,
  dateCell,
  dateTimeCell,
  loadXlsx,
  moneyCell,
  sheetFromRows,
} from '../lib/xlsx';
import { isMember } from '../lib/company-access';
import { filterAnnouncements, joins, sortAnnouncements } from '../lib/announcement-views';
import { create, importingCompany } from '../lib/announcement-rules';
import { createdDays, ownAnnouncementFilters, query } from '../contract/query';
import { importResultSchema } from '@/features/announcements/api';
import { json, refuse, xlsx } from '../contract/types';
import { area } from '../contract/serve';

function xlsxResponse(xlsx: XlsxModule, book: ReturnType<XlsxModule['utils']['book_new']>, fileName: string): Response {
  const buffer = xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Response(buffer, {
    status: 200,
    headers: { 'Content-Type': XLSX_MIME, 'Content-Disposition': attachment(fileName), 'Content-Length': String(buffer.byteLength) },
  });
}

const STATUS_LABELS: Record<AnnouncementRecord['status'], string> = { PENDING: 'Pendente', APPROVED: 'Aprovado', REJECTED: 'Reprovado' };

function catalogForImport(): ImportCatalog {
  return { products: db.products.map((p) => ({ id: p.id, name: p.name })), units: db.units.map((u) => ({ index: u.index, name: u.name, description: u.description })) };
}

const serve = area('announcements');

/** The .xlsx routes: export, the import template and the import itself. */
export const announcementXlsxHandlers = [
  /** Every announcement the caller may see (admins: all, filtered like the admin list). */
  serve.get({
    id: 'announcements.export',
    path: '/announcement-export',
    summary: 'The announcements the caller may see as .xlsx, filtered like the lists',
    access: 'account',
    query: query({ ...ownAnnouncementFilters, ...createdDays }),
    answer: xlsx,
  }, async ({ request, query }) => {
    const account = requireAccount(request);
    const j = joins();
    const mine = new Set(db.companies.filter((c) => isMember(c, account)).map((c) => c.id));
    const visible = account.isAdmin ? db.announcements : db.announcements.filter((a) => mine.has(a.companyId));
    const rows = sortAnnouncements(filterAnnouncements(visible, query, j), query, j);
    const xlsx = (await loadXlsx()) as XlsxModule;
    const header = [...IMPORT_COLUMNS.map((c) => c.header), 'ID', 'Empresa', 'CNPJ', 'Status', 'Destaque', 'Criado em', 'Atualizado em'];
    const data = rows.map((a) => {
      const company = j.companies.get(a.companyId);
      return [
        a.title,
        a.description,
        j.products.get(a.productId)?.name ?? '',
        a.quantity,
        j.units.get(a.unitIndex)?.name ?? '',
        moneyCell(a.unitPrice),
        dateCell(a.availableFrom),
        a.location.zipCode,
        a.location.city,
        a.location.uf,
        a.id,
        company?.companyName ?? '',
        company?.cnpj ?? '',
        STATUS_LABELS[a.status],
        j.featured.has(a.id) ? 'Sim' : 'Não',
        dateTimeCell(a.createdAt),
        dateTimeCell(a.updatedAt),
      ];
    });
    const sheet = sheetFromRows(xlsx, [header, ...data]);
    // Wide enough for a date-time cell, which Excel would show as '####' in a narrower column.
    sheet['!cols'] = header.map((h, i) => ({ wch: Math.min(60, Math.max(12, h.length + 2, ...data.slice(0, 200).map((row) => cellWidth(row[i]) + 1))) }));
    const book = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(book, sheet, 'Anúncios');
    return xlsxResponse(xlsx, book, `anuncios-${saoPauloDay(Date.now())}.xlsx`);
  }),

  /** The import template: the 'Anúncios' header, instructions, and the valid products and units. */
  serve.get({
    id: 'announcements.importTemplate',
    path: '/announcement-export/example',
    summary: 'The import template (.xlsx)',
    access: 'account',
    answer: xlsx,
  }, async ({ request }) => {
    requireAccount(request);
    const xlsx = (await loadXlsx()) as XlsxModule;
    const book = xlsx.utils.book_new();
    const main = sheetFromRows(xlsx, [IMPORT_COLUMNS.map((c) => c.header)]);
    main['!cols'] = IMPORT_COLUMNS.map((c) => ({ wch: Math.max(14, c.header.length + 4) }));
    xlsx.utils.book_append_sheet(book, main, 'Anúncios');
    const help = sheetFromRows(xlsx, [
      ['Coluna', 'Obrigatória', 'Como preencher'],
      ...IMPORT_COLUMNS.map((c) => [c.header, c.required ? 'Sim' : 'Não', c.help]),
      [],
      ['Preencha uma linha por anúncio na aba “Anúncios”, a partir da linha 2. Não altere os títulos da linha 1.'],
      ['Os anúncios importados ficam sem fotos: adicione-as depois, na edição de cada anúncio.'],
    ]);
    help['!cols'] = [{ wch: 24 }, { wch: 12 }, { wch: 70 }];
    xlsx.utils.book_append_sheet(book, help, 'Instruções');
    const products = [...db.products].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    const productSheet = sheetFromRows(xlsx, [['Produto', 'Descrição'], ...products.map((p) => [p.name, p.description])]);
    productSheet['!cols'] = [{ wch: 40 }, { wch: 60 }];
    xlsx.utils.book_append_sheet(book, productSheet, 'Produtos');
    const unitSheet = sheetFromRows(xlsx, [['Unidade', 'Descrição'], ...db.units.map((u) => [u.name, u.description])]);
    xlsx.utils.book_append_sheet(book, unitSheet, 'Unidades');
    return xlsxResponse(xlsx, book, 'modelo-importacao-anuncios.xlsx');
  }),

  /**
   * Multipart `file` (an Excel spreadsheet) + `company` (an APPROVED company). Every valid row
   * becomes an APPROVED announcement; the others are refused with their reasons.
   */
  serve.post({
    id: 'announcements.import',
    path: '/admin/announcement/import',
    summary: "Import a company's announcements from .xlsx; answers the rows created and refused",
    access: 'admin',
    multipart: z.object({ file: z.file(), company: z.string() }),
    answer: json(importResultSchema),
    refusals: refuse('CompanyNotApproved', 'InvalidSpreadsheet', 'SpreadsheetTooHeavy', 'SpreadsheetTooLarge', 'SpreadsheetUnreadable'),
  }, async ({ request }) => {
    const admin = requireAdmin(request);
    const form = await readFormData(request, 'Bad Request');
    const file = form.get('file');
    const companyId = idField('company', form.get('company'));
    if (companyId === undefined) throw badRequest('company: Required');
    importingCompany(companyId);
    if (!file || typeof file === 'string') throw badRequest('InvalidSpreadsheet');
    if (!SPREADSHEET_MIMES.includes(file.type)) throw badRequest('InvalidSpreadsheet');
    const bytes = new Uint8Array(await file.arrayBuffer());
    let sheet;
    try {
      // A file refused by its size or its zip is refused before SheetJS is loaded.
      checkSpreadsheetBytes(bytes);
      const xlsx = (await loadXlsx()) as XlsxModule;
      sheet = parseWorkbook(xlsx, bytes, catalogForImport());
    } catch (error) {
      if (error instanceof WorkbookError) throw badRequest(error.code);
      throw error;
    }
    if (sheet.problem) throw badRequest(SHEET_PROBLEM_CODES[sheet.problem]);
    const result: ImportResult = { total: sheet.rows.length, created: 0, createdIds: [], refused: [] };
    for (const row of sheet.rows) {
      if (!row.data) {
        result.refused.push({ row: row.row, errors: row.errors });
        continue;
      }
      const d = row.data;
      const record = create(
        {
          companyId,
          productId: d.productId,
          unitIndex: d.unitIndex,
          title: d.title,
          description: d.description,
          quantity: d.quantity,
          unitPrice: d.unitPrice,
          availableFrom: bodyDateToIso(d.availableFrom ?? saoPauloDay(Date.now()), 'availableFrom'),
          location: {
            zipCode: d.zipCode,
            street: '',
            number: '',
            complement: '',
            neighborhood: '',
            city: d.city,
            uf: d.uf,
          },
        },
        [],
        'APPROVED',
        admin,
      );
      result.created++;
      result.createdIds.push(record.id);
    }
    return result;
  }),
];
