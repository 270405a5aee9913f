import { routes } from '../../src/lib/routes';
import type { RoutePattern } from '../../src/lib/routes/table';
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
 * forced colours is checked in a11y-forced-colors.spec.ts.
 */

interface RouteCase {
  /** The route as src/pages names it, e.g. `/admin/clientes/[id]`. */
  route: RoutePattern;
  /** What the test opens, built with the route registry (seeded ids for dynamic segments). */
  path: string;
  role: Role;
  /** The page's h1 (for detail screens it names the seeded record, so it shows once loaded). */
  heading: string;
  /** Console errors this route cannot avoid (see fixtures.ts). */
  allowConsoleErrors?: RegExp[];
}

// Seeded ids (src/mocks/db/seed.ts, deterministic): company 1 and announcement 1 belong to the
// seller (vendedor); search 1 to the buyer's company (comprador); negotiation 2 is between them;
// account 3 is the seller; account 2 the admin; company 7 and search 2 are pending approval.
// Keyed by the route table's patterns: a new page fails the typecheck until it has its case here.
const CASES: Record<RoutePattern, Omit<RouteCase, 'route'>> = {
  '/': { path: routes.home(), role: 'public', heading: 'Dê giro ao estoque parado da sua empresa.' },
  '/participe': { path: routes.participe(), role: 'public', heading: 'Participe do Giro' },
  '/termos': { path: routes.terms(), role: 'public', heading: 'Termos de uso' },
  '/privacidade': { path: routes.privacy(), role: 'public', heading: 'Política de privacidade' },
  // Chromium logs the document's own 404 status as a console error.
  '/404': { path: '/esta-pagina-nao-existe', role: 'public', heading: 'Página não encontrada', allowConsoleErrors: [/status of 404 \(Not Found\)/] },

  '/meus-anuncios': { path: routes.myAnnouncements(), role: 'vendedor', heading: 'Meus anúncios' },
  '/meus-anuncios/novo': { path: routes.newAnnouncement(), role: 'vendedor', heading: 'Novo anúncio' },
  '/meus-anuncios/[id]': { path: routes.myAnnouncement(1), role: 'vendedor', heading: 'Editar anúncio' },
  '/empresas': { path: routes.companies(), role: 'vendedor', heading: 'Minhas empresas' },
  '/empresas/nova': { path: routes.newCompany(), role: 'vendedor', heading: 'Nova empresa' },
  '/empresas/[id]': { path: routes.company(1), role: 'vendedor', heading: 'Metalúrgica Horizonte Ltda' },
  '/empresas/[id]/colaboradores': { path: routes.collaborators(1), role: 'vendedor', heading: 'Colaboradores' },
  '/perfil': { path: routes.profile(), role: 'vendedor', heading: 'Meu perfil' },
  // '/negociacoes' goes on to Vendas for the seller (docs/deal/negotiations.md): axe checks where it lands.
  '/negociacoes': { path: routes.negotiations(), role: 'vendedor', heading: 'Negociações' },
  '/negociacoes/vendas': { path: routes.sales(), role: 'vendedor', heading: 'Negociações' },
  '/negociacoes/[id]': { path: routes.negotiation(2), role: 'vendedor', heading: 'Negociação nº 2' },
  '/buscas': { path: routes.searches(), role: 'vendedor', heading: 'Buscas' },
  '/interesses/recebidos': { path: routes.receivedInterests(), role: 'vendedor', heading: 'Interesses' },

  '/vitrine': { path: routes.showcase(), role: 'comprador', heading: 'Vitrine' },
  '/anuncios/[id]': { path: routes.announcement(1), role: 'comprador', heading: 'Bobina de aço galvanizado (sobra de produção)' },
  '/favoritos': { path: routes.favorites(), role: 'comprador', heading: 'Favoritos' },
  '/interesses': { path: routes.interests(), role: 'comprador', heading: 'Interesses' },
  '/buscas/minhas': { path: routes.mySearches(), role: 'comprador', heading: 'Minhas buscas' },
  '/buscas/nova': { path: routes.newSearch(), role: 'comprador', heading: 'Nova busca' },
  '/buscas/[id]': { path: routes.search(1), role: 'comprador', heading: 'Cimento CP II-E-32' },
  '/negociacoes/compras': { path: routes.purchases(), role: 'comprador', heading: 'Negociações' },

  '/admin': { path: routes.admin.dashboard(), role: 'admin', heading: 'Painel administrativo' },
  '/admin/anuncios': { path: routes.admin.announcements(), role: 'admin', heading: 'Anúncios' },
  '/admin/anuncios/novo': { path: routes.admin.newAnnouncement(), role: 'admin', heading: 'Novo anúncio' },
  '/admin/anuncios/[id]': { path: routes.admin.announcement(1), role: 'admin', heading: 'Anúncio nº 1' },
  '/admin/anuncios/aprovacoes': { path: routes.admin.approvals(), role: 'admin', heading: 'Aprovações' },
  '/admin/anuncios/importar': { path: routes.admin.importAnnouncements(), role: 'admin', heading: 'Importar anúncios' },
  '/admin/destaques': { path: routes.admin.featured(), role: 'admin', heading: 'Destaques' },
  '/admin/produtos': { path: routes.admin.products(), role: 'admin', heading: 'Produtos' },
  '/admin/produtos/novo': { path: routes.admin.newProduct(), role: 'admin', heading: 'Novo produto' },
  '/admin/produtos/[id]': { path: routes.admin.product(1), role: 'admin', heading: 'Chapa de aço carbono SAE 1020' },
  '/admin/segmentos': { path: routes.admin.segments(), role: 'admin', heading: 'Segmentos' },
  '/admin/categorias': { path: routes.admin.categories(), role: 'admin', heading: 'Categorias' },
  '/admin/subcategorias': { path: routes.admin.subCategories(), role: 'admin', heading: 'Subcategorias' },
  '/admin/unidades': { path: routes.admin.units(), role: 'admin', heading: 'Unidades' },
  '/admin/buscas': { path: routes.admin.searches(), role: 'admin', heading: 'Buscas' },
  '/admin/buscas/[id]': { path: routes.admin.search(2), role: 'admin', heading: 'Vergalhão CA-50 10 mm' },
  '/admin/negociacoes': { path: routes.admin.negotiations(), role: 'admin', heading: 'Negociações' },
  '/admin/negociacoes/[id]': { path: routes.admin.negotiation(1), role: 'admin', heading: 'Negociação nº 1' },
  '/admin/interesses': { path: routes.admin.interests(), role: 'admin', heading: 'Interesses' },
  '/admin/interesses/[id]': { path: routes.admin.interest(1), role: 'admin', heading: 'Interesse de Juliana Teixeira' },
  '/admin/clientes': { path: routes.admin.clients(), role: 'admin', heading: 'Clientes' },
  '/admin/clientes/[id]': { path: routes.admin.client(3), role: 'admin', heading: 'Marcos Albuquerque' },
  '/admin/empresas': { path: routes.admin.companies(), role: 'admin', heading: 'Empresas' },
  '/admin/empresas/nova': { path: routes.admin.newCompany(), role: 'admin', heading: 'Nova empresa' },
  '/admin/empresas/[id]': { path: routes.admin.company(7), role: 'admin', heading: 'Eletro Campos Comércio de Materiais Elétricos Ltda' },
  '/admin/relatorios': { path: routes.admin.reports(), role: 'admin', heading: 'Relatórios' },
  '/admin/perfil': { path: routes.admin.profile(), role: 'admin', heading: 'Meu perfil' },

  '/admin/administradores': { path: routes.admin.admins(), role: 'superadmin', heading: 'Administradores' },
  '/admin/administradores/[id]': { path: routes.admin.admin(2), role: 'superadmin', heading: 'Rafael Moreira' },
};
const ROUTES: RouteCase[] = Object.entries(CASES).map(([route, rest]) => ({ route: route as RoutePattern, ...rest }));


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
    for (const r of ROUTES.filter((x) => x.role === role)) {
      test(`${r.route} (${r.path})`, async () => {
        const page = session.page();
        if (r.allowConsoleErrors) session.allowConsoleErrors(r.allowConsoleErrors);
        await session.open(r.path, { fullLoad: Boolean(r.allowConsoleErrors) });
        await expect(page).toHaveURL((url) => url.pathname === r.path);
        await settle(page, r.heading);
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
    [DEV.admin, routes.admin.announcements(), 8],
    [DEV.comprador, routes.purchases(), 7],
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
