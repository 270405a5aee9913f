import { routes } from '../../src/lib/routes';
import { DEV, expect, test } from './fixtures';
import { putSession } from './signed-in';

/** Quality gates — accessibility: the focus outline in forced colours (the scans and reflow are in a11y.spec.ts). */

// Windows' contrast themes (forced colours) drop box-shadows, and so the focus rings: every control
// reached with Tab must still draw an outline there. The unlayered `:focus-visible` outline of
// src/styles/globals.css does it (it wins over any utility); this keeps it that way.
test.describe('focus in forced colours', () => {
  for (const [who, path, ready] of [
    [DEV.admin, routes.admin.clients(), 'Clientes'],
    [DEV.comprador, routes.showcase(), 'Vitrine'],
  ] as const) {
    test(`${who} on ${path}: every control reached with Tab shows an outline`, async ({ page }) => {
      await putSession(page, who);
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.locator('body').focus();
      const seen: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          return {
            what: `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`,
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
          };
        });
        if (!focused) continue;
        seen.push(focused.what);
        expect(focused.style, `${focused.what}: outline-style`).not.toBe('none');
        expect(focused.width, `${focused.what}: outline-width`).toBeGreaterThan(0);
      }
      // The walk went through the header, the filters and into the content.
      expect(new Set(seen).size).toBeGreaterThan(15);
    });
  }
});
