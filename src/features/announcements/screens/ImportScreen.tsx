import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Field, fieldAria } from '@/components/form/Field';
import { FilePicker } from '@/components/form/FilePicker';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { toOptions, type Option } from '@/components/form/options';
import { optionsHint } from '@/components/form/options-hint';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Button, buttonClass } from '@/components/ui/Button';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { PageHeader } from '@/components/ui/PageHeader';
import { SkeletonText } from '@/components/ui/Skeleton';
import { useProductSelectList, useUnitSelectList } from '@/features/catalogue/queries';
import { serverCode, toErrorMessage } from '@/lib/api/errors';
import { formatNumber } from '@/lib/format';
import { datedFileName } from '@/lib/api/transfer';
import type { ImportResult } from '../api';
import { TEMPLATE_DEFAULT_NAME, TEMPLATE_URL, XLSX_MIME } from '../model';
import { useSheetPreview } from '../import/useSheetPreview';
import { useApprovedCompanies, useImportAnnouncements } from '../queries';
import type { ImportFormOutput, ImportFormValues } from '../schemas';
import { routes } from '@/lib/routes';

const ACCEPT = `.xlsx,${XLSX_MIME}`;
/** The company stopped being approved after the list loaded: said under the company, by its status. */
const COMPANY_REFUSALS = new Set(['CompanyNotApproved', 'CompanyPending', 'CompanyRejected', 'CompanyInactive']);

// The tables (and the table kit) load with the first file picked, beside the spreadsheet reader.
const loadTables = () => import('../components/ImportTables');
const tablesLoading = () => <SkeletonText lines={4} label="Carregando a tabela..." />;
const PreviewTable = dynamic(() => loadTables().then((m) => m.PreviewTable), { ssr: false, loading: tablesLoading });
const RefusedTable = dynamic(() => loadTables().then((m) => m.RefusedTable), { ssr: false, loading: tablesLoading });

/**
 * `/admin/anuncios/importar`: download the template, choose the company and an .xlsx, see a
 * preview of the rows (parsed in the browser, in a Web Worker, before anything is sent) with each
 * row's problems, upload it (`POST /admin/announcement/import`, multipart `file` + `company`) with
 * a progress bar, and see the result (created, refused rows and why).
 */
export function ImportScreen() {
  const companies = useApprovedCompanies();
  const products = useProductSelectList();
  const units = useUnitSelectList();
  const importer = useImportAnnouncements();
  const form = useSchemaForm<ImportFormValues, ImportFormOutput>(() => import('../schemas').then((m) => m.importFormSchema), { defaultValues: { companyId: null } });
  const companyId = useWatch({ control: form.control, name: 'companyId' });
  const companyOptions: Option[] = useMemo(() => toOptions(companies.data, (c) => c.companyId, (c) => c.companyName), [companies.data]);

  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ companyId: number; result: ImportResult } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const catalog = useMemo(() => (products.data && units.data ? { products: products.data, units: units.data } : null), [products.data, units.data]);
  // A head start only: the table's own load reports a failure.
  const reader = useSheetPreview({ catalog, fileInputRef: fileInput, onReadStart: () => void loadTables().catch(() => undefined) });
  const { preview, setPreview, fileError, setFileError, reading } = reader;

  async function submit(values: ImportFormOutput) {
    if (!preview) {
      setFileError('Escolha a planilha.');
      fileInput.current?.focus();
      return;
    }
    setProgress(0);
    try {
      const answer = await importer.mutateAsync({ file: preview.file, companyId: values.companyId, onProgress: setProgress });
      setResult({ companyId: values.companyId, result: answer });
      setPreview(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const code = serverCode(error);
      if (code && COMPANY_REFUSALS.has(code)) form.setError('companyId', { type: 'server', message: toErrorMessage(error) });
      else if (code?.startsWith('Spreadsheet') || code === 'InvalidSpreadsheet') setFileError(toErrorMessage(error));
      throw error;
    } finally {
      setProgress(null);
    }
  }

  const sheet = preview?.sheet;
  const ready = sheet ? sheet.rows.filter((r) => r.errors.length === 0).length : 0;
  const withProblems = sheet ? sheet.rows.length - ready : 0;
  // The picker waits for the products and units that check the rows: if they failed, say so.
  const fileHint = optionsHint(
    { isError: (products.isError && !products.data) || (units.isError && !units.data), refetch: () => Promise.all([products.refetch(), units.refetch()]) },
    'Planilha do Excel (.xlsx) no formato do modelo.',
  );

  return (
    <section>
      <PageHeader
        title="Importar anúncios"
        description="Crie vários anúncios de uma empresa a partir de uma planilha. Os anúncios importados entram aprovados e sem fotos."
      />

      <ol className="flex flex-col gap-6">
        <li className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 className="text-base font-semibold text-slate-900">1. Baixe o modelo</h2>
          <p className="mt-1 text-sm text-slate-700">Preencha uma linha por anúncio na aba “Anúncios”. As abas “Produtos” e “Unidades” listam os valores aceitos.</p>
          <div className="mt-3">
            <DownloadButton url={TEMPLATE_URL} defaultName={() => datedFileName(TEMPLATE_DEFAULT_NAME)}>
              Baixar modelo (.xlsx)
            </DownloadButton>
          </div>
        </li>

        <li className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 className="text-base font-semibold text-slate-900">2. Escolha a empresa e a planilha</h2>
          <Form form={form} onSubmit={submit} aria-label="Importar planilha" className="mt-3 flex flex-col gap-4">
            <FormError />
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <SelectField
                control={form.control}
                name="companyId"
                label="Empresa"
                required
                options={companyOptions}
                loading={companies.isPending}
                hint={optionsHint(companies, 'Só empresas aprovadas recebem anúncios.')}
              />
              <Field id={fileId} label="Planilha" required hint={fileHint} error={fileError ?? undefined}>
                <FilePicker
                  ref={fileInput}
                  id={fileId}
                  accept={ACCEPT}
                  disabled={!catalog || progress !== null}
                  onChange={(event) => {
                    setResult(null);
                    void reader.pick(event);
                  }}
                  aria-required
                  {...fieldAria(fileId, { hint: fileHint, error: fileError ?? undefined })}
                  status={preview?.file.name ?? reading?.name ?? 'Nenhum arquivo escolhido'}
                />
              </Field>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <p role="status" className="text-sm text-slate-700">
                {reading ? 'Lendo a planilha...' : ''}
              </p>
              {reading ? (
                <Button variant="outline" size="sm" onClick={reader.cancel}>
                  Cancelar
                </Button>
              ) : null}
            </div>

            {sheet ? (
              <section aria-labelledby="importar-previa" className="flex flex-col gap-3">
                <h2 id="importar-previa" className="text-base font-semibold text-slate-900">
                  3. Confira a prévia
                </h2>
                <p className="text-sm text-slate-800" data-testid="import-summary">
                  {formatNumber(sheet.rows.length)} {sheet.rows.length === 1 ? 'linha' : 'linhas'}: {formatNumber(ready)} {ready === 1 ? 'pronta' : 'prontas'} para importar
                  {withProblems > 0
                    ? `, ${formatNumber(withProblems)} ${withProblems === 1 ? 'com problema (não será importada)' : 'com problemas (não serão importadas)'}`
                    : ''}
                  .
                </p>
                <PreviewTable sheet={sheet} />
              </section>
            ) : null}

            {progress !== null ? (
              <div className="flex items-center gap-3 text-sm text-slate-700">
                <progress className="h-2 w-64 accent-primary-700" max={100} value={progress} aria-label="Envio da planilha" />
                <span className="tabular-nums">{progress}%</span>
              </div>
            ) : null}

            <div className="flex justify-end">
              <SubmitButton disabled={!sheet || ready === 0 || !companyId} submittingLabel="Importando...">
                {sheet ? `Importar ${formatNumber(ready)} ${ready === 1 ? 'anúncio' : 'anúncios'}` : 'Importar'}
              </SubmitButton>
            </div>
          </Form>
        </li>
      </ol>

      {result ? (
        <section aria-labelledby="importar-resultado" className="mt-6 rounded-lg border border-slate-200 bg-white p-5" data-testid="import-result">
          <h2 id="importar-resultado" className="text-base font-semibold text-slate-900">
            Resultado da importação
          </h2>
          <p role="status" className="mt-1 text-sm text-slate-800">
            {result.result.created === 1 ? '1 anúncio criado' : `${formatNumber(result.result.created)} anúncios criados`}
            {result.result.refused.length > 0
              ? `; ${result.result.refused.length === 1 ? '1 linha recusada' : `${formatNumber(result.result.refused.length)} linhas recusadas`}.`
              : '.'}
          </p>
          {result.result.refused.length > 0 ? (
            <RefusedTable refused={result.result.refused} />
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Link href={routes.admin.announcements({ company: result.companyId })} className={buttonClass()}>
              Ver anúncios da empresa
            </Link>
            <Button variant="outline" onClick={() => setResult(null)}>
              Importar outra planilha
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
