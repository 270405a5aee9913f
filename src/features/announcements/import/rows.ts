import type { RefusalCodeFor } from '@/lib/api/codes';
import { formatCurrency, formatNumber } from '@/lib/format';
import { MONEY_MAX, MONEY_MIN, QUANTITY_MAX } from '@/lib/validators/common';
import { fitsUnit, wholeUnitMessage } from '@/lib/units';
import { cellText, isBlank, normalizeHeader, normalizeText, parseNumber, parseSheetDate } from './cells';
import { isUf } from '@/lib/validators/common';

/**
 * The announcement spreadsheet: its columns and the rules of each row. One module serves the
 * browser preview (parsed in a Web Worker before anything is sent) and the mock API's import, so
 * the preview flags exactly what the server will refuse. Pure: no xlsx here (see workbook.ts).
 */

type ImportColumnKey =
  | 'title'
  | 'description'
  | 'product'
  | 'quantity'
  | 'unit'
  | 'unitPrice'
  | 'availableFrom'
  | 'zipCode'
  | 'city'
  | 'uf';

export interface ImportColumn {
  key: ImportColumnKey;
  header: string;
  required: boolean;
  /** What the template's instructions say about the column. */
  help: string;
}

/** The limits the API stores (validators/common.ts), as the help and the row messages write them. */
const QUANTITY_RANGE = `maior que zero, até ${formatNumber(QUANTITY_MAX)}`;
const MONEY_RANGE = `de ${formatCurrency(MONEY_MIN)} a ${formatCurrency(MONEY_MAX)}`;

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'title', header: 'Título', required: true, help: 'De 5 a 120 caracteres.' },
  { key: 'description', header: 'Descrição', required: false, help: 'Estado do material, embalagem, condições de retirada.' },
  { key: 'product', header: 'Produto', required: true, help: 'Nome exato de um produto da aba “Produtos”.' },
  { key: 'quantity', header: 'Quantidade', required: true, help: `Número ${QUANTITY_RANGE}.` },
  { key: 'unit', header: 'Unidade', required: true, help: 'Símbolo da aba “Unidades” (kg, t, m, m², L, un...).' },
  { key: 'unitPrice', header: 'Preço unitário (R$)', required: true, help: `Valor ${MONEY_RANGE}, ex.: 1.234,50.` },
  { key: 'availableFrom', header: 'Disponível a partir de', required: false, help: 'Data dd/mm/aaaa; vazio = hoje.' },
  { key: 'zipCode', header: 'CEP', required: false, help: '8 dígitos, com ou sem hífen.' },
  { key: 'city', header: 'Cidade', required: true, help: 'Cidade onde o material está.' },
  { key: 'uf', header: 'UF', required: true, help: 'Sigla do estado, ex.: SP.' },
];

/** The largest sheet the import takes. */
export const MAX_IMPORT_ROWS = 10_000;

export interface ImportCatalog {
  products: readonly { id: number; name: string }[];
  units: readonly { index: number; name: string; description?: string }[];
}

/** A row that passed every rule, as the import creates it. */
interface ImportRowData {
  title: string;
  description: string;
  productId: number;
  unitIndex: number;
  quantity: number;
  unitPrice: number;
  /** yyyy/MM/dd, or null for "from today". */
  availableFrom: string | null;
  zipCode: string;
  city: string;
  uf: string;
}

export interface ImportRow {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  /** The cells as text, for the preview. */
  values: Record<ImportColumnKey, string>;
  /** pt-BR problems; empty when the row will be created. */
  errors: string[];
  data: ImportRowData | null;
}

export type SheetProblem = 'empty' | 'missing-columns' | 'too-many-rows';

export interface ImportSheet {
  /** Set when the sheet cannot be imported at all. */
  problem: SheetProblem | null;
  /** Headers of the required columns that were not found. */
  missingColumns: string[];
  rows: ImportRow[];
}

export const SHEET_PROBLEM_CODES: Record<SheetProblem, RefusalCodeFor<400>> = {
  empty: 'SpreadsheetEmpty',
  'missing-columns': 'SpreadsheetMissingColumns',
  'too-many-rows': 'SpreadsheetTooLarge',
};

interface Lookup {
  products: Map<string, number>;
  productIds: Set<number>;
  units: Map<string, number>;
}

function buildLookup(catalog: ImportCatalog): Lookup {
  const products = new Map<string, number>();
  for (const p of catalog.products) products.set(normalizeText(p.name), p.id);
  const units = new Map<string, number>();
  for (const u of catalog.units) {
    if (u.description) units.set(normalizeText(u.description), u.index);
  }
  // Symbols win over descriptions ('m' is Metro, never a description that normalises the same).
  for (const u of catalog.units) units.set(normalizeText(u.name), u.index);
  return { products, productIds: new Set(catalog.products.map((p) => p.id)), units };
}

/** Validates one data row (cells already mapped to columns). */
function validateRow(row: number, cells: Partial<Record<ImportColumnKey, unknown>>, lookup: Lookup): ImportRow {
  const values = {} as Record<ImportColumnKey, string>;
  for (const column of IMPORT_COLUMNS) values[column.key] = cellText(cells[column.key]);
  const errors: string[] = [];

  const title = values.title.replace(/\s+/g, ' ');
  if (!title) errors.push('Título ausente.');
  else if (title.length < 5) errors.push('Título muito curto (mínimo de 5 caracteres).');
  else if (title.length > 120) errors.push('Título muito longo (máximo de 120 caracteres).');

  const description = values.description.slice(0, 5000);

  let productId: number | undefined;
  if (!values.product) errors.push('Produto ausente.');
  else {
    productId = lookup.products.get(normalizeText(values.product));
    const asId = Number(values.product);
    if (productId === undefined && Number.isInteger(asId) && lookup.productIds.has(asId)) productId = asId;
    if (productId === undefined) errors.push(`Produto desconhecido: "${values.product}".`);
  }

  const quantity = parseNumber(cells.quantity);
  if (isBlank(cells.quantity)) errors.push('Quantidade ausente.');
  else if (!Number.isFinite(quantity) || quantity <= 0) errors.push(`Quantidade inválida: informe um número ${QUANTITY_RANGE}.`);
  else if (quantity > QUANTITY_MAX) errors.push(`Quantidade inválida: o máximo é ${formatNumber(QUANTITY_MAX)}.`);

  let unitIndex: number | undefined;
  if (!values.unit) errors.push('Unidade ausente.');
  else {
    unitIndex = lookup.units.get(normalizeText(values.unit));
    if (unitIndex === undefined) errors.push(`Unidade desconhecida: "${values.unit}".`);
    else if (Number.isFinite(quantity) && quantity > 0 && !fitsUnit(quantity, values.unit)) errors.push(`Quantidade inválida: ${wholeUnitMessage(values.unit).replace(/^A/, 'a')}`);
  }

  const unitPrice = parseNumber(cells.unitPrice);
  if (isBlank(cells.unitPrice)) errors.push('Preço ausente.');
  else if (!Number.isFinite(unitPrice) || unitPrice <= 0) errors.push(`Preço inválido: informe um valor ${MONEY_RANGE}.`);
  else if (unitPrice < MONEY_MIN) errors.push(`Preço inválido: o mínimo é ${formatCurrency(MONEY_MIN)}.`);
  else if (unitPrice > MONEY_MAX) errors.push(`Preço inválido: o máximo é ${formatCurrency(MONEY_MAX)}.`);

  const availableFrom = parseSheetDate(cells.availableFrom);
  if (availableFrom === undefined) errors.push('Data de disponibilidade inválida (use dd/mm/aaaa).');

  // A CEP typed into a number cell loses its leading zero (01310100 → 1310100).
  const zipCode = typeof cells.zipCode === 'number' ? String(cells.zipCode).padStart(8, '0') : values.zipCode.replace(/\D/g, '');
  if (values.zipCode && zipCode.length !== 8) errors.push('CEP inválido: informe 8 dígitos.');

  const city = values.city.replace(/\s+/g, ' ');
  if (!city) errors.push('Cidade ausente.');

  const uf = values.uf.toUpperCase();
  if (!uf) errors.push('UF ausente.');
  else if (!isUf(uf)) errors.push(`UF inválida: "${values.uf}".`);

  const data: ImportRowData | null =
    errors.length === 0
      ? {
          title,
          description,
          productId: productId!,
          unitIndex: unitIndex!,
          quantity,
          unitPrice: Math.round(unitPrice * 100) / 100,
          availableFrom: availableFrom ?? null,
          zipCode,
          city,
          uf,
        }
      : null;
  return { row, values, errors, data };
}

/**
 * A sheet as rows of cells (the header first, as `sheet_to_json(ws, { header: 1 })` gives them)
 * → the rows to import, each with its problems. Blank rows are skipped.
 */
export function validateSheet(sheet: readonly (readonly unknown[])[], catalog: ImportCatalog): ImportSheet {
  const headerIndex = sheet.findIndex((cells) => cells.some((c) => !isBlank(c)));
  if (headerIndex < 0) return { problem: 'empty', missingColumns: [], rows: [] };
  const header = sheet[headerIndex]!.map((c) => normalizeHeader(cellText(c)));
  const positions = new Map<ImportColumnKey, number>();
  for (const column of IMPORT_COLUMNS) {
    const at = header.indexOf(normalizeHeader(column.header));
    if (at >= 0) positions.set(column.key, at);
  }
  const missingColumns = IMPORT_COLUMNS.filter((c) => c.required && !positions.has(c.key)).map((c) => c.header);
  if (missingColumns.length) return { problem: 'missing-columns', missingColumns, rows: [] };

  const lookup = buildLookup(catalog);
  const rows: ImportRow[] = [];
  for (let i = headerIndex + 1; i < sheet.length; i++) {
    const cells = sheet[i] ?? [];
    if (!cells.some((c) => !isBlank(c))) continue;
    if (rows.length >= MAX_IMPORT_ROWS) return { problem: 'too-many-rows', missingColumns: [], rows: [] };
    const mapped: Partial<Record<ImportColumnKey, unknown>> = {};
    for (const [key, at] of positions) mapped[key] = cells[at];
    rows.push(validateRow(i + 1, mapped, lookup));
  }
  if (rows.length === 0) return { problem: 'empty', missingColumns: [], rows: [] };
  return { problem: null, missingColumns: [], rows };
}
