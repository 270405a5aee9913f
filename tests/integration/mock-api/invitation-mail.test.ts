import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockConfig } from '@/mocks/config';
import { sendPasswordMail } from '@/mocks/lib/firebase-admin';
import { server } from '@/mocks/node';
import { mockOnly } from './helpers';

mockOnly("tests the mock's own code: its handlers, HTTP server or /__mock controls");

const host = mockConfig.authEmulatorHost;
afterEach(() => {
  mockConfig.authEmulatorHost = host;
});

/** docs/identity.md: an invited collaborator's (or admin's) password mail leads back to Giro once the password is set. */
describe('the password mail of an invitation', () => {
  it('continues to /participe', async () => {
    mockConfig.authEmulatorHost = 'emulador.test:9099';
    const sent: unknown[] = [];
    server.use(
      http.post('http://emulador.test:9099/identitytoolkit.googleapis.com/v1/accounts:sendOobCode', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ email: 'convidada@empresa.com.br' });
      }),
    );
    await sendPasswordMail('convidada@empresa.com.br');
    expect(sent).toEqual([{ requestType: 'PASSWORD_RESET', email: 'convidada@empresa.com.br', continueUrl: 'http://localhost:3000/participe' }]);
  });
});
