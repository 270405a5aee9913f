import { saoPauloDay } from './calendar-day';

/**
 * Impact for a company's ESG report (docs/deal/impact.md): quantities moved through FINISHED
 * negotiations, by unit and by São Paulo calendar month, with a weight in kg where the unit is a
 * mass. The mock computes the answer with these rules and the screens label the weight with them,
 * so both sides agree on what is exact and what is left out.
 */

/**
 * kg per unit, for mass units only: exact conversions. Volumes, lengths, areas and counts (L, m,
 * m², m³, un, cx, pallet…) have no factor: a litre of solvent and a litre of acid weigh differently,
 * and a guess would inflate the report, so they are left without weight.
 */
const KG_PER_UNIT = new Map<string, number>([
  ...['kg', 'kgs', 'quilo', 'quilos', 'quilograma', 'quilogramas', 'kilo', 'kilos', 'kilograma', 'kilogramas'].map((u) => [u, 1] as const),
  ...['t', 'ton', 'tons', 'tonelada', 'toneladas', 'tonelada metrica', 'toneladas metricas'].map((u) => [u, 1000] as const),
  ...['g', 'gr', 'grama', 'gramas'].map((u) => [u, 0.001] as const),
  ...['mg', 'miligrama', 'miligramas'].map((u) => [u, 0.000001] as const),
]);

/** The catalogue names units freely: compare them without accents, case or extra spaces. */
const unitKey = (unit: string) =>
  unit
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** kg in one `unit`, or null when the unit is not a mass. */
export function kgPerUnit(unit: string | null | undefined): number | null {
  return unit ? (KG_PER_UNIT.get(unitKey(unit)) ?? null) : null;
}

/** Whole grams of a quantity: sums of grams are exact, so totals equal the sum of their months. */
function gramsOf(quantity: number, unit: string): number | null {
  const factor = kgPerUnit(unit);
  return factor === null ? null : Math.round(quantity * factor * 1000);
}

/** The weight of `quantity` of `unit` in kg, to the gram; null when the unit is not a mass. */
export function estimatedKg(quantity: number, unit: string): number | null {
  const grams = gramsOf(quantity, unit);
  return grams === null ? null : grams / 1000;
}

/** The factors used for these units (mass units only, each once, by name). */
export function estimateBasis(units: readonly string[]): { unit: string; kgPerUnit: number }[] {
  return [...new Set(units)]
    .sort(byName)
    .flatMap((unit) => {
      const factor = kgPerUnit(unit);
      return factor === null ? [] : [{ unit, kgPerUnit: factor }];
    });
}

/** 'YYYY-MM' with a real month. */
export function isImpactMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The São Paulo calendar month of an instant: '2026-10-31T23:30:00-03:00' → '2026-10'. */
export function impactMonth(instant: number | string): string {
  return saoPauloDay(instant).slice(0, 7);
}

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** '2026-10' → 'outubro de 2026'. */
export function formatImpactMonth(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? index} de ${year}`;
}

/** One FINISHED negotiation: its month, the announcement's unit and the agreed quantity. */
export interface ImpactEntry {
  month: string;
  unit: string;
  quantity: number;
}

interface ImpactRow {
  unit: string;
  quantity: number;
  negotiations: number;
  /** The weight in kg (mass units only), else null. */
  estimatedKg: number | null;
}

interface ImpactMonthRow extends ImpactRow {
  month: string;
}

export interface ImpactFigures {
  /** FINISHED negotiations counted. */
  negotiations: number;
  /** One row per unit, by unit name. */
  totals: ImpactRow[];
  /** One row per month and unit, oldest month first. */
  months: ImpactMonthRow[];
  /** The sum of the rows' weights; rows without weight are left out. */
  estimatedKgTotal: number;
  /** Units counted without a weight, by name. */
  unitsWithoutEstimate: string[];
}

/** Sums in thousandths of a unit and in grams, so that no float drifts between totals and months. */
interface Sum {
  milli: number;
  negotiations: number;
  grams: number | null;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

function add(sums: Map<string, Sum>, key: string, entry: ImpactEntry): void {
  const sum = sums.get(key) ?? { milli: 0, negotiations: 0, grams: kgPerUnit(entry.unit) === null ? null : 0 };
  sum.milli += Math.round(entry.quantity * 1000);
  sum.negotiations += 1;
  if (sum.grams !== null) sum.grams += gramsOf(entry.quantity, entry.unit)!;
  sums.set(key, sum);
}

const row = (unit: string, sum: Sum): ImpactRow => ({
  unit,
  quantity: sum.milli / 1000,
  negotiations: sum.negotiations,
  estimatedKg: sum.grams === null ? null : sum.grams / 1000,
});

/** The figures of a set of FINISHED negotiations. */
export function summarizeImpact(entries: readonly ImpactEntry[]): ImpactFigures {
  const byUnit = new Map<string, Sum>();
  const byMonth = new Map<string, Map<string, Sum>>();
  for (const entry of entries) {
    add(byUnit, entry.unit, entry);
    const month = byMonth.get(entry.month) ?? new Map<string, Sum>();
    add(month, entry.unit, entry);
    byMonth.set(entry.month, month);
  }
  const units = [...byUnit.keys()].sort(byName);
  const totals = units.map((unit) => row(unit, byUnit.get(unit)!));
  const months = [...byMonth.keys()].sort().flatMap((month) => {
    const sums = byMonth.get(month)!;
    return [...sums.keys()].sort(byName).map((unit) => ({ month, ...row(unit, sums.get(unit)!) }));
  });
  const grams = [...byUnit.values()].reduce((total, sum) => total + (sum.grams ?? 0), 0);
  return {
    negotiations: entries.length,
    totals,
    months,
    estimatedKgTotal: grams / 1000,
    unitsWithoutEstimate: units.filter((unit) => byUnit.get(unit)!.grams === null),
  };
}

/** 'Metalúrgica São João Ltda.' → 'impacto-metalurgica-sao-joao-ltda'; the platform's: 'impacto-giro'. */
export function impactFileBase(companyName: string | null): string {
  if (companyName === null) return 'impacto-giro';
  const slug = unitKey(companyName)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `impacto-${slug || 'empresa'}`;
}

/** The flows as the screens and the workbook name them: a company's two sides, or the platform. */
export const IMPACT_FLOWS = {
  sold: 'Repassado (vendas)',
  bought: 'Reaproveitado (compras)',
  platform: 'Reaproveitado na plataforma',
} as const;

/** What the weight is, where the screens and the workbook show it. */
export const IMPACT_ESTIMATE_NOTE =
  'Peso estimado: conversão exata apenas das unidades de massa (kg, t, g); unidades sem fator de conversão (un, cx, L, m, m², m³, pallet…) ficam sem peso e fora do total.';

/** What is counted, in the same places. */
export const IMPACT_SCOPE_NOTE = 'Quantidades acordadas nas negociações finalizadas, no mês (horário de Brasília) em que cada uma foi finalizada.';
