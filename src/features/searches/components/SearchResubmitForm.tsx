import type { Search } from '../api';
import { useResubmitSearch } from '../queries';
import { RejectionReasonNote } from './display';
import { SearchFieldsForm } from './SearchEditForm';

/**
 * The company's correction of its rejected search (`PUT /search/{id}`): the reason stays in view
 * while the fields are changed, and sending puts the search back in review (PENDING).
 */
export function SearchResubmitForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const resubmit = useResubmitSearch(search.id);
  return (
    <SearchFieldsForm
      search={search}
      onDone={onDone}
      title="Corrigir e reenviar"
      intro={
        <>
          {search.rejectionReason ? <RejectionReasonNote reason={search.rejectionReason} /> : null}
          <p className="text-sm text-slate-700">Corrija o que o motivo aponta. Enviada, a busca volta a aguardar aprovação antes de aparecer para os vendedores.</p>
        </>
      }
      submitLabel="Enviar para aprovação"
      submittingLabel="Enviando..."
      save={(edit) => resubmit.mutateAsync(edit)}
    />
  );
}
