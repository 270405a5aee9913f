import { describe, expect, it, vi } from 'vitest';
import { heldReads } from '@/mocks/lib/http';
import { API, headersOf, mockOnly, type Who } from './helpers';
import { fresh, message } from './negotiations-setup';

/**
 * The long poll of an open negotiation (docs/deal/interests.md; docs/deal/live.md, "Long poll"): `GET
 * /negotiation/{id}?wait=N` with `If-None-Match` is held until the body as the caller sees it
 * changes (200, the new body and tag) or N seconds pass (304). Short waits here, no fake clocks.
 */

const read = (id: number, who: Who, init: { etag?: string; wait?: string; signal?: AbortSignal } = {}) =>
  fetch(`${API}/negotiation/${id}${init.wait === undefined ? '' : `?wait=${init.wait}`}`, {
    headers: { ...headersOf(who), ...(init.etag ? { 'if-none-match': init.etag } : {}) },
    signal: init.signal,
  });

async function tagOf(id: number, who: Who) {
  const first = await read(id, who);
  expect(first.status).toBe(200);
  return first.headers.get('etag')!;
}

mockOnly('counts the reads the mock holds (heldReads), in its own process', ['stops holding when the caller gives up']);

describe('GET /negotiation/{id}?wait= (long poll)', () => {
  it('holds the request and answers 200 with the new body as soon as the other party posts a message', async () => {
    const id = await fresh();
    const etag = await tagOf(id, 'comprador');
    // Held for up to 20 s: the test's own 5 s timeout fails it unless the message wakes it.
    const held = read(id, 'comprador', { etag, wait: '20' });
    await message(id, 'vendedor', 'Chegou agora.');
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).not.toBe(etag);
    const body = (await answer.json()) as { events: { type: string; text?: string }[] };
    expect(body.events.some((e) => e.type === 'MESSAGE' && e.text === 'Chegou agora.')).toBe(true);
  });

  it('answers 304 without a body, with the same tag, when the wait ends and nothing changed', async () => {
    const id = await fresh();
    const etag = await tagOf(id, 'vendedor');
    const answer = await read(id, 'vendedor', { etag, wait: '1' });
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe(etag);
    expect(await answer.text()).toBe('');
  });

  it('answers at once when the tag asked with is no longer the current one', async () => {
    const id = await fresh();
    const etag = await tagOf(id, 'comprador');
    await message(id, 'vendedor', 'Antes da pergunta.');
    const answer = await read(id, 'comprador', { etag, wait: '20' });
    expect(answer.status).toBe(200);
  });

  it('never waits without a tag: the first read of a page', async () => {
    const id = await fresh();
    const answer = await read(id, 'comprador', { wait: '20' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  it('stops holding when the caller gives up (the request is aborted)', async () => {
    const id = await fresh();
    const etag = await tagOf(id, 'comprador');
    const controller = new AbortController();
    const held = read(id, 'comprador', { etag, wait: '20', signal: controller.signal });
    await vi.waitFor(() => expect(heldReads()).toBe(1));
    controller.abort();
    await expect(held).rejects.toThrow();
    await vi.waitFor(() => expect(heldReads()).toBe(0));
  });

  it('refuses a wait that is not a whole number of seconds from 0 to 60', async () => {
    const id = await fresh();
    const etag = await tagOf(id, 'comprador');
    for (const wait of ['-1', '61', '2.5', 'abc', '']) {
      expect((await read(id, 'comprador', { etag, wait })).status, wait).toBe(400);
    }
  });

  it('holds only what the caller may see: a stranger is refused at once', async () => {
    const id = await fresh();
    const etag = await tagOf(id, 'comprador');
    expect((await read(id, 'admin', { etag, wait: '20' })).status).toBe(401);
  });
});
