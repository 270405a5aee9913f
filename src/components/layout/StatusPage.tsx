import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { routes } from '@/lib/routes';

export interface StatusPageProps {
  /** The HTTP status shown large above the heading (decorative: the heading says it in words). */
  code?: number;
  title: string;
  text: string;
  /** Buttons before the way home ('Voltar para o início', always there). */
  actions?: ReactNode;
}

/** A whole page in place of the one asked for: not found (404.tsx) or broken (_error.tsx). */
export function StatusPage({ code, title, text, actions }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {code ? (
        <div aria-hidden="true" className="text-6xl font-bold text-primary-700">
          {code}
        </div>
      ) : null}
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions}
        <Link href={routes.home()} className={buttonClass({ variant: actions ? 'outline' : 'primary' })}>
          Voltar para o início
        </Link>
      </div>
    </section>
  );
}

export const NOT_FOUND_PAGE = {
  code: 404,
  title: 'Página não encontrada',
  text: 'O endereço que você acessou não existe ou foi removido.',
} as const satisfies StatusPageProps;
