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

/**
 * A page whose data failed to load the first time: the error's message and 'Tentar novamente',
 * in place of the page. Once the page has its data, a failed refresh must not take it away (an
 * open form or dialog with it): show `LoadFailure` above the page instead.
 */
export function PageLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p role="alert" className="text-sm text-slate-800">
        {message}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
