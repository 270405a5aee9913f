import Link from 'next/link';
import { buttonClass } from './Button';

export interface PageProblemProps {
  /** The page's heading, e.g. 'Anúncio não encontrado'. */
  title: string;
  /** Why, or what the user can do. */
  text?: string;
  /** Where 'back' goes, and its label ('Voltar para a vitrine'). */
  backHref: string;
  backLabel: string;
}

/**
 * A page that cannot show what was asked for (not found, not the user's, unavailable), in place
 * of the screen: the heading says what, a line may say why, one link leads back to its list.
 */
export function PageProblem({ title, text, backHref, backLabel }: PageProblemProps) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {text ? <p className="mt-2 text-sm text-slate-700">{text}</p> : null}
      <Link href={backHref} className={buttonClass({ variant: 'outline', className: 'mt-6' })}>
        {backLabel}
      </Link>
    </div>
  );
}
