import { Button } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/format';
import { useFormDraft, type FormDraft } from '@/lib/hooks/useFormDraft';
import { companyDraftSchema, type CompanyFormValues } from '../schemas';
import type { CompanyForm } from './CompanyFields';

/**
 * The company form's draft in this browser (create, edit, the admin's create), as the
 * announcement form keeps one: `key` per user and per company ('nova' or the id), null where the
 * form is read-only. Sign-out removes every draft (clearAllDrafts).
 */
export function useCompanyDraft(key: string | null, form: CompanyForm): FormDraft<CompanyFormValues> {
  return useFormDraft(key, form, { schema: companyDraftSchema });
}

/** 'Restaurar rascunho' / 'Descartar' while a draft saved earlier is offered. */
export function CompanyDraftBanner({ draft }: { draft: FormDraft<CompanyFormValues> }) {
  if (!draft.offered) return null;
  return (
    <div role="region" aria-label="Rascunho não salvo" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>Encontramos um rascunho não salvo desta empresa, de {formatDateTime(draft.offered.savedAt)}.</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={draft.restore}>
          Restaurar rascunho
        </Button>
        <Button size="sm" variant="outline" onClick={draft.discard}>
          Descartar
        </Button>
      </div>
    </div>
  );
}
