import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from '@/components/form/DateField';
import { Form } from '@/components/form/Form';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { reportFileName, type ReportDefinition } from '../api';
import { EMPTY_REPORT_FILTERS, reportParamsOf } from '../form-values';
import type { ReportFilters, ReportFilterValues } from '../schemas';

export interface ReportCardProps {
  report: ReportDefinition;
  /** Called with the saved file name (the header's, else the dated default). */
  onDownloaded?: (fileName: string) => void;
}

/**
 * One report: its period (and status, where it has one) and the download button. The button sends
 * the filters as they are; while they are invalid (an incomplete date, an end before the start) it
 * is disabled and the fields say why.
 */
export function ReportCard({ report, onDownloaded }: ReportCardProps) {
  const headingId = useId();
  const blockedId = useId();
  const form = useSchemaForm<ReportFilterValues, ReportFilters>(() => import('../schemas').then((m) => m.reportFilterSchema), {
    defaultValues: EMPTY_REPORT_FILTERS,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const params = reportParamsOf({ ...EMPTY_REPORT_FILTERS, ...values });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {report.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{report.description}</p>
      </div>
      <Form form={form} onSubmit={() => undefined} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{report.periodLegend}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField control={form.control} name="from" label="De" valueFormat="date" />
            <DateField control={form.control} name="to" label="Até" valueFormat="date" />
          </div>
        </fieldset>
        {report.statusOptions.length > 0 ? (
          <SelectField control={form.control} name="status" label="Status" options={report.statusOptions} placeholder="Todos" />
        ) : null}
        <div className="flex flex-col items-start gap-1">
          <DownloadButton
            url={report.url}
            params={params}
            defaultName={() => reportFileName(report.kind)}
            onDownloaded={onDownloaded}
            disabled={!params}
            aria-describedby={params ? undefined : blockedId}
          >
            Baixar relatório de {report.noun}
          </DownloadButton>
          {params ? null : (
            <p id={blockedId} className="text-sm text-slate-700">
              Corrija o período para baixar o relatório.
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}
