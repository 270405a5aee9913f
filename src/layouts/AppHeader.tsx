import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { PENDING_HYDRATION_CLASS, usePendingHydration } from '@/components/ui/Button';
import { useAuth } from '@/features/auth/queries';
import { env } from '@/lib/env';
import { LazyNewsEntry } from '@/features/news/components/LazyNewsEntry';
import { Logo } from './Logo';
import { isActive, navFor, profileHref } from './navigation';
import { routes } from '@/lib/routes';

/**
 * The header's bar. From lg (1024 px) up everything fits on one sticky row. Narrower (a small
 * window, 200 % zoom) the entries wrap onto a row of their own below the logo and 'Sair', every
 * one visible, and the taller header scrolls away with the page instead of covering it.
 */
function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="z-40 border-b border-slate-200 bg-white lg:sticky lg:top-0">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 lg:h-16 lg:flex-nowrap lg:py-0 xl:gap-x-6 xl:px-8">
        {children}
      </div>
    </header>
  );
}

/**
 * Header of the signed-in app: navigation by role, the user, and 'Sair'. Until the session is
 * known (a page the server rendered without it paints before Firebase answers) a neutral bar
 * with the logo alone: the frame is on screen at once, and no role's menu shows before the role.
 */
export function AppHeader() {
  const router = useRouter();
  const { session, signOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  // 'Sair' in a server-rendered header needs the script: the kit's hydration guard.
  const pending = usePendingHydration();
  if (session.status !== 'signed-in') {
    return (
      <HeaderBar>
        <Logo />
      </HeaderBar>
    );
  }
  const { user } = session;
  const home = user.type === 'ADMIN' ? routes.admin.dashboard() : routes.showcase();

  return (
    <HeaderBar>
      <Logo href={home} />
      <nav aria-label="Navegação principal" className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
        <ul className="flex flex-wrap items-center gap-1 lg:flex-nowrap">
          {navFor(user).map((item) => {
            const active = isActive(item, router.pathname);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium xl:px-3 ${
                    active ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-3">
        {/* Below xl the entries need the room (every one visible at 1024 px); the name shows from xl up. */}
        <div className="hidden text-right leading-tight xl:block">
          <p className="text-sm font-semibold text-slate-900" data-testid="session-user-name">
            {user.name}
          </p>
          <p className="text-xs text-slate-600">{user.type === 'ADMIN' ? `Admin ${env.appName}${user.isSuperAdmin ? ' · Super Admin' : ''}` : user.email}</p>
        </div>
        {user.type === 'COMMERCE' ? <LazyNewsEntry user={user} /> : null}
        <Link
          href={profileHref(user)}
          aria-current={router.pathname === profileHref(user) ? 'page' : undefined}
          className={`rounded-md px-3 py-2 text-sm font-medium ${
            router.pathname === profileHref(user) ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          Perfil
        </Link>
        <button
          type="button"
          onClick={async () => {
            setLeaving(true);
            try {
              await signOut();
            } finally {
              setLeaving(false);
            }
          }}
          disabled={leaving}
          aria-disabled={pending || undefined}
          className={`rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 ${pending ? PENDING_HYDRATION_CLASS : ''}`}
        >
          {leaving ? 'Saindo...' : 'Sair'}
        </button>
      </div>
    </HeaderBar>
  );
}
