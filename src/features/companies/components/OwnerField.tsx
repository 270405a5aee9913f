import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { optionsHint } from '@/components/form/options-hint';
import { withOption, type Option } from '@/components/form/options';
import { SelectField } from '@/components/form/SelectField';
import { controlClass } from '@/components/form/styles';
import { clientQueries } from '@/features/clients/queries';
import { companyQueries } from '../queries';
import type { CompanyFormOutput, CompanyFormValues } from '../schemas';

const SEARCH_DELAY_MS = 300;

/**
 * 'Cliente responsável' of an admin's new company: typing in 'Buscar cliente' asks the API for the
 * clients whose name (or e-mail, with an '@') has the text, among all of them, not only the first
 * page; the select offers the matches. The chosen client stays offered whatever is typed next (a
 * restored draft's too: read by its id).
 */
export function OwnerField({ control }: { control: Control<CompanyFormValues, unknown, CompanyFormOutput> }) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // The last matches stay while the next search loads, so the select never empties under the user.
  const found = useQuery({ ...companyQueries.ownerOptions(search), placeholderData: keepPreviousData });
  const accountId = useWatch({ control, name: 'accountId' });
  // The chosen client's option, kept from the matches it was chosen among ("state from props" pattern).
  const listed = found.data?.find((o) => o.value === accountId);
  const [remembered, setRemembered] = useState<Option | undefined>(undefined);
  if (listed && remembered?.value !== listed.value) setRemembered(listed);
  const known = listed ?? (remembered?.value === accountId ? remembered : undefined);
  // Chosen elsewhere (a restored draft): read by its id.
  const chosen = useQuery({ ...clientQueries.detail(accountId ?? 0), enabled: accountId !== null && !found.isPending && !known });
  const extra = known ?? (chosen.data && { value: chosen.data.accountId, label: `${chosen.data.name} — ${chosen.data.email}` });
  const options = withOption(found.data ?? [], extra);
  return (
    <div className="flex max-w-xl flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          Buscar cliente
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          placeholder="Nome ou e-mail"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once; it does not submit the company form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setSearch(text.trim());
          }}
          className={controlClass(false)}
        />
      </div>
      <SelectField
        control={control}
        name="accountId"
        label="Cliente responsável"
        hint={optionsHint(found, 'A empresa fica vinculada a este cliente, que poderá editá-la e convidar colaboradores.')}
        required
        options={options}
        loading={found.isPending}
      />
    </div>
  );
}
