import type { Page } from '@playwright/test';
import { DEV, expect, signIn, test } from './fixtures';

/**
 * Paint first (src/lib/paint-first.ts, src/pages/_document.tsx): the app's chunks are added to the
 * page only after the browser has presented its first contentful paint, so the server's HTML is
 * on screen before React runs; the page then hydrates and works as before.
 */

/** Notes when the first of the app's chunk scripts enters the document (parser or script). */
async function watchChunks(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { chunkAddedAt?: number };
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/')) {
            state.chunkAddedAt = performance.now();
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function timings(page: Page) {
  return page.evaluate(() => ({
    chunkAddedAt: (window as unknown as { chunkAddedAt?: number }).chunkAddedAt,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
}

for (const { path, role } of [
  { path: '/', role: null },
  { path: '/participe', role: null },
  { path: '/vitrine', role: DEV.comprador },
] as const) {
  test(`${path}: drawn before the app's scripts are added, then hydrated`, async ({ page }) => {
    if (role) await signIn(page, role);
    await watchChunks(page);
    await page.goto(path);
    // Hydrated: Next's router is up (and the fixtures fail on any hydration error).
    await expect.poll(() => page.evaluate(() => 'next' in window && 'router' in (window as { next?: object }).next!)).toBe(true);

    const { chunkAddedAt, firstContentfulPaint } = await timings(page);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(chunkAddedAt).toBeGreaterThanOrEqual(firstContentfulPaint!);
  });
}

test('the server’s HTML has no chunk <script> tag: the loader lists Next’s chunks, its manifests included', async ({ page }) => {
  const response = await page.goto('/participe');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<script[^>]*\bsrc="\/_next\/static\//);
  const listed = html.match(/"srcs":\[([^\]]*)\]/)?.[1] ?? '';
  expect(listed).toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
  expect(listed).toContain('_buildManifest.js');
});
