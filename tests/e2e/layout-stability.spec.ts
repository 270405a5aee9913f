import { DEV, expect, MOCK_URL, test } from './fixtures';
import { openSignedIn, putSession } from './signed-in';

/**
 * Pages must not jump while their late data arrives (select options, counts): the layout shifts
 * Chromium reports on /vitrine and /admin/anuncios, at Lighthouse's desktop width, stay near zero.
 * A Produto filter that grew with its options once wrapped the showcase's filter bar (CLS 0.3).
 */
test.use({ viewport: { width: 1350, height: 940 } });

async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
}

for (const [who, path, ready] of [
  [DEV.comprador, '/vitrine', { role: 'search', name: 'Filtros da vitrine' }],
  [DEV.admin, '/admin/anuncios', { role: 'heading', name: 'Anúncios' }],
] as const) {
  test(`${path}: no layout shift while its filters' options load`, async ({ page }) => {
    await openSignedIn(page, who, path);
    // The Produto filter is filled by a call made after the page is on screen: wait for more than
    // its placeholder option, so the shifts are summed once the options are in.
    const options = page.getByRole('combobox', { name: 'Produto' }).locator('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}

test('/vitrine: every card fills its grid cell before its photo arrives, so a photo moves nothing', async ({ page }) => {
  await putSession(page, DEV.comprador);
  // Hold every photo back: the cards are laid out as they are while the photos are still coming.
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\.(svg|png|jpe?g|webp)(\?.*)?$/, (route) => {
    if (!holding || route.request().resourceType() !== 'image') return route.continue();
    held.push(() => route.continue());
  });
  await page.goto('/vitrine', { waitUntil: 'domcontentloaded' }); // 'load' would wait for the photos
  const cards = page.getByTestId('announcement-card');
  await expect(cards.first()).toBeVisible();
  // The list below the featured row renders once the page has hydrated (useAfterFirstHtml).
  await expect(page.getByRole('region', { name: 'Anúncios' }).getByRole('article')).toHaveCount(10);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const widths = () =>
    cards.evaluateAll((articles) => articles.map((a) => [Math.round(a.getBoundingClientRect().width), Math.round(a.parentElement!.getBoundingClientRect().width)]));
  const before = await widths();
  expect(before.length).toBeGreaterThan(4);
  for (const [card, cell] of before) expect(card).toBe(cell);
  // …and the photos arriving change no card's width.
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect.poll(() => cards.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(0);
  expect(await widths()).toEqual(before);
});

/**
 * What users type can be one unbroken run: a product code as a title, a company name without
 * spaces, a long city or street. It must wrap inside its card and never push the page sideways.
 * The API's answers are rewritten on their way to the browser (the session cookie is dropped first,
 * so the server does not render the real data into the first HTML).
 */
test('long unbroken text from users stays inside its cards and the page', async ({ page, context }) => {
  const RUN = 'CHAPA_ACO_CARBONO_SAE1020_2MM_1200X3000_LOTE_ESPECIAL_NOV2026';
  const USER_TEXT = new Set(['title', 'description', 'companyName', 'tradeName', 'street', 'complement', 'neighborhood', 'city']);
  const lengthen = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(lengthen)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, USER_TEXT.has(k) && typeof v === 'string' && v ? `${RUN}_${k}` : lengthen(v)]))
        : value;
  await putSession(page, DEV.comprador);
  await page.route(`${MOCK_URL}/**`, async (route) => {
    const response = await route.fetch();
    const json = (response.headers()['content-type'] ?? '').includes('application/json');
    if (route.request().method() !== 'GET' || !response.ok() || !json) return route.fulfill({ response });
    // A request the page dropped (it moved on) has no body left to read: nothing to answer then.
    const body: unknown = await response.json().catch(() => undefined);
    if (body === undefined) return;
    await route.fulfill({ response, json: lengthen(body) }).catch(() => undefined);
  });

  const spills = () =>
    page.evaluate(() => {
      const found: string[] = [];
      const pageOver = document.documentElement.scrollWidth - window.innerWidth;
      if (pageOver > 0) found.push(`the page scrolls sideways by ${pageOver} px`);
      const boxes = [...document.querySelectorAll('main article, main section')];
      for (const box of boxes) {
        const edge = box.getBoundingClientRect().right;
        for (const el of box.querySelectorAll('*')) {
          const right = el.getBoundingClientRect().right;
          if (right > edge + 1 && el.closest('table') === null) found.push(`${el.tagName} "${el.textContent?.slice(0, 24)}…" ends ${Math.round(right - edge)} px past its ${box.tagName}`);
        }
      }
      return [...new Set(found)].slice(0, 5);
    });

  await context.clearCookies({ name: 'giro_session' });
  await page.goto('/vitrine');
  const cards = page.getByTestId('announcement-card');
  await expect(cards.first()).toContainText(RUN);
  expect(await spills()).toEqual([]);

  const href = await cards.first().getByRole('link').first().getAttribute('href');
  await context.clearCookies({ name: 'giro_session' });
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(RUN);
  await expect(page.getByRole('region', { name: 'Local de retirada' })).toContainText(`${RUN}_street`);
  expect(await spills()).toEqual([]);
});
