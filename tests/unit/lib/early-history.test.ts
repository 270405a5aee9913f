import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_HISTORY_SCRIPT, guardEarlyHistory } from '@/lib/early-history';

describe('guardEarlyHistory (Back or Forward before Next’s router is up)', () => {
  const served = '/admin/anuncios?take=25&page=3';
  let listening: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    history.replaceState(null, '', served);
    listening = vi.spyOn(window, 'addEventListener');
  });

  afterEach(() => {
    for (const [type, listener] of listening.mock.calls) if (type === 'popstate') window.removeEventListener(type, listener as EventListener);
    listening.mockRestore();
    delete (window as { next?: unknown }).next;
  });

  it('loads the page the address now names: the HTML on screen is of the entry left', () => {
    const reload = vi.fn();
    guardEarlyHistory(reload);
    history.pushState(null, '', '/admin/anuncios?take=25');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a move within the same address (an #anchor) alone', () => {
    const reload = vi.fn();
    guardEarlyHistory(reload);
    history.pushState(null, '', `${served}#contato`);
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("leaves it to Next's router once that is up, and stops listening", () => {
    const reload = vi.fn();
    const removed = vi.spyOn(window, 'removeEventListener');
    guardEarlyHistory(reload);
    (window as { next?: unknown }).next = { router: {} };
    history.pushState(null, '', '/admin/anuncios?page=2');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
    expect(removed).toHaveBeenCalledWith('popstate', expect.any(Function));
    removed.mockRestore();
  });

  it('is a self-contained script that installs the guard when run', () => {
    expect(EARLY_HISTORY_SCRIPT).toMatch(/^\(function|^\(\(/);
    expect(EARLY_HISTORY_SCRIPT).toMatch(/\)\(\)$/);
    new Function(EARLY_HISTORY_SCRIPT)();
    expect(listening).toHaveBeenCalledWith('popstate', expect.any(Function));
  });
});
