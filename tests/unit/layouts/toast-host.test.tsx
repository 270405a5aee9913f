import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/layouts/AppProviders';
import { notifySuccess } from '@/lib/notify';
import { elapse, fakeClock } from '@tests/helpers/time';

vi.mock('@/features/auth/lazy-gateway', async () => {
  const { createFakeAuth } = await import('@tests/helpers/fake-auth');
  return { lazyFirebaseGateway: createFakeAuth().gateway, loadFirebaseGateway: () => Promise.resolve({}) };
});
const containerLoaded = vi.fn();
vi.mock('@/components/feedback/Toasts', async (importOriginal) => {
  containerLoaded();
  return importOriginal();
});

/**
 * docs/performance.md: react-toastify's container (about 10 kB gzip, 60–90 ms of script on a slow laptop)
 * used to load and mount on every signed-in page right after hydration, for toasts most visits
 * never raise. It now comes with the first toast, which still shows.
 */
describe('the toast container', () => {
  it('is not loaded with the page, and mounts with the first toast, which shows', async () => {
    fakeClock();
    render(
      <AppProviders>
        <p>Meus anúncios</p>
      </AppProviders>,
    );
    expect(screen.getByText('Meus anúncios')).toBeInTheDocument();
    await elapse(100); // what the page schedules after mounting
    expect(containerLoaded).not.toHaveBeenCalled();
    expect(document.querySelector('.Toastify')).toBeNull();

    act(() => notifySuccess('Anúncio salvo com sucesso.'));
    expect(await screen.findByText('Anúncio salvo com sucesso.')).toBeVisible();
    expect(containerLoaded).toHaveBeenCalledTimes(1);
  });
});
