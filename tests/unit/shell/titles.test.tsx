import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import App from '@/pages/_app';
import { ROUTE_LIST } from '@/lib/routes/table';
import { mockRouter } from '@tests/helpers/router';

// next/head hands its children to the document's head manager; here they render in place.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

/** The tab's title _app renders for the page of `pattern` ('/negociacoes/[id]'), its ids set to `id`. */
function tabTitle(pattern: string, id = '1') {
  mockRouter.reset();
  mockRouter.setRoute(pattern.replace(/\[\w+\]/g, id), pattern);
  const Page = () => <p>página</p>;
  const { unmount } = render(<App Component={Page} pageProps={{}} router={{ ...mockRouter.current } as never} />);
  // React hoists a rendered <title> into the document's head.
  const title = document.querySelector('title')?.textContent;
  unmount();
  return title;
}

describe('tab titles (docs/product/screens.md): the page, then the app name', () => {
  it('names the page and keeps the app name', () => {
    expect(tabTitle('/vitrine')).toBe('Vitrine · Giro');
    expect(tabTitle('/negociacoes/[id]', '12')).toBe('Negociação nº 12 · Giro');
    expect(tabTitle('/admin/anuncios/[id]', '7')).toBe('Anúncio nº 7 · Giro');
    expect(tabTitle('/')).toBe('Giro');
  });

  it('every page of the route table has its own title', () => {
    const titles = ROUTE_LIST.filter((r) => r.pattern !== '/').map((r) => tabTitle(r.pattern));
    for (const title of titles) expect(title).toMatch(/^\S.* · Giro$/);
  });
});
