import type { Search } from '../api';
import { useResubmitSearch } from '../queries';
import { RejectionReasonNote } from './display';
import { SearchFieldsForm } from './SearchEditForm';
import { SEARCH_EDIT } from './search-edit-text';

const noteClass = 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900';

/**
 * The company's edit of its active search (`PUT /search/{id}`), which always ends in review
 * (PENDING): a rejected one is corrected with its reason in view; an approved one is said, before
 * saving, to leave the sellers' lists until approved again; a pending one keeps waiting.
 */
export function SearchResubmitForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const text = SEARCH_EDIT[search.status];
  const resubmit = useResubmitSearch(search.id, text.success);
  return (
    <SearchFieldsForm
      search={search}
      onDone={onDone}
      title={text.title}
      intro={
        search.status === 'REJECTED' ? (
          <>
            {search.rejectionReason ? <RejectionReasonNote reason={search.rejectionReason} /> : null}
            <p className="text-sm text-slate-700">Corrija o que o motivo aponta. Enviada, a busca volta a aguardar aprovação antes de aparecer para os vendedores.</p>
          </>
        ) : search.status === 'APPROVED' ? (
          <p role="note" className={noteClass}>
            Salva, a busca volta a aguardar aprovação e deixa de aparecer para os vendedores até ser aprovada de novo.
          </p>
        ) : (
          <p role="note" className="text-sm text-slate-700">
            Salva, a busca continua aguardando aprovação.
          </p>
        )
      }
      submitLabel={text.submit}
      submittingLabel={search.status === 'PENDING' ? 'Salvando...' : 'Enviando...'}
      save={(edit) => resubmit.mutateAsync(edit)}
    />
  );
}
