import type { MockInstance } from 'vitest';
import { paintFirst, paintFirstScript } from '@/lib/paint-first';

const SRCS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/x/_buildManifest.js'];

type Callback = (list: { getEntries: () => unknown[] }, observer: { disconnect: () => void }) => void;

/** A PerformanceObserver whose paint entries the test reports by hand. */
function fakePaintObserver() {
  const observers: { callback: Callback; disconnected: boolean; options?: unknown }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    /** Calls the observers with one paint entry of that name, or with none. */
    report(name: string | null) {
      for (const record of observers) {
        if (record.disconnected) continue;
        record.callback({ getEntries: () => (name ? [{ name, entryType: 'paint' }] : []) }, { disconnect: () => (record.disconnected = true) });
      }
    },
  };
}

const appended = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

let visibility: DocumentVisibilityState = 'visible';
let listening: MockInstance<typeof window.addEventListener>;

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  listening = vi.spyOn(window, 'addEventListener');
  vi.useFakeTimers();
});

afterEach(() => {
  // Each loader listens for early history moves: none may outlive its test.
  for (const [type, listener] of listening.mock.calls) if (type === 'popstate') window.removeEventListener(type, listener);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paintFirst', () => {
  it.each(['first-contentful-paint', 'first-paint'])('adds the chunks, in order and keeping it, only once %s is reported', (entry) => {
    const paint = fakePaintObserver();
    paintFirst({ srcs: SRCS, fallbackMs: 3000 });

    expect(appended()).toEqual([]);
    expect(paint.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    paint.report(null);
    expect(appended()).toEqual([]);

    paint.report(entry);
    expect(appended()).toEqual(SRCS.map((src) => ({ src, async: false })));
    expect(paint.observers[0]?.disconnected).toBe(true);

    // Once only: a later paint entry or the fallback adds nothing.
    paint.report('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(appended()).toHaveLength(SRCS.length);
  });

  it('adds them after fallbackMs when no paint is reported', () => {
    fakePaintObserver();
    paintFirst({ srcs: SRCS, fallbackMs: 3000 });

    vi.advanceTimersByTime(2999);
    expect(appended()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appended().map(({ src }) => src)).toEqual(SRCS);
  });

  it('adds them at once in a hidden tab, which does not paint', () => {
    const paint = fakePaintObserver();
    visibility = 'hidden';
    paintFirst({ srcs: SRCS, fallbackMs: 3000 });

    expect(appended().map(({ src }) => src)).toEqual(SRCS);
    expect(paint.observers).toHaveLength(0);
  });

  it('adds them at once in a browser without paint timing', () => {
    class Unsupported {
      observe() {
        throw new TypeError('type "paint" not supported');
      }
    }
    vi.stubGlobal('PerformanceObserver', Unsupported);
    paintFirst({ srcs: SRCS, fallbackMs: 3000 });

    expect(appended().map(({ src }) => src)).toEqual(SRCS);
    vi.advanceTimersByTime(5000);
    expect(appended()).toHaveLength(SRCS.length);
  });
});

describe('paintFirst: Back or Forward before the app has started', () => {
  const served = `${location.pathname}${location.search}`;
  afterEach(() => {
    history.replaceState(null, '', served);
    Reflect.deleteProperty(window, 'next');
  });

  it('loads the page the address now names: the HTML on screen is of the entry left', () => {
    fakePaintObserver();
    const reload = vi.fn();
    paintFirst({ srcs: SRCS, fallbackMs: 3000 }, reload);

    history.pushState(null, '', '/admin/anuncios?take=25');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a move within the same address (an #anchor) alone', () => {
    fakePaintObserver();
    const reload = vi.fn();
    paintFirst({ srcs: SRCS, fallbackMs: 3000 }, reload);

    history.pushState(null, '', `${served}#contato`);
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("leaves it to Next's router once that is up, and stops listening", () => {
    fakePaintObserver();
    const reload = vi.fn();
    const removed = vi.spyOn(window, 'removeEventListener');
    paintFirst({ srcs: SRCS, fallbackMs: 3000 }, reload);

    Object.assign(window, { next: { router: {} } });
    history.pushState(null, '', '/admin/anuncios?page=3');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
    expect(removed).toHaveBeenCalledWith('popstate', expect.any(Function));
  });
});

describe('paintFirstScript', () => {
  it('is a self-contained script that runs the loader with its options', () => {
    const paint = fakePaintObserver();
    const source = paintFirstScript({ srcs: SRCS, fallbackMs: 1500 });

    new Function(source)();
    expect(appended()).toEqual([]);
    paint.report('first-contentful-paint');
    expect(appended().map(({ src }) => src)).toEqual(SRCS);
  });

  it('keeps a chunk address that would close the script element from doing so', () => {
    const source = paintFirstScript({ srcs: ['/a</script><script>alert(1)//.js'], fallbackMs: 1 });
    expect(source).not.toMatch(/<\/script/i);
  });
});
