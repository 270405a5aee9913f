import Link from 'next/link';
import { env } from '@/lib/env';
import { routes } from '@/lib/routes';

const STEPS = [
  { title: 'Anuncie o excedente', text: 'Publique estoques parados, sobras de produção e materiais ociosos com fotos, laudos e especificações.' },
  { title: 'Encontre o que precisa', text: 'Compradores filtram a vitrine por segmento, categoria, produto e estado, e publicam buscas do que procuram.' },
  { title: 'Negocie com segurança', text: 'Propostas, status e histórico de cada negociação em um só lugar, com empresas aprovadas pela nossa equipe.' },
];

/** `/`: the landing page, with its background image and a call to action. */
export function LandingScreen() {
  return (
    <>
      <section
        className="relative isolate flex min-h-[560px] items-center bg-primary-900 bg-cover bg-center"
        style={{ backgroundImage: "linear-gradient(90deg, rgba(18,47,53,0.92) 0%, rgba(18,47,53,0.75) 55%, rgba(18,47,53,0.35) 100%), url('/images/landing-bg.svg')" }}
      >
        <div className="mx-auto w-full max-w-screen-2xl px-4 py-24 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-secondary-200">Marketplace B2B</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-bold leading-tight text-white lg:text-5xl">
            Dê giro ao estoque parado da sua empresa.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-primary-50">
            No {env.appName}, empresas vendem excedentes e estoques ociosos para outras empresas — com aprovação de cadastro,
            negociação acompanhada e pagamento combinado entre as partes.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={routes.participe({ aba: 'cadastro' })} className="rounded-md bg-secondary-400 px-6 py-3 text-base font-semibold text-slate-900 hover:bg-secondary-300">
              Cadastre sua empresa
            </Link>
            <Link href={routes.participe()} className="rounded-md border border-white/70 px-6 py-3 text-base font-semibold text-white hover:bg-white/10">
              Já tenho conta
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="como-funciona" className="mx-auto max-w-screen-2xl px-4 py-16 lg:px-8">
        <h2 id="como-funciona" className="text-2xl font-bold text-slate-900">
          Como funciona
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800">{index + 1}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
