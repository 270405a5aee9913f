import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_SELECTOR, HYDRATED_SIGNAL, installInteractiveProbe } from '../../../scripts/lib/interactive.mjs';

interface ProbeState {
  seenMs: number | null;
  hydratedMs: number | null;
  control: string;
}
const probe = () => (window as unknown as { __interactive: ProbeState }).__interactive;
/** 40 ms of the probe's polling and frames, in fake time. */
const settle = () => vi.advanceTimersByTimeAsync(40);

/** jsdom lays nothing out: a control is "visible" unless it has data-box="tiny" (an sr-only 1 px box). */
function fakeLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const size = this.getAttribute('data-box') === 'tiny' ? 1 : 40;
    return { width: size, height: size, x: 0, y: 0, top: 0, left: 0, right: size, bottom: size, toJSON: () => ({}) } as DOMRect;
  });
}

describe('bench:interactive probe', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('times the first visible control in main when it carries React props', async () => {
    fakeLayout();
    document.body.innerHTML =
      '<a href="#main" data-box="tiny">Pular</a><header><a href="/">Giro</a></header>' +
      '<main><a href="#x" data-box="tiny">sr-only</a><button style="visibility:hidden">oculto</button><button>Entrar</button><a href="/b">B</a></main>';
    installInteractiveProbe({ scope: 'main', selector: CONTROL_SELECTOR, signal: HYDRATED_SIGNAL });
    await settle();
    expect(probe().seenMs).not.toBeNull();
    expect(probe().hydratedMs).toBeNull();

    // Another control getting React's props first is not the one timed.
    Object.assign(document.querySelector('a[href="/b"]') as object, { __reactProps$abc: {} });
    Object.assign(document.querySelector('header a') as object, { __reactProps$abc: {} });
    await settle();
    expect(probe().hydratedMs).toBeNull();

    const button = [...document.querySelectorAll('main button')].at(-1) as HTMLButtonElement;
    Object.assign(button, { __reactProps$abc: { onClick: () => {} } });
    await settle();
    expect(probe().hydratedMs).toBeGreaterThanOrEqual(probe().seenMs ?? Infinity);
    expect(probe().control).toBe('<button> Entrar');
  });

  it('waits for main and a control that a client render brings', async () => {
    fakeLayout();
    installInteractiveProbe({ scope: 'main', selector: CONTROL_SELECTOR, signal: HYDRATED_SIGNAL });
    await settle();
    expect(probe().seenMs).toBeNull();
    document.body.innerHTML = '<main><label for="q">Buscar</label><input id="q"></main>';
    Object.assign(document.querySelector('input') as object, { __reactProps$z: {} });
    await settle();
    expect(probe().hydratedMs).not.toBeNull();
    expect(probe().control).toBe('<input> Buscar');
  });

  it('forces no layout while the page loads: it asks for boxes only once a control carries React props', async () => {
    fakeLayout();
    const boxes = vi.mocked(Element.prototype.getBoundingClientRect);
    document.body.innerHTML = '<main><a href="#x" data-box="tiny">sr-only</a><button>Entrar</button></main>';
    installInteractiveProbe({ scope: 'main', selector: CONTROL_SELECTOR, signal: HYDRATED_SIGNAL });
    await settle();
    expect(probe().seenMs).not.toBeNull();
    expect(boxes).not.toHaveBeenCalled();

    for (const control of document.querySelectorAll('main a, main button')) Object.assign(control, { __reactProps$q: {} });
    await settle();
    expect(probe().control).toBe('<button> Entrar');
    expect(boxes).toHaveBeenCalled();
  });

  it('says on the console, once, when it has timed the control: the bench waits for that, evaluating nothing in the page', async () => {
    fakeLayout();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    document.body.innerHTML = '<main><button>Entrar</button></main>';
    installInteractiveProbe({ scope: 'main', selector: CONTROL_SELECTOR, signal: HYDRATED_SIGNAL });
    await settle();
    expect(debug).not.toHaveBeenCalled();
    Object.assign(document.querySelector('button') as object, { __reactProps$q: {} });
    await settle();
    await settle();
    expect(debug.mock.calls).toEqual([[HYDRATED_SIGNAL]]);
  });
});
