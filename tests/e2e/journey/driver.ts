/** The journey's driver: roles, recovery and resubmission (see journey.spec.ts for the rules). */
import type { Browser, BrowserContext, ConsoleMessage, Locator, Response, TestInfo, Page } from '@playwright/test';
import { DEV_PASSWORD, MOCK_URL, expect, guardContext, toast } from '../fixtures';
import { newSignedInContext, putSession } from '../signed-in';
import { textbox } from './ui';

/** docs/product/messages.md: the toast of an HTTP failure. */
function httpErrorText(status: number): string {
  const text = status === 500 ? 'Ocorreu um erro inesperado no servidor... tente mais tarde!' : 'O servidor não está disponível no momento... tente mais tarde!';
  return `Erro #${status}: ${text}`;
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

export interface Role {
  name: string;
  email: string;
  page: Page;
}

/** How hard the journey tries before it gives up, and how it counts what it had to redo. */
export class Driver {
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

  /** Counts `context`'s faults and failed loads until the returned function stops it. */
  watch(context: BrowserContext): () => void {
    const onResponse = (response: Response) => {
      if (response.url().startsWith(MOCK_URL) && response.status() >= 500) this.faults += 1;
    };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error' || !message.text().startsWith('Failed to load resource')) return;
      const injected = this.faultRate > 0 && /status of 50[023] /.test(message.text()) && message.location().url.startsWith(MOCK_URL);
      if (!injected) this.failedLoads.push(`${message.text()} (${message.location().url})`);
    };
    context.on('response', onResponse);
    context.on('console', onConsole);
    return () => void context.off('response', onResponse).off('console', onConsole);
  }

  /**
   * The role starts on `path`, signed in. With faults injected, through the UI sign-in (which must
   * survive them: `signIn`); on a healthy API, where signing in is not what the journey tests,
   * with the account's saved session (signed-in.ts).
   */
  async enter(role: Role, path: string) {
    if (this.faultRate > 0) await this.signIn(role);
    else await putSession(role.page, role.email);
    if (new URL(role.page.url()).pathname !== path) await role.page.goto(path);
  }

  /**
   * Sign in through /participe. The sign-in asks `GET /user` (then, for a COMMERCE user,
   * `GET /profile/company-exists`) and retries each read before giving up (docs/auth-and-ssr.md),
   * so an injected 5xx is usually invisible; only when every try failed does the toast show, the
   * form keeps what was typed, and the user signs in again.
   */
  async signIn(role: Role) {
    const { page } = role;
    if (new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).pathname !== '/participe') await page.goto('/participe');
    const form = page.getByRole('form', { name: 'Entrar' });
    await textbox(form, 'E-mail').fill(role.email);
    await textbox(form, 'Senha').fill(DEV_PASSWORD);
    const failed = page.getByRole('alert').filter({ hasText: /^Erro #50[023]: / }).first();
    for (let attempt = 1; ; attempt++) {
      const before = await formValues(form);
      await form.getByRole('button', { name: 'Entrar', exact: true }).click();
      const outcome = await Promise.race([
        page.waitForURL((url) => url.pathname !== '/participe', { timeout: 30_000 }).then(() => 'in' as const),
        failed.waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
      ]);
      if (outcome === 'in') return;
      expect(this.faultRate, `sign-in ${role.name}: refused with no fault injected`).toBeGreaterThan(0);
      expect(await formValues(form), `sign-in ${role.name}: every field keeps what the user typed`).toEqual(before);
      expect(attempt, `sign-in ${role.name}: still failing after ${attempt} attempts`).toBeLessThan(this.attempts);
      this.resubmits.push(`${role.name}: sign-in`);
      await failed.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
    }
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
   */
  async send(
    role: Role,
    what: string,
    act: () => Promise<void>,
    call: { method: string; path: RegExp },
    keep?: Locator,
  ): Promise<Response> {
    const { page } = role;
    for (let attempt = 1; ; attempt++) {
      const before = keep ? await formValues(keep) : [];
      const matches = (r: Response) => r.request().method() === call.method && r.url().startsWith(MOCK_URL) && call.path.test(new URL(r.url()).pathname);
      const answered = page.waitForResponse(matches, { timeout: 20_000 });
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
export async function openRole(browser: Browser, driver: Driver, contexts: BrowserContext[], name: string, email: string, path: string) {
  // On a healthy API the context starts with the saved session: `enter` then only opens `path`.
  const context = driver.faultRate > 0 ? await browser.newContext() : await newSignedInContext(browser, email);
  contexts.push(context);
  const guard = guardContext(context);
  driver.watch(context);
  const role: Role = { name, email, page: await context.newPage() };
  await (driver.faultRate > 0 ? driver.enter(role, path) : role.page.goto(path));
  return { role, assertClean: (testInfo: TestInfo) => guard.assertClean(testInfo) };
}

/** The three roles of the journey and the driver they go through (each step takes it). */
export interface Cast {
  driver: Driver;
  seller: Role;
  admin: Role;
  buyer: Role;
}
