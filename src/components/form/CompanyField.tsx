import { useEffect, type ReactNode } from 'react';
import { LoadFailure } from '../ui/LoadFailure';
import { toOptions } from './options';
import { useKitForm } from './Form';
import { SelectField } from './SelectField';

/** A company the user may pick (the caller's companies that qualify, e.g. APPROVED ones). */
export interface CompanyChoice {
  id: number;
  companyName: string;
  tradeName?: string;
}

export interface CompanyFieldProps {
  /** e.g. 'Empresa compradora'. */
  label: string;
  companies: readonly CompanyChoice[];
  loading: boolean;
  /** The companies failed to load: 'Não foi possível carregar suas empresas.' with a retry. */
  failed: boolean;
  onRetry: () => void;
  /** What to say when the user has no company that qualifies (shown as an alert). */
  none: ReactNode;
}

/** The values this field reads and writes (the form's other fields are its own business). */
type WithCompany = { companyId: number | null };

/**
 * The company a form acts for, inside a kit <Form> whose values have `companyId`:
 * - several companies: a required select;
 * - one: its name, and it is the value (also when the companies load after the form opened);
 * - none: `none`, as an alert;
 * - failed to load: `LoadFailure` with 'Tentar novamente'.
 */
export function CompanyField({ label, companies, loading, failed, onRetry, none }: CompanyFieldProps) {
  const { control, getValues, setValue } = useKitForm<WithCompany>();
  const only = companies.length === 1 ? companies[0]! : null;
  const onlyId = only?.id ?? null;
  useEffect(() => {
    if (onlyId !== null && getValues('companyId') === null) setValue('companyId', onlyId);
  }, [onlyId, getValues, setValue]);

  if (companies.length === 0) {
    if (failed) return <LoadFailure what="suas empresas" onRetry={onRetry} />;
    if (loading) return null;
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {none}
      </p>
    );
  }
  const name = (c: CompanyChoice) => c.tradeName || c.companyName;
  if (only) {
    return (
      <p className="text-sm text-slate-700">
        {label}: <span className="font-medium text-slate-900">{name(only)}</span>
      </p>
    );
  }
  return <SelectField control={control} name="companyId" label={label} required options={toOptions(companies, (c) => c.id, name)} />;
}
