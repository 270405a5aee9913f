import { render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppProviders } from '@/layouts/AppProviders';

const loaded = vi.hoisted(() => ({ firebase: vi.fn(), api: vi.fn() }));
vi.mock('@/features/auth/firebase-gateway', () => {
  loaded.firebase();
  return { firebaseGateway: { onChange: () => () => undefined }, firebaseTokenSource: { getToken: async () => null } };
});
vi.mock('@/lib/api/instance', () => {
  loaded.api();
  return { createApiClient: () => ({}) };
});

/**
 * docs/performance.md: Firebase's and axios' chunks are asked for after hydration, in a task of
 * their own. In the page's passive effects they ran in the task that hydrated it whenever a form's
 * first layout effect made a synchronous update (react-hook-form's isReady): React runs every
 * passive effect before such an update, and inserting their scripts kept the page's first controls
 * waiting (about 40–60 ms at CPU ×4 on /participe and the announcement form).
 */
describe("the session's chunks", () => {
  it('are asked for in a task after the one that mounted the page, not in its effects', async () => {
    // The page's tasks are held: only what its render and effects ask for at once is imported.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    render(
      <AppProviders>
        <p>Vitrine</p>
      </AppProviders>,
    );
    expect(screen.getByText('Vitrine')).toBeInTheDocument();
    await vi.dynamicImportSettled();
    expect(loaded.firebase).not.toHaveBeenCalled();
    expect(loaded.api).not.toHaveBeenCalled();

    vi.advanceTimersByTime(0);
    await vi.dynamicImportSettled();
    expect(loaded.firebase).toHaveBeenCalledTimes(1);
    expect(loaded.api).toHaveBeenCalledTimes(1);
  });
});
