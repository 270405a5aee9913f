import { Button } from '../ui/Button';
import { formatDateTime } from '@/lib/format';
import type { FormDraft } from '@/lib/hooks/useFormDraft';
import type { FieldValues } from 'react-hook-form';

/**
 * 'Restaurar rascunho' / 'Descartar' while a draft saved earlier in this browser is offered
 * (useFormDraft). `what` names the record: 'deste anúncio', 'desta empresa'.
 */
export function DraftBanner<T extends FieldValues>({ draft, what }: { draft: FormDraft<T>; what: string }) {
  if (!draft.offered) return null;
  return (
    <div role="region" aria-label="Rascunho não salvo" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        Encontramos um rascunho não salvo {what}, de {formatDateTime(draft.offered.savedAt)}.
      </p>
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
