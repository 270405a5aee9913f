/**
 * One journey across the three roles, through the UI only (the API is touched only to reset the
 * mock and to set its fault rate), each role in its own browser context:
 *
 *   seller  registers a company ──► admin approves it ──► seller announces on it ──► admin approves
 *   buyer   finds it in /vitrine, favorites it, registers interest, posts a search ──► admin
 *           approves the search ──► the seller sees it with the announcement as compatible
 *   buyer   opens a negotiation ──► seller: Em andamento → Aguardando pagamento → Entrega/coleta
 *           liberada ──► buyer: Finalizado; every status seen by both sides (and the admin).
 *
 * The same journey runs twice: on a healthy API, where nothing may need a second try, and with
 * the mock failing 20 % of all product-API calls at random (500/502/503). There it must still
 * finish the way a user would get there: queries retry (React Query: one retry, no retry on 4xx);
 * a failed save shows the §8 toast ('Erro #500: …'), keeps every value the user typed, and the
 * user sends it again; a screen whose data did not arrive is reloaded. Every page of every role
 * fails the test on a page error or console error; the only tolerated console lines are
 * Chromium's own "Failed to load resource" for the mock API (fixtures.ts, `isUnavoidable`).
 */
import type { Browser, BrowserContext, Locator, Page, Response, TestInfo } from '@playwright/test';
import { DEV, DEV_PASSWORD, MOCK_URL, expect, guardContext, mockConfig, startupMockConfig, test, toast } from './fixtures';

/** A valid CNPJ no seeded company has (the mock's CNPJ consult answers plausible data for it). */
const NEW_CNPJ = '11222333000181';
const COMPANY = 'Serra Azul Máquinas Ltda';
const TRADE_NAME = 'Serra Azul Máquinas';
const TITLE = 'Motores trifásicos 5 cv — sobra de obra (jornada E2E)';
const PRODUCT = 'Motor elétrico trifásico 5 cv';
/** A 1×1 PNG (the announcement needs a photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** SPEC.md §8: the toast of an HTTP failure. */
function httpErrorText(status: number): string {
  const text = status === 500 ? 'Ocorreu um erro inesperado no servidor... tente mais tarde!' : 'O servidor não está disponível no momento... tente mais tarde!';
  return `Erro #${status}: ${text}`;
}

const textbox = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });
const select = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('combobox', typeof name === 'string' ? { name, exact: true } : { name });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/** dd/MM/yyyy digits `days` from today. */
function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

/** What every field of a form holds (values, and the checked state of radios and checkboxes). */
function formValues(form: Locator): Promise<string[]> {
  return form
    .locator('input:not([type=file]):not([type=hidden]), select, textarea')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const field = element as HTMLInputElement;
        const checked = field.type === 'radio' || field.type === 'checkbox' ? `:${field.checked}` : '';
        return `${field.name || field.id}=${field.value}${checked}`;
      }),
    );
}

// ---------------------------------------------------------------------------------------------
// The journey's driver: roles, recovery and resubmission
// ---------------------------------------------------------------------------------------------

interface Role {
  name: string;
  email: string;
  page: Page;
}

/** How hard the journey tries before it gives up, and how it counts what it had to redo. */
class Driver {
  /** Screens reloaded because their data did not arrive, and saves sent again after a failure. */
  readonly reloads: string[] = [];
  readonly resubmits: string[] = [];
  /** Product-API answers with a 5xx status, seen by any role. */
  faults = 0;
  /**
   * Console lines of failed loads other than the injected faults. The fixtures' guard tolerates
   * Chromium's "Failed to load resource" for any mock-API answer; this journey narrows that to
   * the 500/502/503 the fault knob injects (none at all on a healthy API): a 4xx is a defect.
   */
  readonly failedLoads: string[] = [];

  constructor(
    readonly faultRate: number,
    /** Attempts per step: 1 on a healthy API (anything more would hide a defect). */
    readonly attempts: number,
  ) {}

  watch(context: BrowserContext) {
    context.on('response', (response) => {
      if (response.url().startsWith(MOCK_URL) && response.status() >= 500) this.faults += 1;
    });
    context.on('console', (message) => {
      if (message.type() !== 'error' || !message.text().startsWith('Failed to load resource')) return;
      const injected = this.faultRate > 0 && /status of 50[023] /.test(message.text()) && message.location().url.startsWith(MOCK_URL);
      if (!injected) this.failedLoads.push(`${message.text()} (${message.location().url})`);
    });
  }

  /** Sign in through /participe; a failed sign-in (the §8 toast) is sent again with the same values. */
  async signIn(role: Role) {
    const { page } = role;
    if (new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).pathname !== '/participe') await page.goto('/participe');
    const form = page.getByRole('form', { name: 'Entrar' });
    await textbox(form, 'E-mail').fill(role.email);
    await textbox(form, 'Senha').fill(DEV_PASSWORD);
    // Sign-in asks `GET /user`, then (a COMMERCE user) `GET /profile/company-exists`.
    const last = role.email === DEV.admin ? '/user' : '/profile/company-exists';
    await this.send(role, `sign-in ${role.name}`, () => form.getByRole('button', { name: 'Entrar', exact: true }).click(), { method: 'GET', path: /^\/(user|profile\/company-exists)$/ }, form, {
      last,
    });
    await page.waitForURL((url) => url.pathname !== '/participe');
  }

  /**
   * `check` must pass; if it does not (a query failed twice and the screen says so), the user
   * reloads the page — and signs in again if the reload lost the session — then does `redo`
   * (what was on screen before the reload, e.g. an open dialog) and checks again.
   */
  async ensure(role: Role, what: string, check: (timeout: number) => Promise<void>, redo?: () => Promise<void>) {
    for (let attempt = 1; ; attempt++) {
      try {
        await check(this.attempts > 1 ? 5_000 : 10_000);
        return;
      } catch (error) {
        if (attempt >= this.attempts) throw error;
        this.reloads.push(`${role.name}: ${what}`);
        await role.page.reload();
        if (new URL(role.page.url()).pathname === '/participe') await this.signIn(role);
        await redo?.();
      }
    }
  }

  /**
   * A save: `act` (a click) must send `call`. A 5xx answer must show the §8 toast, leave every
   * field of `keep` as it was, and the user sends it again; the successful answer is returned.
   * With `last`, the calls matching `call` are awaited until one fails or the one to `last`
   * succeeds (sign-in makes two in a row).
   */
  async send(
    role: Role,
    what: string,
    act: () => Promise<void>,
    call: { method: string; path: RegExp },
    keep?: Locator,
    { last }: { last?: string } = {},
  ): Promise<Response> {
    const { page } = role;
    for (let attempt = 1; ; attempt++) {
      const before = keep ? await formValues(keep) : [];
      const matches = (r: Response) => r.request().method() === call.method && r.url().startsWith(MOCK_URL) && call.path.test(new URL(r.url()).pathname);
      const answered = last
        ? new Promise<Response>((resolve) => {
            const listener = (r: Response) => {
              if (!matches(r)) return;
              if (!r.ok() || new URL(r.url()).pathname === last) {
                page.off('response', listener);
                resolve(r);
              }
            };
            page.on('response', listener);
          })
        : page.waitForResponse(matches, { timeout: 20_000 });
      answered.catch(() => undefined); // observed below; this only keeps an early failure of `act` from leaving it unhandled
      await act();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const response = await Promise.race([
        answered,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${what}: no answer to ${call.method} ${call.path} within 20 s`)), 20_000);
        }),
      ]).finally(() => clearTimeout(timer));
      if (response.ok()) return response;
      const status = response.status();
      expect(this.faultRate, `${what}: ${call.method} ${response.url()} answered ${status} with no fault injected`).toBeGreaterThan(0);
      expect([500, 502, 503], `${what}: only injected faults may fail`).toContain(status);
      await expect(toast(page, httpErrorText(status)), `${what}: the §8 toast of ${status}`).toBeVisible();
      if (keep) expect(await formValues(keep), `${what}: every field keeps what the user typed`).toEqual(before);
      expect(attempt, `${what}: still failing after ${attempt} attempts`).toBeLessThan(this.attempts);
      this.resubmits.push(`${role.name}: ${what} (${status})`);
    }
  }

  /** A confirmation dialog's button: on a failure the dialog stays open and is confirmed again. */
  async confirm(role: Role, what: string, dialog: Locator, button: string, call: { method: string; path: RegExp }) {
    await this.send(role, what, () => dialog.getByRole('button', { name: button, exact: true }).click(), call);
    await expect(dialog).toHaveCount(0);
  }
}

/**
 * A role in its own browser context, guarded like the test's own `page` (its errors are asserted
 * by `assertClean` at the end of the journey). The context is closed by the test, pass or fail.
 */
async function openRole(browser: Browser, driver: Driver, contexts: BrowserContext[], name: string, email: string) {
  const context = await browser.newContext();
  contexts.push(context);
  const guard = guardContext(context);
  driver.watch(context);
  const role: Role = { name, email, page: await context.newPage() };
  await driver.signIn(role);
  return { role, assertClean: (testInfo: TestInfo) => guard.assertClean(testInfo) };
}

// ---------------------------------------------------------------------------------------------
// The journey
// ---------------------------------------------------------------------------------------------

for (const { label, faultRate, attempts } of [
  { label: 'on a healthy API', faultRate: 0, attempts: 1 },
  // 0.2 per call: a query fails for good 4 % of the time (one retry), a save 20 %; 8 attempts
  // leave a step failing for good with a chance of 0.2^8 ≈ 3·10⁻⁶.
  { label: 'with 20 % of the API calls failing', faultRate: 0.2, attempts: 8 },
]) {
  test(`company → announcement → showcase, favorite, interest, search → negotiation to Finalizado, ${label}`, async ({ page, context, browser }, testInfo) => {
    test.setTimeout(faultRate > 0 ? 180_000 : 90_000);
    const driver = new Driver(faultRate, attempts);
    driver.watch(context);
    const contexts: BrowserContext[] = [];
    if (faultRate > 0) await mockConfig({ faultRate });
    try {
      await journey(driver, page, (name, email) => openRole(browser, driver, contexts, name, email), testInfo);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
      await mockConfig(startupMockConfig());
      const summary = [`5xx answers: ${driver.faults}`, `reloads (${driver.reloads.length}):`, ...driver.reloads, `resubmits (${driver.resubmits.length}):`, ...driver.resubmits].join('\n  ');
      await testInfo.attach('recoveries.txt', { body: summary, contentType: 'text/plain' });
      // In the run's output too: how much recovering a fault run needed.
      console.log(`[journey ${label}] ${summary}`);
    }
    expect(driver.failedLoads, 'failed loads other than the injected faults').toEqual([]);
    if (faultRate === 0) {
      expect(driver.faults, 'no 5xx on a healthy API').toBe(0);
      expect([...driver.reloads, ...driver.resubmits], 'nothing needed a second try').toEqual([]);
    } else {
      // The faults really happened (else this run proved nothing about them).
      expect(driver.faults, '5xx answers injected').toBeGreaterThan(0);
    }
  });
}

type OpenRole = (name: string, email: string) => ReturnType<typeof openRole>;

async function journey(driver: Driver, page: Page, open: OpenRole, testInfo: TestInfo) {
  const seller: Role = { name: 'seller', email: DEV.vendedor, page };
  await driver.signIn(seller);
  const adminSession = await open('admin', DEV.admin);
  const admin = adminSession.role;
  const buyerSession = await open('buyer', DEV.comprador);
  const buyer = buyerSession.role;

  // ---- 1. The seller registers a company; the admin approves it. --------------------------
  await nav(page).getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page).toHaveURL('/empresas');
  await page.getByRole('link', { name: 'Nova empresa', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova empresa' })).toBeVisible();
  const companyForm = page.getByRole('form', { name: 'Nova empresa' });
  await textbox(companyForm, 'CNPJ').pressSequentially(NEW_CNPJ);
  // The CNPJ consult fills what it knows (or fails, with a toast): the user then types it all.
  await expect(companyForm.getByText(/^(Dados preenchidos pela consulta do CNPJ|Não foi possível consultar o CNPJ agora)\./)).toBeVisible();
  await textbox(companyForm, 'Razão social').fill(COMPANY);
  await textbox(companyForm, 'Nome fantasia').fill(TRADE_NAME);
  const phone = textbox(companyForm, 'Telefone');
  await phone.fill('');
  await phone.pressSequentially('1133224455');
  await textbox(companyForm, 'E-mail da empresa').fill('contato@serraazul.com.br');
  const cep = textbox(companyForm, 'CEP');
  await cep.fill('');
  await cep.pressSequentially('20040020');
  await expect(textbox(companyForm, 'Logradouro')).toHaveValue('Rua da Assembleia');
  await textbox(companyForm, 'Número').fill('42');
  await driver.send(seller, 'company', () => companyForm.getByRole('button', { name: 'Cadastrar empresa' }).click(), { method: 'POST', path: /^\/company$/ }, companyForm);
  await expect(page).toHaveURL('/empresas');
  const myCompanyRow = page.getByRole('table', { name: 'Minhas empresas' }).getByRole('row').filter({ has: page.getByRole('link', { name: COMPANY, exact: true }) });
  await driver.ensure(seller, 'my companies', (timeout) => expect(myCompanyRow.getByText('Pendente', { exact: true })).toBeVisible({ timeout }));

  await admin.page.goto('/admin/empresas?status=PENDING');
  const evaluate = admin.page.getByRole('link', { name: `Avaliar ${COMPANY}` });
  await driver.ensure(admin, 'pending companies', (timeout) => expect(evaluate).toBeVisible({ timeout }));
  await evaluate.click();
  // The company page's first load may fail twice (the call and its retry): the user reloads.
  await driver.ensure(admin, 'company page', (timeout) => expect(admin.page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible({ timeout }));
  const companyApproval = admin.page.getByRole('region', { name: 'Aprovação' });
  await driver.ensure(admin, 'company deferral', (timeout) => expect(companyApproval.getByRole('button', { name: 'Aprovar' })).toBeVisible({ timeout }));
  await companyApproval.getByRole('button', { name: 'Aprovar' }).click();
  await driver.confirm(admin, 'approve company', admin.page.getByRole('alertdialog', { name: 'Aprovar empresa' }), 'Aprovar', { method: 'PATCH', path: /^\/admin\/company\/\d+\/deferral$/ });
  await expect(toast(admin.page, 'Empresa aprovada com sucesso.')).toBeVisible();
  await driver.ensure(admin, 'company approved', (timeout) => expect(companyApproval.getByText('Aprovada', { exact: true })).toBeVisible({ timeout }));

  await page.reload();
  await driver.ensure(seller, 'my companies', (timeout) => expect(myCompanyRow.getByText('Aprovada', { exact: true })).toBeVisible({ timeout }));

  // ---- 2. The seller announces on the new company; the admin approves it. ----------------
  await nav(page).getByRole('link', { name: 'Meus anúncios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus anúncios' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo anúncio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
  const adForm = page.getByRole('form', { name: 'Meu anúncio' });
  // The selects' options come from queries: without them, the user reloads before typing.
  await driver.ensure(seller, 'announcement form options', async (timeout) => {
    await expect(select(adForm, 'Empresa').getByRole('option', { name: COMPANY })).toBeAttached({ timeout });
    await expect(select(adForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached({ timeout });
    await expect(select(adForm, 'Unidade').getByRole('option', { name: 'un (Unidade)' })).toBeAttached({ timeout });
  });
  await select(adForm, 'Empresa').selectOption({ label: COMPANY });
  await select(adForm, 'Produto').selectOption({ label: PRODUCT });
  await textbox(adForm, 'Título').fill(TITLE);
  await textbox(adForm, 'Descrição').fill('Doze motores WEG novos, na caixa, sobra da obra do galpão. Retirada no Rio de Janeiro.');
  await textbox(adForm, 'Quantidade').pressSequentially('12');
  await select(adForm, 'Unidade').selectOption({ label: 'un (Unidade)' });
  await textbox(adForm, 'Preço unitário').pressSequentially('2150');
  await textbox(adForm, 'CEP').pressSequentially('20040020');
  await expect(textbox(adForm, 'Logradouro')).toHaveValue('Rua da Assembleia');
  await textbox(adForm, 'Número').fill('42');
  const attached = adForm.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem');
  await driver.send(seller, 'photo upload', () => adForm.getByLabel(/^Arquivos/).setInputFiles({ name: 'motores.png', mimeType: 'image/png', buffer: PNG }), { method: 'POST', path: /^\/file$/ }, adForm);
  await expect(attached).toHaveCount(1);
  await driver.send(seller, 'announcement', () => adForm.getByRole('button', { name: 'Enviar para aprovação' }).click(), { method: 'POST', path: /^\/announcement$/ }, adForm);
  await expect(page).toHaveURL('/meus-anuncios');
  await expect(toast(page, 'Anúncio enviado para aprovação.')).toBeVisible();
  const myAdRow = page.getByRole('table', { name: 'Meus anúncios' }).getByRole('row').filter({ hasText: TITLE });
  await driver.ensure(seller, 'my announcements', (timeout) => expect(myAdRow).toContainText('Pendente', { timeout }));

  await nav(admin.page).getByRole('link', { name: 'Anúncios', exact: true }).click();
  await admin.page.getByRole('navigation', { name: 'Seções de anúncios' }).getByRole('link', { name: 'Aprovações' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Aprovações' })).toBeVisible();
  await admin.page.getByRole('searchbox', { name: 'Buscar' }).fill('jornada E2E');
  const approveAd = admin.page.getByRole('button', { name: `Aprovar ${TITLE}` });
  await driver.ensure(admin, 'approval queue', (timeout) => expect(approveAd).toBeVisible({ timeout }));
  await driver.send(admin, 'approve announcement', () => approveAd.click(), { method: 'PUT', path: /^\/admin\/announcement\/\d+$/ });
  await expect(toast(admin.page, 'Anúncio aprovado.')).toBeVisible();
  await driver.ensure(admin, 'approval queue', (timeout) => expect(approveAd).toHaveCount(0, { timeout }));

  // ---- 3. The buyer finds it in the showcase, favorites it and registers interest. --------
  await nav(buyer.page).getByRole('link', { name: 'Vitrine' }).click();
  await expect(buyer.page).toHaveURL(/\/vitrine/);
  await buyer.page.getByRole('searchbox', { name: 'Buscar' }).fill('jornada E2E');
  await expect(buyer.page).toHaveURL(/search=jornada/);
  const card = buyer.page.getByRole('article').filter({ hasText: TITLE });
  const heart = card.getByRole('button', { name: `Favorito: ${TITLE}` });
  // The heart waits for the favorites and the buyer's companies (aria-disabled meanwhile).
  await driver.ensure(buyer, 'showcase', async (timeout) => {
    await expect(card).toContainText(TRADE_NAME, { timeout });
    await expect(card).toContainText('Rio de Janeiro/RJ', { timeout });
    await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout });
    await expect(heart).not.toHaveAttribute('aria-disabled', /.*/, { timeout });
    // Not the "favorites failed to load" state either, where a click reloads them instead.
    await expect(heart).toHaveAttribute('title', 'Adicionar aos favoritos', { timeout });
  });
  await driver.send(buyer, 'favorite', () => heart.click(), { method: 'POST', path: /^\/favorites$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(buyer.page, 'Anúncio adicionado aos favoritos.')).toBeVisible();

  await card.getByRole('link', { name: TITLE }).click();
  await expect(buyer.page).toHaveURL(/\/anuncios\/\d+$/);
  const announcementUrl = new URL(buyer.page.url()).pathname;
  await driver.ensure(buyer, 'announcement', (timeout) => expect(buyer.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout }));
  await expect(buyer.page.getByRole('region', { name: 'Empresa vendedora' })).toContainText(COMPANY);
  // The heart is pressed here too; it is enabled once the buyer's companies are known, which
  // the 'Tenho interesse' and 'Negociar' forms need (their buying company).
  const detailHeart = buyer.page.getByRole('button', { name: 'Favorito', exact: true });
  const heartReady = async (timeout: number) => {
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true', { timeout });
    await expect(detailHeart).not.toHaveAttribute('aria-disabled', /.*/, { timeout });
  };
  await driver.ensure(buyer, 'favorite on the announcement', heartReady);
  await buyer.page.getByRole('button', { name: 'Tenho interesse' }).click();
  const interestForm = buyer.page.getByRole('form', { name: 'Tenho interesse' });
  await textbox(interestForm, /^Quantidade desejada/).pressSequentially('4');
  await textbox(interestForm, /^Mensagem ao vendedor/).fill('Quatro motores para a fábrica de Contagem (jornada E2E).');
  await driver.send(buyer, 'interest', () => interestForm.getByRole('button', { name: 'Registrar interesse' }).click(), { method: 'POST', path: /^\/interest-items$/ }, interestForm);
  await expect(toast(buyer.page, 'Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.')).toBeVisible();
  await expect(interestForm).toHaveCount(0);

  await nav(buyer.page).getByRole('link', { name: 'Favoritos' }).click();
  await driver.ensure(buyer, 'favorites', (timeout) => expect(buyer.page.getByRole('table', { name: 'Favoritos' }).getByRole('link', { name: TITLE })).toBeVisible({ timeout }));
  await nav(buyer.page).getByRole('link', { name: 'Interesses' }).click();
  await driver.ensure(buyer, 'interests', (timeout) => expect(buyer.page.getByRole('table', { name: 'Interesses' }).getByRole('link', { name: TITLE })).toBeVisible({ timeout }));

  // ---- 4. The buyer posts a search; the admin approves it; the seller sees it. ------------
  await buyer.page.goto('/buscas/nova');
  const searchForm = buyer.page.getByRole('form', { name: 'Nova busca' });
  await driver.ensure(buyer, 'search form options', async (timeout) => {
    await expect(searchForm.getByText('Vale Verde Construções')).toBeVisible({ timeout });
    await expect(select(searchForm, 'Categoria').getByRole('option', { name: 'Componentes elétricos' })).toBeAttached({ timeout });
    await expect(select(searchForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached({ timeout });
    await expect(select(searchForm, /^Unidade/).getByRole('option', { name: 'un (Unidade)' })).toBeAttached({ timeout });
  });
  await select(searchForm, 'Categoria').selectOption({ label: 'Componentes elétricos' });
  await expect(select(searchForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached();
  await select(searchForm, 'Produto').selectOption({ label: PRODUCT });
  await textbox(searchForm, /^Quantidade/).pressSequentially('4');
  await select(searchForm, /^Unidade/).selectOption({ label: 'un (Unidade)' });
  await textbox(searchForm, /^Preço máximo/).pressSequentially('2300');
  await textbox(searchForm, /^Prazo/).pressSequentially(typedDate(30));
  await select(searchForm, /^UF de entrega/).selectOption({ label: 'Rio de Janeiro (RJ)' });
  await textbox(searchForm, /^Descrição/).fill('Motores para a obra do Centro do Rio; entrega no RJ (jornada E2E).');
  const searchCreated = await driver.send(buyer, 'search', () => searchForm.getByRole('button', { name: 'Enviar para aprovação' }).click(), { method: 'POST', path: /^\/search$/ }, searchForm);
  const searchId = ((await searchCreated.json()) as { id: number }).id;
  await expect(buyer.page).toHaveURL(`/buscas/${searchId}`);
  await expect(toast(buyer.page, 'Busca enviada para aprovação.')).toBeVisible();
  await driver.ensure(buyer, 'search', (timeout) =>
    expect(buyer.page.getByText('Esta busca aguarda aprovação e ainda não aparece para os vendedores.')).toBeVisible({ timeout }),
  );

  await admin.page.goto('/admin/buscas?status=PENDING');
  const evaluateSearch = admin.page.getByRole('link', { name: `Avaliar busca nº ${searchId}` });
  await driver.ensure(admin, 'pending searches', (timeout) => expect(evaluateSearch).toBeVisible({ timeout }));
  await evaluateSearch.click();
  const searchApproval = admin.page.getByRole('region', { name: 'Aprovação' });
  await driver.ensure(admin, 'search deferral', (timeout) => expect(searchApproval.getByRole('button', { name: 'Aprovar' })).toBeVisible({ timeout }));
  await searchApproval.getByRole('button', { name: 'Aprovar' }).click();
  await driver.confirm(admin, 'approve search', admin.page.getByRole('alertdialog', { name: 'Aprovar busca' }), 'Aprovar', { method: 'PUT', path: /^\/admin\/search\/\d+$/ });
  await expect(toast(admin.page, 'Busca aprovada.')).toBeVisible();
  await driver.ensure(admin, 'search approved', (timeout) => expect(searchApproval.getByText('Aprovada', { exact: true })).toBeVisible({ timeout }));

  await nav(page).getByRole('link', { name: 'Buscas' }).click();
  const searchRow = page.getByRole('table', { name: 'Buscas aprovadas' }).getByRole('row').filter({ has: page.locator(`a[href="/buscas/${searchId}"]`) });
  await driver.ensure(seller, 'approved searches', (timeout) => expect(searchRow.getByRole('link', { name: PRODUCT, exact: true })).toBeVisible({ timeout }));
  await searchRow.getByRole('link', { name: PRODUCT, exact: true }).click();
  await expect(page).toHaveURL(`/buscas/${searchId}`);
  await driver.ensure(seller, 'compatible announcements', (timeout) =>
    expect(page.getByRole('region', { name: 'Anúncios compatíveis' }).getByRole('list').getByRole('link', { name: TITLE })).toBeVisible({ timeout }),
  );

  // ---- 5. The buyer opens a negotiation; it goes all the way to Finalizado. ---------------
  await buyer.page.goto(announcementUrl);
  await driver.ensure(buyer, 'announcement', async (timeout) => {
    await expect(buyer.page.getByRole('button', { name: 'Negociar' })).toBeVisible({ timeout });
    await heartReady(timeout);
  });
  await buyer.page.getByRole('button', { name: 'Negociar' }).click();
  const dealForm = buyer.page.getByRole('form', { name: 'Negociar' });
  await expect(dealForm.getByText('Vale Verde Construções')).toBeVisible();
  await textbox(dealForm, /^Quantidade/).pressSequentially('4');
  await dealForm.getByRole('radio', { name: 'Entrega' }).check();
  await textbox(dealForm, /^Mensagem ao vendedor/).fill('Entrega em Contagem/MG (jornada E2E).');
  const dealCreated = await driver.send(buyer, 'negotiation', () => dealForm.getByRole('button', { name: 'Enviar proposta' }).click(), { method: 'POST', path: /^\/negotiation$/ }, dealForm);
  const dealId = ((await dealCreated.json()) as { id: number }).id;
  await expect(buyer.page).toHaveURL(`/negociacoes/${dealId}`);
  await driver.ensure(buyer, 'new negotiation', (timeout) => expect(buyer.page.getByRole('heading', { level: 1, name: `Negociação nº ${dealId}` })).toBeVisible({ timeout }));

  await nav(page).getByRole('link', { name: 'Negociações' }).click();
  await page.getByRole('navigation', { name: 'Seções de negociações' }).getByRole('link', { name: 'Vendas' }).click();
  const dealLink = page.getByRole('table', { name: 'Negociações: vendas' }).getByRole('link', { name: `Negociação nº ${dealId}`, exact: true });
  await driver.ensure(seller, 'sales', (timeout) => expect(dealLink).toBeVisible({ timeout }));
  await dealLink.click();
  await expect(page).toHaveURL(`/negociacoes/${dealId}`);

  /** Both parties (and the admin) see `status` as the current one, and the timeline has `steps`. */
  const seenBy = async (role: Role, status: string, steps: number) => {
    const progress = role.page.getByRole('region', { name: 'Andamento' });
    await driver.ensure(role, `negotiation ${status}`, async (timeout) => {
      await expect(role.page.getByRole('heading', { level: 1, name: `Negociação nº ${dealId}` })).toBeVisible({ timeout });
      await expect(progress.locator('p').filter({ hasText: 'Status atual:' })).toContainText(status, { timeout });
      await expect(role.page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem')).toHaveCount(steps, { timeout });
    });
    // The first entry is the opening; each later one a status step ending on `status`.
    await expect(role.page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem').last()).toContainText(steps === 1 ? 'Abriu a negociação' : status);
  };

  /** `role` moves the negotiation to `status` through 'Mover para' and the confirmation. */
  const move = async (role: Role, status: string) => {
    const group = role.page.getByRole('group', { name: 'Mover para' });
    await driver.ensure(role, `options for ${status}`, (timeout) => expect(group.getByRole('button', { name: status, exact: true })).toBeVisible({ timeout }));
    await group.getByRole('button', { name: status, exact: true }).click();
    await driver.confirm(role, `move to ${status}`, role.page.getByRole('alertdialog', { name: 'Alterar status' }), 'Alterar status', { method: 'PUT', path: new RegExp(`^/negotiation/${dealId}$`) });
    await expect(toast(role.page, `Status alterado para “${status}”.`)).toBeVisible();
  };

  await seenBy(seller, 'Em cotação', 1);
  await seenBy(buyer, 'Em cotação', 1);
  // The buyer cannot move it forward (only cancel) until it is released.
  await driver.ensure(buyer, 'buyer options', (timeout) => expect(buyer.page.getByRole('button', { name: 'Cancelar negociação' })).toBeVisible({ timeout }));
  await expect(buyer.page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);

  const sellerSteps = ['Em andamento', 'Aguardando pagamento', 'Entrega/coleta liberada'];
  for (const [i, status] of sellerSteps.entries()) {
    await move(seller, status);
    await seenBy(seller, status, i + 2);
    await buyer.page.reload();
    await seenBy(buyer, status, i + 2);
  }
  // Released: the buyer confirms the end.
  await move(buyer, 'Finalizado');
  await seenBy(buyer, 'Finalizado', 5);
  await page.reload();
  await seenBy(seller, 'Finalizado', 5);
  for (const role of [seller, buyer]) {
    const progress = role.page.getByRole('region', { name: 'Andamento' });
    await expect(progress.getByText('Esta negociação foi encerrada e não aceita novas mudanças de status.')).toBeVisible();
    await expect(progress.getByRole('button')).toHaveCount(0);
  }
  const timeline = buyer.page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem');
  await expect(timeline.nth(0)).toContainText('(Comprador)');
  await expect(timeline.nth(3)).toContainText('(Vendedor)');
  await expect(timeline.nth(4)).toContainText('(Comprador)');

  // The admin sees the same end, and the lists of both sides say Finalizado.
  await admin.page.goto(`/admin/negociacoes/${dealId}`);
  await seenBy(admin, 'Finalizado', 5);
  await buyer.page.goto('/negociacoes/compras?status=FINISHED');
  const purchase = buyer.page.getByRole('table', { name: 'Negociações: compras' }).getByRole('row').filter({ has: buyer.page.getByRole('link', { name: `Negociação nº ${dealId}`, exact: true }) });
  await driver.ensure(buyer, 'purchases', (timeout) => expect(purchase).toContainText('Finalizado', { timeout }));

  await adminSession.assertClean(testInfo);
  await buyerSession.assertClean(testInfo);
}
