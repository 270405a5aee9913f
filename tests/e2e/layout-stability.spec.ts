import { DEV, expect, signIn, test } from './fixtures';

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
    await signIn(page, who);
    await page.goto(path);
    // The Produto filter is filled by a call made after the page is on screen: wait for more than
    // its placeholder option, so the shifts are summed once the options are in.
    const options = page.getByRole('combobox', { name: 'Produto' }).locator('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}

test('/vitrine: every card fills its grid cell before its photo arrives, so a photo moves nothing', async ({ page }) => {
  await signIn(page, DEV.comprador);
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
