// @vitest-environment node
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockApp, listenMockApp } from '@/mocks/app';
import { server as msw } from '@/mocks/node';
import { makeTestToken } from '@/mocks/lib/token';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { mockOnly } from './helpers';

mockOnly("tests the mock's own code: its handlers, HTTP server or /__mock controls");

/**
 * docs/security-abuse.md on the mock's real HTTP server: bodies refused past their cap before they are read,
 * and only the host names the mock is served at answered.
 */

let servers: Server[] = [];
let port = 0;

beforeAll(async () => {
  servers = await listenMockApp(createMockApp(), 0);
  port = (servers[0]!.address() as AddressInfo).port;
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});
// Raw requests go to 127.0.0.1 (whatever Host they carry): to the real server, not msw/node's interception.
beforeEach(() => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

const token = () => `Bearer ${makeTestToken(DEV_ACCOUNTS.admin.uid)}`;

interface Answer {
  status: number;
  body: string;
  /** Bytes the client had written when the answer came. */
  written: number;
}

/**
 * A raw request: `headers` as given (Host included), then `bodyBytes` of body written one
 * 64 kB chunk at a time until the server answers or they run out.
 */
function raw(path: string, headers: Record<string, string>, bodyBytes = 0, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, setHost: false, agent: false }, (res: IncomingMessage) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, written }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body, written }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    // One chunk at a time, each after the last is out: the answer is seen as soon as it comes.
    const pump = () => {
      if (answered) return;
      if (written >= bodyBytes) return void req.end();
      written += chunk.length;
      req.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

const multipart = { 'content-type': 'multipart/form-data; boundary=x', authorization: token() };

describe('bodies over their cap (docs/security-abuse.md)', () => {
  it('refuses a 400 MB upload by its declared length with 413 before reading it', async () => {
    for (const path of ['/file', '/admin/announcement/import']) {
      const answer = await raw(path, { host: `127.0.0.1:${port}`, ...multipart, 'content-length': String(400 * 1024 * 1024) }, 64 * 1024);
      expect({ path, status: answer.status }).toEqual({ path, status: 413 });
      expect(JSON.parse(answer.body)).toEqual({ statusCode: 413, message: 'PayloadTooLarge', error: 'Payload Too Large' });
    }
  });

  it('cuts off a chunked upload (no declared length) once it passes the cap, long before 400 MB', async () => {
    const answer = await raw('/file', { host: `localhost:${port}`, ...multipart, 'transfer-encoding': 'chunked' }, 400 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses an upload past its cap in process too (msw/node, no HTTP server in front): 413, not read whole', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(11 * 1024 * 1024)], 'grande.pdf', { type: 'application/pdf' }));
    const response = await fetch('http://localhost:4000/file', { method: 'POST', headers: { authorization: token() }, body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'PayloadTooLarge' });
  });

  it('hands a chunked upload within its cap on whole: the file is stored', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const body = Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n'),
      png,
      Buffer.from('\r\n--x--\r\n'),
    ]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/file', method: 'POST', agent: false, headers: { ...multipart, host: `localhost:${port}`, 'transfer-encoding': 'chunked' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      req.end(body.subarray(20));
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ mimetype: 'image/png', name: 'foto.png' });
  });

  it('caps any other body at 1 MB, whatever its type', async () => {
    const answer = await raw('/profile', { host: `localhost:${port}`, 'content-type': 'text/plain', 'content-length': String(2 * 1024 * 1024), authorization: token() }, 64 * 1024, 'PUT');
    expect(answer.status).toBe(413);
  });
});

/**
 * A raw connection that sends `head`, then `bodyBytes` of body in 64 kB writes without ever
 * stopping for the answer (as a client that reads only after sending does): what came back,
 * how much it wrote, and whether the connection was reset rather than closed.
 */
function stubborn(head: string, bodyBytes: number): Promise<{ text: string; written: number; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let written = 0;
    let reset = false;
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => (text += c));
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ text, written, reset }));
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      if (socket.destroyed || socket.writableEnded) return;
      if (written >= bodyBytes) return void socket.end();
      written += chunk.length;
      socket.write(chunk, (error) => (error ? undefined : setImmediate(pump)));
    };
    pump();
  });
}

const requestHead = (path: string, length: number) =>
  `PUT ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nAuthorization: ${token()}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a refused body: the client reads the answer, the server stops reading (lingering close)', () => {
  it('answers 413 with Connection: close and reads the rest of the body, so a client that sends it all still gets the answer', async () => {
    const { text, reset } = await stubborn(requestHead('/profile', 3 * 1024 * 1024), 3 * 1024 * 1024);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain('"message":"PayloadTooLarge"');
    expect(reset).toBe(false);
  });

  it('stops reading a client that goes on sending after the answer, long before its 400 MB', async () => {
    const { text, written } = await stubborn(requestHead('/profile', 400 * 1024 * 1024), 400 * 1024 * 1024);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('per-address limits (docs/security-abuse.md)', () => {
  it('key on the socket address: a client cannot pick another bucket by a header', async () => {
    const refusedAt: number[] = [];
    for (let i = 0; i < 25; i++) {
      const answer = await raw('/user/exists?email=comprador@giro.dev', { host: `localhost:${port}`, 'x-mock-client-address': `10.0.0.${i}` }, 0, 'GET');
      if (answer.status === 429) refusedAt.push(i);
    }
    expect(refusedAt[0]).toBe(20);
  });
});

describe('Host (docs/security-abuse.md)', () => {
  it('answers the loopback names on its own port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect({ host, status: (await raw('/__mock/health', { host }, 0, 'GET')).status }).toEqual({ host, status: 200 });
    }
  });

  it('refuses any other name with 421 (DNS rebinding), another port or none at all', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`, 'localhost', `127.0.0.1:${port + 1}`, '']) {
      const answer = await raw('/__mock/health', { host }, 0, 'GET');
      expect({ host, status: answer.status }).toEqual({ host, status: 421 });
    }
  });
});
