import { Button } from './Button';
import { cx } from './cx';

/**
 * 'Não foi possível carregar {what}.' with 'Tentar novamente': what a screen or a form shows in
 * place of data that failed to load (the error toast has already said why), so the user is never
 * left with an empty list or a misleading message.
 */
export function LoadFailure({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cx('flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-4', className)}>
      <p className="text-sm text-slate-700">Não foi possível carregar {what}.</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
