import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as guard from '@/features/auth/components/RouteGuard';
import { AuthContext, type AuthContextValue } from '@/features/auth/queries';
import { audienceOf, canOpen } from '@/features/auth/routing';
import * as header from '@/layouts/AppHeader';
import { AppFrame } from '@/layouts/AppLayout';
import { AuthFrame } from '@/layouts/AuthLayout';
import { PublicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import PrivacyPage from '@/pages/privacidade';
import TermsPage from '@/pages/termos';

// The signed-in frame's guard needs a session; the footer is what is under test here. Spied on the
// modules, not vi.mock'ed: the frame may have been imported by an earlier file of the worker
// (docs/testing.md).
beforeEach(() => {
  vi.spyOn(guard, 'RouteGuard').mockImplementation(({ children }) => <>{children}</>);
  vi.spyOn(header, 'AppHeader').mockImplementation(() => <header>cabeçalho</header>);
});

function renderPage(Page: NextPageWithLayout) {
  return render(<>{Page.getLayout!(<Page />, {})}</>);
}

/** The page's text without the layout's footer (which names both documents). */
const mainText = () => screen.getByRole('main').textContent ?? '';

describe('/privacidade (docs/legal.md)', () => {
  it('says what Giro collects, why and on which legal basis, for how long, with whom it is shared, and the LGPD rights', () => {
    renderPage(PrivacyPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeInTheDocument();
    const text = mainText();
    // What is collected.
    for (const data of ['nome', 'CPF', 'e-mail', 'telefone', 'CNPJ', 'anúncios', 'negociações', 'interesse', 'arquivos']) expect(text).toContain(data);
    // Why, and the law.
    expect(text).toContain('Lei nº 13.709/2018');
    for (const basis of ['execução de contrato', 'cumprimento de obrigação legal', 'legítimo interesse']) expect(text).toContain(basis);
    // For how long.
    expect(screen.getByRole('heading', { level: 2, name: /Por quanto tempo/ })).toBeInTheDocument();
    expect(text).toContain('6 (seis) meses');
    // With whom: the other party of a deal once it is 'Em andamento', and the admins.
    expect(text).toContain('Em andamento');
    expect(text).toMatch(/administradores/i);
    // Rights (art. 18) and how to exercise them.
    for (const right of ['confirmação', 'acesso', 'correção', 'anonimização', 'portabilidade', 'eliminação', 'informação', 'revogação do consentimento']) {
      expect(text.toLowerCase()).toContain(right);
    }
    expect(text).toContain('art. 18');
    expect(screen.getAllByRole('link', { name: 'privacidade@giro.com.br' })[0]).toHaveAttribute('href', 'mailto:privacidade@giro.com.br');
    expect(text).toContain('Encarregado');
    // Security, cookies and local storage, changes, the version's date.
    for (const heading of [/Segurança/, /Cookies e armazenamento local/, /Alterações/]) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(text).toContain('giro_session');
    expect(text).toContain('rascunho');
    expect(text).toMatch(/Versão de \d{2}\/\d{2}\/\d{4}/);
    // A table of contents to every section.
    const toc = screen.getByRole('navigation', { name: 'Nesta página' });
    for (const link of within(toc).getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });
});

describe('/termos (docs/legal.md)', () => {
  it('says what the platform is, the rules for accounts, companies, announcements and deals, and points to the privacy policy', () => {
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
    const text = mainText();
    for (const topic of ['CPF', 'CNPJ', 'anúncio', 'negociação', 'aprova']) expect(text).toContain(topic);
    expect(text).toMatch(/Versão de \d{2}\/\d{2}\/\d{4}/);
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: /política de privacidade/i })[0]).toHaveAttribute('href', '/privacidade');
  });
});

describe('links to the terms and the privacy policy (docs/legal.md)', () => {
  const expectLegalLinks = (root: HTMLElement) => {
    expect(within(root).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos');
    expect(within(root).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade');
  };

  it("in the landing page's footer", () => {
    render(<PublicLayout>conteúdo</PublicLayout>);
    expectLegalLinks(screen.getByRole('contentinfo'));
  });

  it("in the signed-in layout's footer and /participe's", () => {
    // The frame's suspended-company banner (next/dynamic) renders at once when an earlier file of
    // the worker loaded its chunk: it reads the session and the cache, so the frame gets both.
    const signedOut = { session: { status: 'signed-out', user: null } } as AuthContextValue;
    const providers = (ui: ReactNode) => (
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={signedOut}>{ui}</AuthContext.Provider>
      </QueryClientProvider>
    );
    const { unmount } = render(providers(<AppFrame>conteúdo</AppFrame>));
    expectLegalLinks(screen.getByRole('contentinfo'));
    unmount();
    render(<AuthFrame>conteúdo</AuthFrame>);
    expectLegalLinks(screen.getByRole('contentinfo'));
  });

  it('are public routes anyone may be sent to', () => {
    for (const path of ['/termos', '/privacidade']) {
      expect(audienceOf(path)).toBe('ANY');
      expect(canOpen({ id: 1, email: 'a@b.dev', name: 'A', type: 'ADMIN', isAdmin: true, isSuperAdmin: false, status: 'ENABLED' }, path)).toBe(true);
    }
  });
});
