import Link from 'next/link';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const NotFound: NextPageWithLayout = () => (
  <>
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div aria-hidden="true" className="text-6xl font-bold text-primary-700">
        404
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Página não encontrada</h1>
      <p className="mt-2 text-slate-700">O endereço que você acessou não existe ou foi removido.</p>
      <Link href="/" className="mt-8 rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800">
        Voltar para o início
      </Link>
    </section>
  </>
);
NotFound.getLayout = (page) => publicLayout(page);

export default NotFound;
