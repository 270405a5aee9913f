import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, send, type Who } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['records ']);

/**
 * An admin activating a client's account (docs/moderation.md "Accounts"): the decision is recorded,
 * `GET /user` says when (`activatedAt`, for the sign-in page's one-time notice) and `GET /news`
 * tells the user 'Cadastro ativado' (docs/deal/news.md).
 */

type Item = Record<string, unknown> & { id: string; kind: string; at: string };
const stamp = () => new Date(Date.now() - 1).toISOString();
const accountNews = async (who: Who, since: string) => {
  const res = await get(`/news?since=${encodeURIComponent(since)}`, who);
  expect(res.status).toBe(200);
  return (res.body.data as unknown as Item[]).filter((i) => i.kind === 'ACCOUNT');
};
const accountOf = (email: string) => db.accounts.find((a) => a.email === email)!;

describe('PUT /admin/profile/{id}: activating a PENDING account', () => {
  it('records the decision, dates it on GET /user and tells the user — nobody else — in GET /news', async () => {
    const pending = accountOf('pendente@giro.dev');
    const since = stamp();
    const answer = await send('PUT', `/admin/profile/${pending.id}`, 'admin', { status: 'ENABLED' });
    expect(answer.status).toBe(200);

    const decision = db.decisions.at(-1)!;
    expect(decision).toMatchObject({ subject: { kind: 'account', id: pending.id }, action: 'ACTIVATED', byAccountId: accountOf('admin@giro.dev').id });
    expect((await get('/user', 'pendente')).body).toMatchObject({ status: 'ENABLED', activatedAt: decision.at });
    expect(await accountNews('pendente', since)).toEqual([{ kind: 'ACCOUNT', id: `cadastro:${pending.id}`, at: decision.at, decision: 'ACTIVATED' }]);
    expect(await accountNews('comprador', since)).toEqual([]);
    // Older than `since`: not news any more, but still the account's activation date.
    expect(await accountNews('pendente', new Date(Date.now() + 1000).toISOString())).toEqual([]);
    expect((await get('/user', 'pendente')).body.activatedAt).toBe(decision.at);
  });

  it('records a deactivation and a reactivation too, neither of them an activation', async () => {
    const seller = accountOf('vendedor@giro.dev');
    const before = db.decisions.length;
    const since = stamp();
    await send('PUT', `/admin/profile/${seller.id}`, 'admin', { status: 'DISABLED' });
    await send('PUT', `/admin/profile/${seller.id}`, 'admin', { status: 'DISABLED' });
    await send('PUT', `/admin/profile/${seller.id}`, 'admin', { status: 'ENABLED' });
    expect(db.decisions.slice(before).map((d) => [d.subject, d.action])).toEqual([
      [{ kind: 'account', id: seller.id }, 'DEACTIVATED'],
      [{ kind: 'account', id: seller.id }, 'REACTIVATED'],
    ]);
    expect(await accountNews('vendedor', since)).toEqual([]);
    expect((await get('/user', 'vendedor')).body.activatedAt).toBeNull();
  });
});
