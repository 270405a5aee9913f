// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockApp, listenMockApp } from '@/mocks/app';
import { server as msw } from '@/mocks/node';
import { makeTestToken } from '@/mocks/lib/token';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { heldReads } from '@/mocks/lib/http';
import { mockOnly } from './helpers';

mockOnly("tests the mock's own code: its handlers, HTTP server or /__mock controls");

/**
 * The mock's HTTP server (src/mocks/server.ts) as `npm run dev` and e2e run it, on a free port:
 * loopback only, CORS for the app's origins only, and JSON bodies over 1 MB refused with 413
 * before the handlers see them (docs/security.md).
 */

let servers: Server[] = [];
let base = '';

beforeAll(async () => {
  servers = await listenMockApp(createMockApp(), 0);
  base = `http://127.0.0.1:${(servers[0]!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});
// The requests go to the real server, not to msw/node's interception.
beforeEach(() => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

const APP = 'http://localhost:3000';

describe('the mock HTTP server', () => {
  it('listens on the loopback interface only', () => {
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(['127.0.0.1', '::1']).toContain((server.address() as AddressInfo).address);
  });

  it("answers CORS for the app's origins and not for others", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/profile`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' } });
    for (const origin of [APP, 'http://127.0.0.1:3000', 'http://localhost:3001']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses the control endpoints to another origin (403), keeps them for the app and tools', async () => {
    expect((await fetch(`${base}/__mock/health`, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await fetch(`${base}/__mock/health`, { headers: { origin: APP } })).status).toBe(200);
    expect((await fetch(`${base}/__mock/health`)).status).toBe(200);
  });

  it('refuses a JSON body over 1 MB with 413 PayloadTooLarge, readable by the app', async () => {
    const response = await fetch(`${base}/profile`, {
      method: 'PUT',
      headers: { origin: APP, authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS.comprador.uid)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'comprador@giro.dev', name: 'a'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(await response.json()).toEqual({ statusCode: 413, message: 'PayloadTooLarge', error: 'Payload Too Large' });
  });

  it('still serves an ordinary call', async () => {
    const response = await fetch(`${base}/user`, { headers: { origin: APP, authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS.comprador.uid)}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'comprador@giro.dev' });
  });

  it('gives file addresses on the origin it was called at, not the one NEXT_PUBLIC_API_URL names (docs/mock-api.md, "File addresses")', async () => {
    const headers = { authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS.vendedor.uid)}` };
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'foto.png', { type: 'image/png' }));
    const uploaded = (await (await fetch(`${base}/file`, { method: 'POST', headers, body: form })).json()) as { url: string };
    expect(uploaded.url.startsWith(`${base}/file/`)).toBe(true);
    expect((await fetch(uploaded.url)).status).toBe(200);
    const announcement = (await (await fetch(`${base}/announcement/1`, { headers })).json()) as { files: { url: string }[] };
    expect(announcement.files.length).toBeGreaterThan(0);
    for (const file of announcement.files) expect(file.url.startsWith(`${base}/file/`)).toBe(true);
  });

  it("exposes a negotiation's ETag to the app, and lets go of a long poll whose client left", async () => {
    const id = db.negotiations.find((n) => n.buyerCompanyId === 2 && n.status === 'IN_QUOTATION')!.id;
    const headers = { origin: APP, authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS.comprador.uid)}` };
    const first = await fetch(`${base}/negotiation/${id}`, { headers });
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('access-control-expose-headers')).toMatch(/\bETag\b/);
    const controller = new AbortController();
    const held = fetch(`${base}/negotiation/${id}?wait=30`, { headers: { ...headers, 'if-none-match': etag }, signal: controller.signal });
    await vi.waitFor(() => expect(heldReads()).toBe(1));
    controller.abort();
    await expect(held).rejects.toThrow();
    await vi.waitFor(() => expect(heldReads()).toBe(0));
  });
});
