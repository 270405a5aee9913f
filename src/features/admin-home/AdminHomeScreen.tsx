import { useSessionUser } from '@/features/auth/session';

/**
 * `/admin`. First slice: the administrators' home. The dashboard with pending queues, featured
 * slots and charts comes with the reports issue.
 */
export function AdminHomeScreen() {
  const user = useSessionUser();
  return (
    <section aria-labelledby="painel-titulo">
      <h1 id="painel-titulo" className="text-2xl font-bold text-slate-900">
        Painel administrativo
      </h1>
      <p className="mt-2 text-slate-700">
        Bem-vindo(a), {user.name.split(' ')[0]}. {user.isSuperAdmin ? 'Você é Super Admin.' : 'Você é Admin.'}
      </p>
    </section>
  );
}
