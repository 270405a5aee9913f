import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/layouts/AppProviders';
import { notifySuccess } from '@/lib/notify';

vi.mock('@/features/auth/lazy-gateway', async () => {
  const { createFakeAuth } = await import('@tests/helpers/fake-auth');
  return { lazyFirebaseGateway: createFakeAuth().gateway, loadFirebaseGateway: () => Promise.resolve({}) };
});

/**
 * The toast container mounts with the first toast (toast-host.test.tsx). Under React's
 * development double mount (`npm run dev`, reactStrictMode) react-toastify's own queue lost that
 * first toast: "Segmento salvo com sucesso." never showed. Its own file: the first toast of a tab
 * happens once per module.
 */
describe('the first toast of the tab', () => {
  it('shows under the development double mount too', async () => {
    render(
      <StrictMode>
        <AppProviders>
          <p>Segmentos</p>
        </AppProviders>
      </StrictMode>,
    );
    act(() => notifySuccess('Segmento salvo com sucesso.'));
    expect(await screen.findByText('Segmento salvo com sucesso.')).toBeVisible();
  });
});
