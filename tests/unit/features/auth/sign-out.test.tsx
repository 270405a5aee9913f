import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppHeader } from '@/layouts/AppHeader';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/** docs/forms.md: nothing of the user outlives "Sair" in the browser (drafts in localStorage, cached data). */

beforeEach(() => {
  mockRouter.reset();
  localStorage.clear();
});

describe('Sair', () => {
  it('clears every form draft and the query cache, and leaves other keys alone', async () => {
    localStorage.setItem('giro:rascunho:anuncio:novo', JSON.stringify({ savedAt: new Date().toISOString(), values: { title: 'Aço' } }));
    localStorage.setItem('giro:rascunho:anuncio:12', '{}');
    localStorage.setItem('giro:preferencia', 'mantida');
    mockRouter.setRoute('/vitrine');
    const { client } = await renderApp(<AppHeader />, { signedInAs: 'vendedor@giro.dev' });
    client.setQueryData(['companies', 'mine', {}], { data: [{ id: 1 }] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/participe'));
    expect(localStorage.getItem('giro:rascunho:anuncio:novo')).toBeNull();
    expect(localStorage.getItem('giro:rascunho:anuncio:12')).toBeNull();
    expect(localStorage.getItem('giro:preferencia')).toBe('mantida');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
