import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteChangeOverlay } from '@/components/layout/RouteChangeOverlay';
import { ANCHOR_SCROLL_DELAY_MS, useAnchorScroll } from '@/lib/hooks/useAnchorScroll';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

describe('global loading overlay (docs/product/screens.md)', () => {
  it('shows on a page transition with scroll locked, and goes away when it completes', () => {
    render(<RouteChangeOverlay />);
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();
    act(() => mockRouter.events.emit('routeChangeStart', '/vitrine', { shallow: false }));
    expect(screen.getByTestId('route-overlay')).toHaveTextContent('Carregando...');
    expect(document.body).toHaveClass('scroll-locked');
    act(() => mockRouter.events.emit('routeChangeComplete', '/vitrine', { shallow: false }));
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('also goes away when the transition fails', () => {
    render(<RouteChangeOverlay />);
    act(() => mockRouter.events.emit('routeChangeStart', '/x', { shallow: false }));
    act(() => mockRouter.events.emit('routeChangeError', new Error('cancelled'), '/x', { shallow: false }));
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();
  });

  it('stays hidden for shallow changes (table page, filters)', () => {
    render(<RouteChangeOverlay />);
    act(() => mockRouter.events.emit('routeChangeStart', '/admin/anuncios?page=2', { shallow: true }));
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});

function AnchorProbe() {
  useAnchorScroll();
  return (
    <div>
      <h2 id="fotos">Fotos</h2>
      <h2 id="documentos">Documentos</h2>
      <h2 id="seção">Seção</h2>
    </div>
  );
}

describe('#anchor scroll (docs/product/screens.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.location.hash = '';
  });

  it('scrolls smoothly to the element after 100 ms, on load and after a hash change', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    window.location.hash = '#fotos';
    render(<AnchorProbe />);
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS - 1));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('fotos'));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

    window.location.hash = '#documentos';
    act(() => mockRouter.events.emit('hashChangeComplete', '/anuncios/1#documentos', { shallow: false }));
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS));
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toBe(document.getElementById('documentos'));
  });
  it('scrolls without the animation when the system asks for reduced motion', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      window.location.hash = '#fotos';
      render(<AnchorProbe />);
      act(() => vi.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS));
      expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
      expect(scroll.mock.contexts[0]).toBe(document.getElementById('fotos'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the page up with an address whose #anchor is not valid percent-encoding, and decodes one that is', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    window.location.hash = '#%E0%A4%A';
    expect(() => render(<AnchorProbe />)).not.toThrow();
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS));
    expect(scroll).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Fotos' })).toBeInTheDocument();

    window.location.hash = '#se%C3%A7%C3%A3o';
    act(() => mockRouter.events.emit('hashChangeComplete', '/anuncios/1#se%C3%A7%C3%A3o', { shallow: false }));
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS));
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('seção'));
  });
});
