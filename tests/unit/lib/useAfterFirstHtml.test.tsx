import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

type Hook = typeof import('@/lib/hooks/useAfterFirstHtml');

/** A fresh copy of the hook's module: whether the app has hydrated is the module's own state. */
async function freshHook(): Promise<Hook> {
  vi.resetModules();
  return import('@/lib/hooks/useAfterFirstHtml');
}

/** A part shown only once the hook says so; returns what the hook said at each render. */
function renderPart(useAfterFirstHtml: Hook['useAfterFirstHtml'], leavesOut?: boolean): boolean[] {
  const seen: boolean[] = [];
  function Part() {
    const after = useAfterFirstHtml(leavesOut);
    seen.push(after);
    return after ? <p>Os outros cartões</p> : null;
  }
  render(<Part />);
  return seen;
}

describe('useAfterFirstHtml', () => {
  it('is false on the first render while the app has not hydrated, then true (the part renders a moment later)', async () => {
    const { useAfterFirstHtml } = await freshHook();
    const seen = renderPart(useAfterFirstHtml);
    expect(await screen.findByText('Os outros cartões')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('is true at once for a part mounted after the app has hydrated (a client-side visit)', async () => {
    const { markAppHydrated, useAfterFirstHtml } = await freshHook();
    markAppHydrated();
    const seen = renderPart(useAfterFirstHtml);
    expect(screen.getByText('Os outros cartões')).toBeInTheDocument();
    expect(seen.every(Boolean)).toBe(true);
  });

  it('is true at once, with no second render, where nothing is left out', async () => {
    const { useAfterFirstHtml } = await freshHook();
    const seen = renderPart(useAfterFirstHtml, false);
    expect(screen.getByText('Os outros cartões')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.every(Boolean)).toBe(true);
  });
});
