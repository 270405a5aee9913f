import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateBasis, estimatedKg, formatImpactMonth, impactFileBase, impactMonth, isImpactMonth, kgPerUnit, summarizeImpact, type ImpactEntry } from '@/lib/impact';

describe('the weight of a quantity (lib/impact)', () => {
  it('converts mass units exactly, whatever their case, accents or spelling', () => {
    for (const unit of ['kg', 'KG', ' Kg ', 'kgs', 'quilo', 'Quilograma', 'quilogramas', 'kilo']) expect(kgPerUnit(unit), unit).toBe(1);
    for (const unit of ['t', 'T', 'ton', 'tonelada', 'Toneladas', 'tonelada métrica', 'TONELADA METRICA']) expect(kgPerUnit(unit), unit).toBe(1000);
    for (const unit of ['g', 'G', 'gr', 'grama', 'gramas']) expect(kgPerUnit(unit), unit).toBe(0.001);
    for (const unit of ['mg', 'miligrama']) expect(kgPerUnit(unit), unit).toBe(0.000001);
  });

  it('has no factor for volumes, lengths, areas and counts: the weight depends on the product', () => {
    for (const unit of ['L', 'l', 'litro', 'm', 'm²', 'm2', 'm³', 'un', 'unidade', 'cx', 'caixa', 'pallet', 'peça', 'fardo', '', 'banana']) {
      expect(kgPerUnit(unit), unit).toBeNull();
      expect(estimatedKg(10, unit), unit).toBeNull();
    }
    expect(kgPerUnit(null)).toBeNull();
  });

  it('estimates in kg, to the gram', () => {
    expect(estimatedKg(2.5, 't')).toBe(2500);
    expect(estimatedKg(1234.567, 'kg')).toBe(1234.567);
    expect(estimatedKg(1500, 'g')).toBe(1.5);
    expect(estimatedKg(0.4, 'g')).toBe(0);
  });

  it('names the factors it used, mass units only', () => {
    expect(estimateBasis(['un', 't', 'kg', 'L', 't'])).toEqual([
      { unit: 'kg', kgPerUnit: 1 },
      { unit: 't', kgPerUnit: 1000 },
    ]);
  });
});

describe('months (lib/impact)', () => {
  it('counts a moment in its São Paulo calendar month', () => {
    expect(impactMonth('2026-10-31T23:30:00-03:00')).toBe('2026-10');
    expect(impactMonth('2026-11-01T02:30:00Z')).toBe('2026-10');
    expect(impactMonth('2026-11-01T03:00:00Z')).toBe('2026-11');
    expect(impactMonth(Date.UTC(2027, 0, 1, 2, 59))).toBe('2026-12');
  });

  it('takes only real months as YYYY-MM', () => {
    for (const good of ['2026-10', '1999-01', '2026-12']) expect(isImpactMonth(good), good).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026/10', '2026-10-01', ' 2026-10', '', 'outubro', 202610, undefined, null]) {
      expect(isImpactMonth(bad), String(bad)).toBe(false);
    }
  });

  it('shows a month in pt-BR', () => {
    expect(formatImpactMonth('2026-10')).toBe('outubro de 2026');
    expect(formatImpactMonth('2027-03')).toBe('março de 2027');
  });
});

describe('summarizeImpact (lib/impact)', () => {
  const entries: ImpactEntry[] = [
    { month: '2026-11', unit: 't', quantity: 2.5 },
    { month: '2026-10', unit: 't', quantity: 1 },
    { month: '2026-10', unit: 'un', quantity: 30 },
    { month: '2026-10', unit: 't', quantity: 0.1 },
    { month: '2026-11', unit: 'kg', quantity: 0.2 },
  ];

  it('adds by unit and by unit and month, counting negotiations and weighing mass units only', () => {
    const figures = summarizeImpact(entries);
    expect(figures.negotiations).toBe(5);
    expect(figures.totals).toEqual([
      { unit: 'kg', quantity: 0.2, negotiations: 1, estimatedKg: 0.2 },
      { unit: 't', quantity: 3.6, negotiations: 3, estimatedKg: 3600 },
      { unit: 'un', quantity: 30, negotiations: 1, estimatedKg: null },
    ]);
    expect(figures.months).toEqual([
      { month: '2026-10', unit: 't', quantity: 1.1, negotiations: 2, estimatedKg: 1100 },
      { month: '2026-10', unit: 'un', quantity: 30, negotiations: 1, estimatedKg: null },
      { month: '2026-11', unit: 'kg', quantity: 0.2, negotiations: 1, estimatedKg: 0.2 },
      { month: '2026-11', unit: 't', quantity: 2.5, negotiations: 1, estimatedKg: 2500 },
    ]);
    expect(figures.estimatedKgTotal).toBe(3600.2);
    expect(figures.unitsWithoutEstimate).toEqual(['un']);
  });

  it('is empty for no entries', () => {
    expect(summarizeImpact([])).toEqual({ negotiations: 0, totals: [], months: [], estimatedKgTotal: 0, unitsWithoutEstimate: [] });
  });

  it('totals equal the sum of the months, to the thousandth (property)', () => {
    const entry = fc.record({
      month: fc.constantFrom('2026-09', '2026-10', '2026-11', '2027-01'),
      unit: fc.constantFrom('kg', 't', 'g', 'un', 'L', 'Tonelada', 'cx'),
      quantity: fc.integer({ min: 1, max: 9_999_999_999 }).map((n) => n / 1000),
    });
    const milli = (n: number) => Math.round(n * 1000);
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (list) => {
        const figures = summarizeImpact(list);
        expect(figures.negotiations).toBe(list.length);
        for (const total of figures.totals) {
          const months = figures.months.filter((m) => m.unit === total.unit);
          expect(months.reduce((sum, m) => sum + milli(m.quantity), 0)).toBe(milli(total.quantity));
          expect(months.reduce((sum, m) => sum + m.negotiations, 0)).toBe(total.negotiations);
          if (total.estimatedKg === null) expect(months.every((m) => m.estimatedKg === null)).toBe(true);
          else expect(months.reduce((sum, m) => sum + milli(m.estimatedKg!), 0)).toBe(milli(total.estimatedKg));
        }
        expect(figures.totals.reduce((sum, t) => sum + milli(t.estimatedKg ?? 0), 0)).toBe(milli(figures.estimatedKgTotal));
        expect(figures.totals.reduce((sum, t) => sum + t.negotiations, 0)).toBe(list.length);
      }),
    );
  });
});

describe('impactFileBase (lib/impact)', () => {
  it('names the file after the company, as a slug, or after Giro', () => {
    expect(impactFileBase('Metalúrgica São João Ltda.')).toBe('impacto-metalurgica-sao-joao-ltda');
    expect(impactFileBase('  Química   Sul & Cia  ')).toBe('impacto-quimica-sul-cia');
    expect(impactFileBase('***')).toBe('impacto-empresa');
    expect(impactFileBase(null)).toBe('impacto-giro');
  });
});
