import { useSessionUser } from '@/features/auth/session';

/**
 * `/vitrine`. First slice: the signed-in home of buyers and sellers. The card grid with featured
 * announcements, filters and pager comes with the announcements issue.
 */
export function ShowcaseScreen() {
  const user = useSessionUser();
  return (
    <section aria-labelledby="vitrine-titulo">
      <h1 id="vitrine-titulo" className="text-2xl font-bold text-slate-900">
        Vitrine
      </h1>
      <p className="mt-2 text-slate-700">Olá, {user.name.split(' ')[0]}! Os anúncios aprovados das empresas aparecem aqui.</p>
    </section>
  );
}
