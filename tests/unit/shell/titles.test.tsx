import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import App from '@/pages/_app';
import type { NextPageWithLayout } from '@/layouts/page';
import { ROUTE_LIST } from '@/lib/routes/table';
import { mockRouter } from '@tests/helpers/router';
import { EXCEPTIONS } from '../../e2e/a11y/cases';

// next/head hands its children to the document's head manager; here they render in place.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

/** Every page module of src/pages by its route pattern ('src/pages/negociacoes/[id].tsx' → '/negociacoes/[id]'); _app, _document and api/ aside. */
async function pageModules(): Promise<Map<string, { default: NextPageWithLayout }>> {
  const files = import.meta.glob<{ default: NextPageWithLayout }>(['/src/pages/**/*.tsx', '!/src/pages/_app.tsx', '!/src/pages/_document.tsx']);
  const pages = new Map<string, { default: NextPageWithLayout }>();
  for (const [file, load] of Object.entries(files)) {
    const route = file.replace(/^\/src\/pages/, '').replace(/\.tsx$/, '').replace(/\/index$/, '') || '/';
    pages.set(route, await load());
  }
  return pages;
}

/** The tab's title _app renders for `Component` at `pattern` ('/negociacoes/[id]'), its ids set to `id`, with `search` ('?aba=senha'). */
function tabTitle(Component: NextPageWithLayout, pattern: string, id = '12', search = '') {
  mockRouter.reset();
  mockRouter.setRoute(`${pattern.replace(/\[\w+\]/g, id)}${search}`, pattern);
  // The page's own title, without drawing the page (its screen needs the app stack).
  const Page = Object.assign(() => <p>página</p>, { title: Component.title });
  const { unmount } = render(<App Component={Page} pageProps={{}} router={{ ...mockRouter.current } as never} />);
  // React hoists a rendered <title> into the document's head.
  const title = document.querySelector('title')?.textContent;
  unmount();
  return title;
}

describe('tab titles (docs/product/screens.md): each page declares its own, then the app name', () => {
  it('every page of src/pages declares its title (null only where the tab is the app name alone)', async () => {
    const pages = await pageModules();
    expect(pages.size).toBeGreaterThan(50);
    for (const [route, page] of pages) {
      expect(page.default.title, `${route}: its title`).toBeDefined();
      if (route !== '/' && route !== '/_error') expect(page.default.title, `${route}: its title`).not.toBeNull();
    }
  });

  it('names the page, then the app name, on every page', async () => {
    const pages = await pageModules();
    expect(tabTitle(pages.get('/vitrine')!.default, '/vitrine')).toBe('Vitrine · Giro');
    expect(tabTitle(pages.get('/negociacoes/[id]')!.default, '/negociacoes/[id]')).toBe('Negociação nº 12 · Giro');
    expect(tabTitle(pages.get('/admin/anuncios/[id]')!.default, '/admin/anuncios/[id]', '7')).toBe('Anúncio nº 7 · Giro');
    expect(tabTitle(pages.get('/admin/empresas/[id]')!.default, '/admin/empresas/[id]', '7')).toBe('Empresa nº 7 · Giro');
    expect(tabTitle(pages.get('/404')!.default, '/404')).toBe('Página não encontrada · Giro');
    // The landing is the app itself; the error page too (it stands for a page that could not be drawn).
    expect(tabTitle(pages.get('/')!.default, '/')).toBe('Giro');
    expect(tabTitle(pages.get('/_error')!.default, '/_error')).toBe('Giro');
    for (const [route, page] of pages) {
      if (route !== '/' && route !== '/_error') expect(tabTitle(page.default, route), route).toMatch(/^\S.* · Giro$/);
    }
  });

  it("names /participe's tab from its address", async () => {
    const participe = (await pageModules()).get('/participe')!.default;
    expect(tabTitle(participe, '/participe')).toBe('Entrar · Giro');
    expect(tabTitle(participe, '/participe', '', '?aba=cadastro')).toBe('Cadastro · Giro');
    expect(tabTitle(participe, '/participe', '', '?aba=senha')).toBe('Recuperar senha · Giro');
    expect(tabTitle(participe, '/participe', '', '?aba=outra')).toBe('Entrar · Giro');
  });

  it('a page without its title fails the typecheck', () => {
    // @ts-expect-error: `title` is required on a page (src/layouts/page.ts).
    const untitled = (() => null) satisfies NextPageWithLayout;
    expect(untitled).toBeTypeOf('function');
  });

  it('renders the title the page declares, not one looked up from the address', () => {
    const Page = Object.assign(() => <p>página</p>, { title: 'Outra página' });
    mockRouter.setRoute('/vitrine', '/vitrine');
    render(<App Component={Page} pageProps={{}} router={{ ...mockRouter.current } as never} />);
    expect(document.querySelector('title')?.textContent).toBe('Outra página · Giro');
  });

  it("the accessibility cases write out a page's heading only where it differs from its title (tests/e2e/a11y/cases.ts)", async () => {
    const pages = await pageModules();
    for (const [route, exception] of Object.entries(EXCEPTIONS)) {
      if (!exception?.heading) continue;
      const sampleId = ROUTE_LIST.find((entry) => entry.pattern === route)?.sampleId;
      expect(tabTitle(pages.get(route)!.default, route, String(sampleId)), route).not.toBe(`${exception.heading} · Giro`);
    }
  });
});
