import { DraftBanner } from '@/components/form/DraftBanner';
import { useFormDraft, type FormDraft } from '@/lib/hooks/useFormDraft';
import type { CompanyFormValues } from '../schemas';
import type { CompanyForm } from './CompanyFields';

/**
 * The company form's draft in this browser (create, edit, the admin's create), as the
 * announcement form keeps one: `key` per user and per company ('nova' or the id), null where the
 * form is read-only. Sign-out removes every draft (clearAllDrafts).
 */
export function useCompanyDraft(key: string | null, form: CompanyForm): FormDraft<CompanyFormValues> {
  return useFormDraft(key, form, { schema: () => import('../schemas').then((m) => m.companyDraftSchema) });
}

/** The shared draft banner, worded for a company. */
export function CompanyDraftBanner({ draft }: { draft: FormDraft<CompanyFormValues> }) {
  return <DraftBanner draft={draft} what="desta empresa" />;
}
