/**
 * Units that count whole things (docs/deal/numbers.md): a quantity of 'un', 'cx' or 'pallet' has no
 * decimals. Other units (kg, t, m, m², m³, L) take up to QUANTITY_SCALE decimals. The catalogue
 * names units freely, so the rule goes by the symbol, with or without accents and case.
 */
const WHOLE_UNITS = new Set(['un', 'und', 'unid', 'unidade', 'unidades', 'cx', 'caixa', 'caixas', 'pallet', 'pallets', 'palete', 'paletes', 'pc', 'pç', 'peca', 'peça', 'pecas', 'peças', 'fardo', 'fardos', 'sc', 'saco', 'sacos', 'rolo', 'rolos', 'par', 'pares', 'dz', 'duzia', 'dúzia']);

/** Decimal places a quantity takes in units that can be split. */
const QUANTITY_SCALE = 3;

function isWholeUnit(unit: string | null | undefined): boolean {
  return !!unit && WHOLE_UNITS.has(unit.trim().toLowerCase());
}

/** Decimal places of a quantity in `unit` (0 for units that count whole things). */
export function quantityScale(unit: string | null | undefined): number {
  return isWholeUnit(unit) ? 0 : QUANTITY_SCALE;
}

/** 'A unidade “un” não aceita casas decimais.' */
export function wholeUnitMessage(unit: string): string {
  return `A unidade “${unit.trim()}” não aceita casas decimais.`;
}

/** A quantity fits its unit: whole in a unit that counts whole things; any other unit takes decimals. */
export function fitsUnit(quantity: number, unit: string | null | undefined): boolean {
  return !isWholeUnit(unit) || Number.isInteger(quantity);
}
