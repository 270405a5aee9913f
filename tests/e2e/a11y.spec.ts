import { ADMIN_NAV, COMMERCE_NAV } from '../../src/layouts/navigation';
import { routes } from '../../src/lib/routes';
import { headingFromTitle, ROUTE_CASES, serverTitle } from './a11y/cases';
import { sessionFor, settle, toasts, toastsSettled, type Role, type Session } from './a11y/session';
import { expectAccessible } from './axe';
import { DEV, expect, mockFail, test } from './fixtures';
import { openSignedIn, putSession } from './signed-in';

/**
 * Quality gates — accessibility: axe (WCAG 2.1 A/AA) on every route of src/pages, each opened by
 * a role that may see it and scanned once its data is on screen (no skeleton, no busy region);
 * plus toasts (success and error), dialogs and a form showing validation errors.
 * No serious or critical violation is allowed; milder ones are attached to the report.
 *
 * One sign-in per role: each role's describe signs in once (beforeAll) and its tests reuse the
 * saved storage state (Firebase keeps the session in localStorage): a11y/session.ts. Focus in
 * forced colours is checked in a11y-forced-colors.spec.ts. The pages and who opens each come
 * from the route table (a11y/cases.ts): a new page needs no edit here.
 */

/** Scans beyond the routes: toasts, dialogs, validation errors (run inside the role's describe). */
const STATES: Partial<Record<Role, (session: Session) => void>> = {
  admin: (session) => {
    test('a success toast and an error toast, both on screen', async () => {
      const page = session.page();
      await page.goto(routes.admin.featured());
      await settle(page, 'Destaques');
      const candidates = page.getByRole('table', { name: 'Anúncios aprovados fora dos destaques' });
      await candidates.getByRole('button', { name: /^Destacar / }).first().click();
      await expect(toasts(page).filter({ hasText: 'Anúncio adicionado aos destaques.' })).toBeVisible();
      await mockFail({ path: '/admin/featured/announcement', method: 'POST', status: 500 });
      await candidates.getByRole('button', { name: /^Destacar / }).first().click();
      await expect(toasts(page).filter({ hasText: /^Erro #500/ })).toBeVisible();
      await toastsSettled(page, 2);
      await expectAccessible(page, { label: 'toasts' });
      // Both were still on screen when axe ran (they close after 5 s).
      await expect(toasts(page)).toHaveCount(2);
    });

    test('a confirmation dialog, and a form dialog showing a validation error', async () => {
      const page = session.page();
      await page.goto(routes.admin.featured());
      await settle(page, 'Destaques');
      await page.getByRole('button', { name: /^Remover .* dos destaques$/ }).first().click();
      await expect(page.getByRole('alertdialog', { name: 'Remover dos destaques' })).toBeVisible();
      await expectAccessible(page, { label: 'confirm-dialog' });

      await page.goto(routes.admin.segments());
      await settle(page, 'Segmentos');
      await page.getByRole('button', { name: 'Novo segmento' }).click();
      const dialog = page.getByRole('dialog', { name: /segmento/i });
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, { label: 'form-dialog-errors' });
    });

    test('the rejection dialog, loaded on first use from the keyboard, with its validation error (nothing sent)', async () => {
      const page = session.page();
      await page.goto(routes.admin.approvals());
      await settle(page, 'Aprovações');
      const table = page.getByRole('table', { name: 'Anúncios pendentes de aprovação' });
      const reject = table.getByRole('button', { name: /^Reprovar / }).first();
      await reject.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Reprovar anúncio' });
      const reason = dialog.getByRole('textbox', { name: /^Motivo da reprovação/ });
      await expect(reason).toBeFocused();
      await page.keyboard.press('Enter'); // a textarea: a new line, not a submission
      await dialog.getByRole('button', { name: 'Reprovar' }).click();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, { label: 'reject-dialog-errors' });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reject).toBeFocused();
    });

    test("a search's edit form showing a validation error, and its discard confirmation (nothing saved)", async () => {
      const page = session.page();
      await page.goto(routes.admin.search(2));
      await settle(page, 'Vergalhão CA-50 10 mm');
      await page.getByRole('button', { name: 'Editar busca' }).click();
      const form = page.getByRole('form', { name: 'Editar busca' });
      await expect(form.getByRole('heading', { name: 'Editar busca' })).toBeFocused();
      // The category select is disabled until its options arrive; Tab waits for it.
      await expect(form.getByRole('combobox', { name: 'Categoria' })).toBeEnabled();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('combobox', { name: 'Categoria' })).toBeFocused();
      await form.getByRole('textbox', { name: /^Descrição/ }).fill('');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect(form.getByRole('textbox', { name: /^Descrição/ })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, { label: 'search-edit-errors' });
      await form.getByRole('button', { name: 'Cancelar' }).click();
      const discard = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
      await expect(discard).toBeVisible();
      await expectAccessible(page, { label: 'search-edit-discard' });
      await discard.getByRole('button', { name: 'Descartar' }).click();
      await expect(page.getByRole('button', { name: 'Editar busca' })).toBeFocused();
    });
  },
  vendedor: (session) => {
    test('a page form showing validation errors (/meus-anuncios/novo submitted empty)', async () => {
      const page = session.page();
      await page.goto(routes.newAnnouncement());
      await settle(page, 'Novo anúncio');
      await page.getByRole('button', { name: /^(Enviar|Salvar|Publicar)/ }).last().click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page, { label: 'form-errors' });
    });
  },
};

for (const role of ['public', 'vendedor', 'comprador', 'admin', 'superadmin'] as const) {
  test.describe(`axe as ${role}`, () => {
    const session = sessionFor(role);
    for (const r of ROUTE_CASES.filter((x) => x.role === role)) {
      test(`${r.route} (${r.path})`, async () => {
        const page = session.page();
        const heading = r.heading ?? headingFromTitle(r.route, await serverTitle(page.request, r.path));
        if (r.allowConsoleErrors) session.allowConsoleErrors(r.allowConsoleErrors);
        await session.open(r.path, { fullLoad: Boolean(r.allowConsoleErrors) });
        await expect(page).toHaveURL((url) => url.pathname === r.path);
        await settle(page, heading);
        await expectAccessible(page, { label: r.path });
      });
    }
    STATES[role]?.(session);
  });
}

// WCAG 1.4.10 (reflow): at 640 CSS px — a 1280 px window at 200 % zoom — every entry of the main
// navigation is on screen and can be clicked, none cut off in a strip that scrolls sideways.
test.describe('reflow at 200 % zoom', () => {
  test.use({ viewport: { width: 640, height: 800 } });
  for (const [who, path, entries] of [
    [DEV.admin, routes.admin.announcements(), ADMIN_NAV.length],
    [DEV.comprador, routes.purchases(), COMMERCE_NAV.length],
  ] as const) {
    test(`${who}: every navigation entry is visible, and the page does not scroll sideways`, async ({ page }) => {
      await openSignedIn(page, who, path);
      const links = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link');
      await expect(links).toHaveCount(entries);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box, await link.innerText()).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(640);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // The last entry works with a plain click (it used to sit past the right edge).
      await links.last().click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    });
  }
});

// WCAG 1.4.10 at its limit, 320 CSS px (a 1280 px window at 400 % zoom): no page scrolls sideways
// (a data table may scroll inside its own frame). The pager, the showcase's search box, the
// dashboard's charts, the featured list and the sign-in card each used to push the page 28–118 px.
test.describe('reflow at 400 % zoom (320 CSS px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const [who, paths] of [
    [null, [routes.participe()]],
    [DEV.comprador, [routes.showcase(), routes.purchases(), routes.announcement(1)]],
    [DEV.admin, [routes.admin.dashboard(), routes.admin.announcements(), routes.admin.featured()]],
  ] as const) {
    test(`${who ?? 'signed out'}: no page scrolls sideways (${paths.join(', ')})`, async ({ page }) => {
      if (who) await putSession(page, who);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${path} scrolls sideways`).toBe(0);
      }
    });
  }
});
