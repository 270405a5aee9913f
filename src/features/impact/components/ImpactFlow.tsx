import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { formatImpactMonth, type ImpactFigures } from '@/lib/impact';

const quantityOf = (quantity: number, unit: string) => `${formatNumber(quantity)} ${unit}`;
const kgOf = (kg: number) => `${formatNumber(kg)} kg`;
const MONTH_COLUMNS = ['Mês', 'Quantidade', 'Negociações', 'Peso estimado (kg)'];
const negotiationsOf = (n: number) => `${formatNumber(n)} ${n === 1 ? 'negociação' : 'negociações'}`;

/**
 * One flow of the impact (what a company passed on, what it reused, or the platform's): the
 * totals by unit, the estimated weight, and the same by month in a table.
 */
export function ImpactFlow({ title, figures, none }: { title: string; figures: ImpactFigures; none: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {figures.negotiations === 0 ? (
        <p className="text-sm text-slate-700">{none}</p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            {negotiationsOf(figures.negotiations)} · <span className="font-medium">Peso estimado: {kgOf(figures.estimatedKgTotal)}</span>
          </p>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {figures.totals.map((total) => (
              <li key={total.unit} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
                <p className="text-base font-semibold text-slate-900 tabular-nums">{quantityOf(total.quantity, total.unit)}</p>
                <p className="text-slate-700">{negotiationsOf(total.negotiations)}</p>
                <p className="text-slate-700">{total.estimatedKg === null ? 'Sem peso estimado para esta unidade' : `Peso estimado: ${kgOf(total.estimatedKg)}`}</p>
              </li>
            ))}
          </ul>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{`${title} por mês`}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-700">
                  {MONTH_COLUMNS.map((column, i) => (
                    <th key={column} scope="col" className={i === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pr-3 text-right font-medium'}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figures.months.map((row) => (
                  <tr key={`${row.month} ${row.unit}`} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap text-slate-800">
                      {formatImpactMonth(row.month)}
                    </th>
                    <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{quantityOf(row.quantity, row.unit)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(row.negotiations)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.estimatedKg === null ? '—' : formatNumber(row.estimatedKg)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
