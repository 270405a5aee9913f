import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Search } from '../api';
import { useUpdateSearch } from '../queries';
import { fromSearch, searchFormSchema, toSearchEdit, type SearchFormOutput, type SearchFormValues } from '../schemas';
import { SEARCH_FIELD_CODES, SearchFields } from './SearchFields';

/**
 * An administrator's edit of an active search (`PUT /admin/search/{id}`): its own fields under the
 * new-search rules; its company, status and rejection reason stay. Cancelling with changes asks
 * first; a failed save keeps every value.
 */
export function SearchEditForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const update = useUpdateSearch(search.id);
  const form = useForm<SearchFormValues, unknown, SearchFormOutput>({ resolver: zodResolver(searchFormSchema), defaultValues: fromSearch(search) });
  const [discarding, setDiscarding] = useState(false);
  // Read while rendering, so react-hook-form keeps it up to date for Cancelar.
  const { isDirty } = form.formState;
  // Opened from "Editar busca" (which is then gone): focus moves to the form's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Form
      form={form}
      aria-label="Editar busca"
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
      fieldErrors={SEARCH_FIELD_CODES}
      onSubmit={async (values) => {
        await update.mutateAsync(toSearchEdit(values));
        onDone();
      }}
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Editar busca
      </h2>
      <FormError />
      <p className="text-sm text-slate-700">
        <span className="font-medium">Empresa:</span> {search.company.companyName} · a empresa e a situação da busca não mudam.
      </p>
      <SearchFields form={form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => (isDirty ? setDiscarding(true) : onDone())}>
          Cancelar
        </Button>
        <SubmitButton>Salvar</SubmitButton>
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
