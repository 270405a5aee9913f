import type { Impact } from '@/features/impact/api';
import { estimateBasis, formatImpactMonth, IMPACT_ESTIMATE_NOTE, IMPACT_FLOWS, IMPACT_SCOPE_NOTE, impactMonth, isImpactMonth, summarizeImpact, type ImpactEntry, type ImpactFigures } from '@/lib/impact';
import type { NegotiationRecord } from '../db/negotiations';
import { db } from '../db/store';
import type { CompanyRecord } from '../db/types';
import { badRequest } from './errors';
import { monthCell, type WorkbookSheet } from './xlsx';

/**
 * Impact (docs/deal/impact.md): the FINISHED negotiations of a company, or of the platform, added
 * up by lib/impact.ts; and the same figures as the sheets of the .xlsx download.
 */

export interface MonthRange {
  from: string | null;
  to: string | null;
}

/** `from` / `to` as months (YYYY-MM, inclusive): `InvalidMonth`, `MonthRangeReversed` otherwise. */
export function readMonths(query: URLSearchParams): MonthRange {
  const read = (name: string) => {
    const value = query.get(name);
    if (value === null || value === '') return null;
    if (!isImpactMonth(value)) throw badRequest('InvalidMonth');
    return value;
  };
  const range = { from: read('from'), to: read('to') };
  if (range.from && range.to && range.to < range.from) throw badRequest('MonthRangeReversed');
  return range;
}

/** When it became FINISHED: its STATUS event (the seed and every status change record one). */
function finishedAt(n: NegotiationRecord): string {
  const step = n.events.findLast((e) => e.type === 'STATUS' && e.to === 'FINISHED');
  return step?.at ?? n.updatedAt;
}

interface Finished {
  seller: number;
  buyer: number;
  entry: ImpactEntry;
}

/** Every FINISHED negotiation finished within the range, in the unit of its announcement. */
function finishedWithin({ from, to }: MonthRange): Finished[] {
  const announcements = new Map(db.announcements.map((a) => [a.id, a]));
  const units = new Map(db.units.map((u) => [u.index, u.name]));
  return db.negotiations.flatMap((n) => {
    if (n.status !== 'FINISHED') return [];
    const month = impactMonth(finishedAt(n));
    if ((from && month < from) || (to && month > to)) return [];
    const announcement = announcements.get(n.announcementId);
    const unit = (announcement && units.get(announcement.unitIndex)) ?? '—';
    return [{ seller: n.sellerCompanyId, buyer: n.buyerCompanyId, entry: { month, unit, quantity: n.quantity } }];
  });
}

/** A company's impact (as seller and as buyer), or the platform's when `company` is null. */
export function impactOf(company: CompanyRecord | null, range: MonthRange): Impact {
  const finished = finishedWithin(range);
  const sold = company ? finished.filter((f) => f.seller === company.id) : finished;
  const bought = company ? finished.filter((f) => f.buyer === company.id) : finished;
  return {
    company: company ? { id: company.id, name: company.companyName } : null,
    ...range,
    sold: summarizeImpact(sold.map((f) => f.entry)),
    bought: summarizeImpact(bought.map((f) => f.entry)),
    estimateBasis: estimateBasis([...sold, ...bought].map((f) => f.entry.unit)),
  };
}

const kgCell = (kg: number | null) => kg ?? '';

function periodNote({ from, to }: Impact): string {
  if (!from && !to) return 'Período: todas as negociações finalizadas.';
  if (!to) return `Período: a partir de ${formatImpactMonth(from!)}.`;
  if (!from) return `Período: até ${formatImpactMonth(to)}.`;
  return `Período: de ${formatImpactMonth(from)} a ${formatImpactMonth(to)}.`;
}

/** 'Por mês' and 'Total': one row per flow, month and unit; the estimate said in the header and a note. */
export function impactSheets(impact: Impact): WorkbookSheet[] {
  const flows: [string, ImpactFigures][] = impact.company
    ? [
        [IMPACT_FLOWS.sold, impact.sold],
        [IMPACT_FLOWS.bought, impact.bought],
      ]
    : [[IMPACT_FLOWS.platform, impact.sold]];
  const notes = [`${impact.company ? `Empresa: ${impact.company.name}` : 'Plataforma Giro: todas as empresas'}.`, periodNote(impact), IMPACT_SCOPE_NOTE, IMPACT_ESTIMATE_NOTE];
  return [
    {
      name: 'Por mês',
      header: ['Fluxo', 'Mês', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)'],
      rows: flows.flatMap(([flow, figures]) => figures.months.map((m) => [flow, monthCell(m.month), m.unit, m.quantity, m.negotiations, kgCell(m.estimatedKg)])),
      notes,
    },
    {
      name: 'Total',
      header: ['Fluxo', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)'],
      rows: flows.flatMap(([flow, figures]) => [
        ...figures.totals.map((t) => [flow, t.unit, t.quantity, t.negotiations, kgCell(t.estimatedKg)]),
        [flow, 'Total (peso estimado)', '', figures.negotiations, figures.estimatedKgTotal],
      ]),
      notes,
    },
  ];
}
