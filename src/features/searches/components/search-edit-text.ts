import type { Search } from '../api';

/**
 * What the company's edit of its search says, by the search's review (docs/deal/searches.md: not only a
 * rejected one). Apart from the form, so the search's page names its button without loading it.
 */
export const SEARCH_EDIT = {
  REJECTED: { title: 'Corrigir e reenviar', submit: 'Enviar para aprovação', success: 'Busca reenviada para aprovação.' },
  APPROVED: { title: 'Editar busca', submit: 'Salvar e enviar para aprovação', success: 'Busca reenviada para aprovação.' },
  PENDING: { title: 'Editar busca', submit: 'Salvar', success: 'Busca salva com sucesso.' },
} as const satisfies Record<Search['status'], { title: string; submit: string; success: string }>;

/** The edit's title and button for a search of this review ('Corrigir e reenviar' or 'Editar busca'). */
export const editTitle = (search: Search) => SEARCH_EDIT[search.status].title;
