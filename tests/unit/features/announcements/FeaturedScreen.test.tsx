import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { FeaturedScreen } from '@/features/featured/screens/FeaturedScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.setRoute('/admin/destaques'));

async function open() {
  await renderApp(
    <RouteGuard>
      <FeaturedScreen />
    </RouteGuard>,
    { signedInAs: 'admin@giro.dev' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Destaques' });
  return userEvent.setup();
}

const titleOf = (id: number) => db.announcements.find((a) => a.id === id)!.title;
const dbOrder = () => [...db.featured].sort((a, b) => a.sequence - b.sequence).map((f) => titleOf(f.announcementId));
const list = () => screen.getByRole('list', { name: 'Anúncios em destaque' });
const shownOrder = () => within(list()).getAllByRole('listitem').map((li) => within(li).getByRole('link').textContent);
const candidates = () => screen.getByRole('table', { name: 'Anúncios aprovados fora dos destaques' });

describe('/admin/destaques', () => {
  it('says when the featured list failed to load, without a slot count, and loads it on “Tentar novamente”', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/featured\/announcement$/, status: 503, times: 1 });
    const user = await open();
    const failure = await screen.findByText('Não foi possível carregar os destaques.');
    expect(screen.queryByText(/vagas de destaque usadas/)).not.toBeInTheDocument();
    await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(shownOrder()).toEqual(dbOrder()));
    expect(screen.getByText(`${db.featured.length} de 7 vagas de destaque usadas`)).toBeInTheDocument();
  });

  it('shows the featured list in sequence with the slots used, and reorders from the keyboard', async () => {
    const user = await open();
    await waitFor(() => expect(shownOrder()).toEqual(dbOrder()));
    expect(screen.getByText(`${db.featured.length} de 7 vagas de destaque usadas`)).toBeInTheDocument();
    const [first, second] = dbOrder();
    expect(screen.getByRole('button', { name: `Mover ${first} para cima` })).toBeDisabled();

    const down = screen.getByRole('button', { name: `Mover ${first} para baixo` });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder().slice(0, 2)).toEqual([second, first]));
    await waitFor(() => expect(dbOrder().slice(0, 2)).toEqual([second, first]));
    expect(db.featured.map((f) => f.sequence).sort()).toEqual(db.featured.map((_, i) => i + 1));
    await waitFor(() => expect(screen.getByRole('button', { name: `Mover ${first} para baixo` })).toHaveFocus());
    expect(screen.getByText(`${first} movido para a posição 2 de ${db.featured.length}.`)).toBeInTheDocument();
  });

  it('reorders by drag and drop', async () => {
    await open();
    await waitFor(() => expect(shownOrder()).toEqual(dbOrder()));
    const before = dbOrder();
    const items = within(list()).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[items.length - 1]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    const expected = [before[before.length - 1], ...before.slice(0, -1)];
    await waitFor(() => expect(shownOrder()).toEqual(expected));
    await waitFor(() => expect(dbOrder()).toEqual(expected));
  });

  it('removes one after a confirmation; the sequence closes up', async () => {
    const user = await open();
    await waitFor(() => expect(shownOrder()).toEqual(dbOrder()));
    const [first, ...rest] = dbOrder();
    await user.click(screen.getByRole('button', { name: `Remover ${first} dos destaques` }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remover dos destaques' })).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(shownOrder()).toEqual(rest));
    expect(dbOrder()).toEqual(rest);
    expect(db.featured.map((f) => f.sequence)).toEqual(rest.map((_, i) => i + 1));
    expect(screen.getByText(`${rest.length} de 7 vagas de destaque usadas`)).toBeInTheDocument();
  });

  it('adds APPROVED announcements up to 7, then shows the limit message; a duplicate gets its own message', async () => {
    const user = await open();
    await waitFor(() => expect(within(candidates()).getAllByRole('button', { name: /^Destacar / }).length).toBeGreaterThan(5));
    // Someone else featured one of the listed announcements meanwhile.
    const stale = within(candidates()).getAllByRole('button', { name: /^Destacar / })[0]!;
    const staleTitle = stale.getAttribute('aria-label')!.replace('Destacar ', '');
    const staleRecord = db.announcements.find((a) => a.title === staleTitle && a.status === 'APPROVED' && !db.featured.some((f) => f.announcementId === a.id))!;
    db.featured.push({ announcementId: staleRecord.id, sequence: db.featured.length + 1, createdAt: staleRecord.createdAt });
    await user.click(stale);
    expect(await screen.findByText('O anúncio já esta em destaque!')).toBeInTheDocument();

    while (db.featured.length < 7) {
      const count = db.featured.length;
      const button = within(candidates()).getAllByRole('button', { name: /^Destacar / }).find((b) => b.getAttribute('aria-label') !== `Destacar ${staleTitle}`)!;
      await user.click(button);
      await waitFor(() => expect(db.featured.length).toBe(count + 1));
      await waitFor(() => expect(screen.getByText(`${count + 1} de 7 vagas de destaque usadas`)).toBeInTheDocument());
    }
    expect(screen.getByText('As 7 vagas estão ocupadas: remova um destaque para adicionar outro.')).toBeInTheDocument();
    await waitFor(() => expect(within(candidates()).getAllByRole('button', { name: /^Destacar / }).length).toBeGreaterThan(0));
    // Full: no 'Destacar' is offered as if it could work (docs/product/statuses.md), and each says why.
    await waitFor(() => expect(within(candidates()).getAllByRole('button', { name: /^Destacar / }).every((b) => b.hasAttribute('disabled'))).toBe(true));
    expect(within(candidates()).getAllByRole('button', { name: /^Destacar / })[0]).toHaveAccessibleDescription('As 7 vagas estão ocupadas: remova um destaque para adicionar outro.');
    expect(db.featured).toHaveLength(7);
  });
});
