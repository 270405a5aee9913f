/**
 * Smoke: the three services the suite starts answer, and the production build sends the security
 * headers of next.config.js. Independent of the screens' details.
 */
import { readFileSync } from 'node:fs';
import { COMPILE_HINT, firstLoadScripts } from '../../scripts/lib/compile-hints.mjs';
import { DEV, DEV_PASSWORD, EMULATOR_URL, MOCK_URL, PROJECT_ID, emulatorOobCodes, expect, test } from './fixtures';

const MOCK_ORIGIN = new URL(MOCK_URL).origin;

test.describe('security headers (production build)', () => {
  // `/`, a route behind the sign-in and a path that does not exist: the headers apply to all.
  for (const path of ['/', '/participe', '/rota-que-nao-existe']) {
    test(`${path} sends a nonce CSP, nosniff, Referrer-Policy, Permissions-Policy and HSTS`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      if (path === '/') expect(response.status()).toBe(200);
      const headers = response.headers();

      const csp = headers['content-security-policy'];
      expect(csp, 'Content-Security-Policy').toBeTruthy();
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp).not.toContain('unsafe-eval');
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      // Scripts run by this response's nonce (and what they load: 'strict-dynamic'), never inline
      // by default; every script element of the page carries that nonce (pages/_document).
      const scriptSrc = directives.get('script-src') ?? [];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, 'a nonce in script-src').toBeTruthy();
      const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes, 'a script of the page').toContain(`nonce="${nonce}"`);
      const again = (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'];
      expect(again, 'a new nonce for each response').not.toContain(`'nonce-${nonce}'`);
      // The build was made with .env.development: the browser may reach the mock API and the emulator.
      expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'", MOCK_ORIGIN, EMULATOR_URL]));

      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test('the landing page renders with the app name in its title, without browser errors', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Giro/);
  // The fixture fails the test on any page error or console error from here on too.
  await page.waitForLoadState('networkidle');
});

test("the head holds the first frame until the page is parsed, and carries São Paulo's offset", async ({ request }) => {
  // docs/performance.md: one first frame, the whole page; docs/no-icu.md: São Paulo's day and clock.
  for (const path of ['/', '/participe']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const expectLink = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(head);
    expect(expectLink, `${path}: <link rel="expect">`).not.toBeNull();
    expect(html.slice(html.indexOf('<body')), 'the element it waits for is in the body').toContain(`id="${expectLink![1]}"`);
    const span = /<meta name="giro-sao-paulo-offset" content="(\d+) (\d+) (-?\d+)"\/?>/.exec(head);
    expect(span, `${path}: São Paulo's offset`).not.toBeNull();
    const [from, to, offset] = span!.slice(1).map(Number) as [number, number, number];
    expect(from).toBeLessThan(Date.now());
    expect(to).toBeGreaterThan(Date.now());
    // UTC−3, or UTC−2 should summer time come back.
    expect([-180, -120]).toContain(offset);
  }
});

test("the scripts a page loads first carry V8's compile hint; a chunk it asks for later does not", async ({ page, request }) => {
  // docs/performance.md, "Compiled while it downloads" (scripts/build.mjs).
  const hint = `${COMPILE_HINT}\n`;
  const html = await (await request.get('/participe')).text();
  const first = [...html.slice(0, html.indexOf('</head>')).matchAll(/<script src="([^"]+\.js)"/g)].map(([, src]) => src);
  const chunks = first.filter((src) => src.startsWith('/_next/static/chunks/'));
  expect(chunks.length).toBeGreaterThan(3);
  for (const src of chunks) expect((await (await request.get(src)).text()).startsWith(hint), src).toBe(true);

  const later: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js') && !first.includes(pathname)) later.push(pathname);
  });
  await page.goto('/participe');
  // The sign-in form's chunk is asked for by the page's script (features/auth/screens/participe/lazy-forms.tsx).
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A later chunk that is another page's first load has the hint; one that no page loads first has not.
  const firstOfAnyPage = new Set(firstLoadScripts(JSON.parse(readFileSync('.next/build-manifest.json', 'utf8'))).map((file) => `/_next/${file}`));
  const onlyLater = later.filter((src) => !firstOfAnyPage.has(src));
  expect(onlyLater.length, 'chunks no page loads first').toBeGreaterThan(0);
  for (const src of onlyLater) expect((await (await request.get(src)).text()).startsWith(hint), src).toBe(false);
});

test('the mock API answers and resets', async ({ request }) => {
  const health = await request.get(`${MOCK_URL}/__mock/health`);
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ ok: true });
  const reset = await request.post(`${MOCK_URL}/__mock/reset`);
  expect(reset.ok()).toBe(true);
  // Product routes need a bearer token.
  const user = await request.get(`${MOCK_URL}/user`);
  expect(user.status()).toBe(401);
});

test('the auth emulator answers, with the dev accounts imported from firebase-seed/', async ({ request }) => {
  const root = await request.get(`${EMULATOR_URL}/`);
  expect(root.ok()).toBe(true);
  expect((await root.json()).authEmulator?.ready).toBe(true);

  const signIn = await request.post(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-giro-api-key`,
    { data: { email: DEV.vendedor, password: DEV_PASSWORD, returnSecureToken: true } },
  );
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const body = (await signIn.json()) as { localId: string; idToken: string };
  expect(body.localId).toBe('dev-vendedor');
  expect(body.idToken.split('.')).toHaveLength(3);

  expect(Array.isArray(await emulatorOobCodes())).toBe(true);
  const config = await request.get(`${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/config`);
  expect(config.ok()).toBe(true);
});
