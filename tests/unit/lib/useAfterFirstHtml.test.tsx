import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the hook's module: whether the app has hydrated is the module's own state. */
async function freshHook() {
  vi.resetModules();
  return import('@/lib/hooks/useAfterFirstHtml');
}

describe('useAfterFirstHtml', () => {
  it('is false on the first render while the app has not hydrated, then true (the part renders a moment later)', async () => {
    const { useAfterFirstHtml } = await freshHook();
    const seen: boolean[] = [];
    function Part() {
      const after = useAfterFirstHtml();
      seen.push(after);
      return after ? <p>Os outros cartões</p> : null;
    }
    render(<Part />);
    expect(await screen.findByText('Os outros cartões')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('is true at once for a part mounted after the app has hydrated (a client-side visit)', async () => {
    const { markAppHydrated, useAfterFirstHtml } = await freshHook();
    markAppHydrated();
    const seen: boolean[] = [];
    function Part() {
      const after = useAfterFirstHtml();
      seen.push(after);
      return after ? <p>Os outros cartões</p> : null;
    }
    render(<Part />);
    expect(screen.getByText('Os outros cartões')).toBeInTheDocument();
    expect(seen.every(Boolean)).toBe(true);
  });
});
