import { expectAccessible } from './axe';
import { DEV, expect, test } from './fixtures';
import { putSession } from './signed-in';

/**
 * The pages shown in place of a page that cannot be drawn (src/pages/_error.tsx): pt-BR, in the
 * public layout, a way to try again and a way home, and nothing of Next's own English pages.
 */

test.describe('an address the server cannot decode', () => {
  // Chromium logs the document's own 400 status as a console error.
  test.use({ allowConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a link cut in the middle of a %-escape → 400 “Endereço inválido”, not “Bad Request”', async ({ page }) => {
    const response = await page.goto('/anuncios/%E0%A4%A');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Endereço inválido' })).toBeVisible();
    await expect(page.getByText('Bad Request')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dê giro ao estoque parado da sua empresa.');
  });
});

test('an address whose #anchor is not valid %-encoding opens the page as usual', async ({ page }) => {
  // A full load (the first of this test's tab): the app's anchor scroll reads the hash on mount.
  // It used to throw a URIError there, and Next replaced the page with its error page.
  // The page gets an element with the hash as typed, and the test sees the anchor scroll reach it:
  // the scroll has run (after its 100 ms) on the undecodable hash, instead of a fixed wait for it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const target = document.createElement('div');
      target.id = '%E0%A4%A';
      document.body.append(target);
    });
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
      (window as unknown as { anchorScrolledTo?: string }).anchorScrolledTo = this.id;
      return scroll.apply(this, args);
    };
  });
  await page.goto('/#%E0%A4%A');
  await page.waitForFunction(() => (window as unknown as { anchorScrolledTo?: string }).anchorScrolledTo === '%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dê giro ao estoque parado da sua empresa.');
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
});

test.describe('an exception while the page runs in the browser', () => {
  // Forced: the browser's São Paulo calendar (the dates of an announcement's page) throws when it
  // reads the page's offset (lib/calendar-day.ts; neither numbers nor these dates go through Intl
  // any more). What Chromium and Next log about the exception is the point of the test, so it is allowed.
  test.use({ allowConsoleErrors: [/Calendar sabotaged|client-side exception/] });

  test('→ “Algo deu errado” with “Recarregar a página”, which brings the page back once the fault is gone', async ({ page }) => {
    await putSession(page, DEV.comprador);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('giro:e2e:sabotage') !== 'on') return;
      const getAttribute = Element.prototype.getAttribute;
      Element.prototype.getAttribute = function (this: Element, name: string) {
        if (name === 'content' && getAttribute.call(this, 'name') === 'giro-sao-paulo-offset') throw new Error('Calendar sabotaged');
        return getAttribute.call(this, name);
      };
    });
    await page.evaluate(() => sessionStorage.setItem('giro:e2e:sabotage', 'on'));
    await page.goto('/anuncios/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(page.getByText(/Application error/)).toHaveCount(0);
    await expectAccessible(page);

    await page.evaluate(() => sessionStorage.removeItem('giro:e2e:sabotage'));
    await page.getByRole('button', { name: 'Recarregar a página' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
