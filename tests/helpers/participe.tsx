import { screen, waitFor } from '@testing-library/react';
import { ParticipeScreen } from '@/features/auth/screens/ParticipeScreen';
import { FORM_LOADING } from '@/features/auth/screens/participe/messages';
import { renderApp } from './app';

/**
 * /participe as renderApp renders it, once its forms' code has loaded (they are a chunk of their
 * own, participe/lazy-forms.tsx): until then the panel shows its placeholder.
 */
export async function renderParticipe(options?: Parameters<typeof renderApp>[1]) {
  const view = await renderApp(<ParticipeScreen />, options);
  await waitFor(() => {
    if (screen.queryByText(FORM_LOADING)) throw new Error('the forms are still loading');
  });
  return view;
}
