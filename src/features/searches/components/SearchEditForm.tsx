import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Search, SearchEdit } from '../api';
import { useUpdateSearch } from '../queries';
import { fromSearch, toSearchEdit } from '../form-values';
import type { SearchFormOutput, SearchFormValues } from '../schemas';
import { SEARCH_FIELD_CODES, SearchFields } from './SearchFields';

interface SearchFieldsFormProps {
  search: Search;
  onDone: () => void;
  /** The form's heading and accessible name. */
  title: string;
  /** What the user should know before changing anything (the company, the rejection reason). */
  intro: ReactNode;
  submitLabel: string;
  submittingLabel?: string;
  save: (edit: SearchEdit) => Promise<unknown>;
}

/**
 * A search's own fields, filled in, under the new-search rules; its company is never sent. Shared
 * by the administrator's edit and the company's correction of a rejected search. Cancelling with
 * changes asks first; a failed save keeps every value.
 */
export function SearchFieldsForm({ search, onDone, title, intro, submitLabel, submittingLabel, save }: SearchFieldsFormProps) {
  const form = useSchemaForm<SearchFormValues, SearchFormOutput>(() => import('../schemas').then((m) => m.searchFormSchema), { defaultValues: fromSearch(search) });
  const [discarding, setDiscarding] = useState(false);
  // Read while rendering, so react-hook-form keeps it up to date for Cancelar.
  const { isDirty } = form.formState;
  // Opened from a button (which is then gone): focus moves to the form's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Form
      form={form}
      aria-label={title}
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
      fieldErrors={SEARCH_FIELD_CODES}
      onSubmit={async (values) => {
        await save(toSearchEdit(values));
        onDone();
      }}
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      <FormError />
      {intro}
      <SearchFields form={form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => (isDirty ? setDiscarding(true) : onDone())}>
          Cancelar
        </Button>
        <SubmitButton submittingLabel={submittingLabel}>{submitLabel}</SubmitButton>
      </div>
      <ConfirmDialog
        open={discarding}
        title="Descartar alterações?"
        description="O que você alterou nesta busca será perdido."
        confirmLabel="Descartar"
        cancelLabel="Continuar editando"
        tone="danger"
        onConfirm={onDone}
        onClose={() => setDiscarding(false)}
      />
    </Form>
  );
}

/**
 * An administrator's edit of an active search (`PUT /admin/search/{id}`): its own fields under the
 * new-search rules; its company, status and rejection reason stay.
 */
export function SearchEditForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const update = useUpdateSearch(search.id);
  return (
    <SearchFieldsForm
      search={search}
      onDone={onDone}
      title="Editar busca"
      intro={
        <p className="text-sm text-slate-700">
          <span className="font-medium">Empresa:</span> {search.company.companyName} · a empresa e a situação da busca não mudam.
        </p>
      }
      submitLabel="Salvar"
      save={(edit) => update.mutateAsync(edit)}
    />
  );
}
