import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextPageContext } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotFound from '@/pages/404';
import ErrorPage from '@/pages/_error';
import { nonceOf } from '@/lib/security/csp';
import type { NextPageWithLayout } from '@/layouts/page';

type ErrorContext = Pick<NextPageContext, 'req' | 'res' | 'err'>;
const initialProps = (ctx: ErrorContext) => ErrorPage.getInitialProps!(ctx as NextPageContext);

function renderPage(Page: NextPageWithLayout<{ statusCode?: number }>, props: { statusCode?: number } = {}) {
  return render(<>{Page.getLayout!(<Page {...props} />, {})}</>);
}

afterEach(() => vi.restoreAllMocks());

describe('error pages (pt-BR, in the public layout)', () => {
  it('404: says the page was not found and leads home', () => {
    renderPage(NotFound);
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('O endereço que você acessou não existe ou foi removido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/participe');
  });

  it('404 for a signed-in user (docs/product/screens.md): no “Entrar”, a way back into the app instead', () => {
    document.cookie = 'giro_session=token; Path=/';
    try {
      renderPage(NotFound);
      expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir para a vitrine' })).toHaveAttribute('href', '/vitrine');
    } finally {
      document.cookie = 'giro_session=; Path=/; Max-Age=0';
    }
  });

  it('an exception in the browser: no status, says something went wrong, reloads on request', async () => {
    const props = await initialProps({ err: new Error('boom') });
    expect(props).toEqual({ statusCode: undefined });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderPage(ErrorPage, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText(/Não conseguimos mostrar esta página/)).toBeInTheDocument();
    expect(screen.queryByText('500')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar a página' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });

  it('a server error: the same page with its status', async () => {
    const props = await initialProps({ res: { statusCode: 500 } as NextPageContext['res'], err: Object.assign(new Error('x'), { statusCode: 502 }) });
    expect(props).toEqual({ statusCode: 500 });
    renderPage(ErrorPage, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('an address Next cannot decode (400) and a 404 reaching _error get their own words', () => {
    const { unmount } = renderPage(ErrorPage, { statusCode: 400 });
    expect(screen.getByRole('heading', { level: 1, name: 'Endereço inválido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recarregar a página' })).not.toBeInTheDocument();
    unmount();
    renderPage(ErrorPage, { statusCode: 404 });
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('on the server, the 400 and 500 pages send the security headers themselves (Next answers them outside the routing that adds them)', async () => {
    const headers = [
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ];
    vi.stubEnv('GIRO_SECURITY_HEADERS', JSON.stringify(headers));
    vi.stubGlobal('window', undefined); // as on the server
    try {
      for (const statusCode of [400, 500]) {
        const sent = new Map<string, string>();
        const res = { statusCode, setHeader: (key: string, value: string) => sent.set(key, value), getHeader: (key: string) => sent.get(key) };
        expect(await initialProps({ res: res as unknown as NextPageContext['res'] })).toEqual({ statusCode });
        expect(sent.get('X-Frame-Options')).toBe('DENY');
        expect(sent.get('X-Content-Type-Options')).toBe('nosniff');
        // Before the proxy (a 400): a policy of its own, with a nonce for pages/_document to use.
        expect(nonceOf(sent.get('Content-Security-Policy'))).toBeTruthy();
        expect(sent.get('Content-Security-Policy')).toContain("'strict-dynamic'");
      }
      // When the proxy ran, its policy (on the response) goes out: its nonce is the one on the
      // page's scripts. A policy the client sent as a request header counts for nothing.
      const sent = new Map<string, string>([['Content-Security-Policy', "script-src 'nonce-proxy' 'strict-dynamic'"]]);
      const res = { statusCode: 400, setHeader: (key: string, value: string) => sent.set(key, value), getHeader: (key: string) => sent.get(key) };
      const req = { headers: { 'content-security-policy': "script-src 'nonce-client' 'strict-dynamic'" } };
      await initialProps({ req, res } as unknown as ErrorContext);
      expect(nonceOf(sent.get('Content-Security-Policy'))).toBe('proxy');
      const fresh = new Map<string, string>();
      await initialProps({ req, res: { statusCode: 400, setHeader: (key: string, value: string) => fresh.set(key, value), getHeader: (key: string) => fresh.get(key) } } as unknown as ErrorContext);
      expect(nonceOf(fresh.get('Content-Security-Policy'))).toBeTruthy();
      expect(nonceOf(fresh.get('Content-Security-Policy'))).not.toBe('client');
    } finally {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
  });
});

