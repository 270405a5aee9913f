import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { db, nextId, now } from '@/mocks/db/store';
import { makeFileRecord, signedFileUrl } from '@/mocks/lib/file-links';
import { route } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/** Shared by MyAnnouncements.test.tsx and NewAnnouncementScreen.test.tsx: the seller's screens behind the route guard. */
export const seller = () => db.accounts.find((a) => a.email === 'vendedor@giro.dev')!;

/** Registers the hooks every test of the seller's screens runs with (call once at the top of the file). */
export function setUpSellerScreens() {
  beforeEach(() => {
    mockRouter.reset();
    localStorage.clear();
    // jsdom's FormData does not reach the handler byte for byte (the real POST /file is tested with
    // the mock): store a file record the way the handler does.
    let n = 0;
    server.use(
      route.post('/file', () => {
        n += 1;
        const [name, mimetype] = n === 1 ? ['chapas.png', 'image/png'] : [`laudo-${n}.pdf`, 'application/pdf'];
        const record = makeFileRecord({ id: nextId('files'), name, mimetype, bytes: new Uint8Array(4), ownerAccountId: seller().id, createdAt: now() });
        db.files.push(record);
        return { id: record.id, url: signedFileUrl(record), mimetype, name };
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}

export async function open(ui: ReactElement, asPath: string, pathname: string, email = 'vendedor@giro.dev') {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

export const field = (label: RegExp) => screen.getByLabelText(label);

export async function optionsLoaded() {
  await waitFor(() => expect(within(field(/^Empresa/)).getByRole('option', { name: 'Metalúrgica Horizonte Ltda' })).toBeInTheDocument());
  await waitFor(() => expect(within(field(/^Produto/)).getByRole('option', { name: 'Chapa de aço carbono SAE 1020' })).toBeInTheDocument());
  await waitFor(() => expect(within(field(/^Unidade/)).getByRole('option', { name: 't (Tonelada)' })).toBeInTheDocument());
  await waitFor(() => expect(within(field(/^UF/)).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument());
}

