#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:showcase [-- --strict]`: with 10 000 announcements (MOCK_SEED_SIZE=large), user
 * action → new rows painted on /vitrine (page changes and new filter combinations, as comprador),
 * and file chosen → summary and table painted for a 5 000-row import on /admin/anuncios/importar,
 * with its long tasks (as admin); in Chromium against a production build (scripts/lib/bench.mjs).
 * Prints min/median/p95/max and ok/MISS; writes bench-results/showcase.json. Targets and knobs
 * (BENCH_SAMPLES, BENCH_IMPORT_RUNS): docs/benchmarks.md.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as XLSX from 'xlsx';
import { openBenchStack, positiveEnv, signIn } from './lib/bench.mjs';
import { finish, fmtMs, summarize, verdict, writeResults } from './lib/report.mjs';
import { APP_URL, CHROMIUM, CHROMIUM_ARGS, TMP_DIR } from './lib/stack.mjs';

const SAMPLES = positiveEnv('BENCH_SAMPLES', 20);
const IMPORT_RUNS = positiveEnv('BENCH_IMPORT_RUNS', 3);
const WARM_UP = 2;
const TARGETS = { showcaseP95Ms: 300, importPreviewMs: 1500, longestLongTaskMs: 200 };
/** UFs of the seed's places (src/mocks/db/seed.ts PLACES): these have announcements. */
const SEEDED_UFS = ['SP', 'MG', 'RJ', 'PR', 'RS', 'BA', 'SC', 'CE', 'PE', 'GO', 'AM', 'PA'];
const IMPORT_ROWS = 5000;
const HEADER = ['Título', 'Descrição', 'Produto', 'Quantidade', 'Unidade', 'Preço unitário (R$)', 'Disponível a partir de', 'CEP', 'Cidade', 'UF'];

/**
 * Armed in the page before an action (serialised by Playwright: no closures over this module).
 * `window.__bench` gets the user event's time, when the new content is in the DOM and when the
 * next frame has painted (rAF, then a task). 'showcase': the list's new cards; 'import': the
 * 5 000-row summary and the preview table's first page, plus the long tasks.
 * @param {'showcase' | 'import'} kind
 */
function armProbe(kind) {
  const section = document.querySelector('section[aria-labelledby="vitrine-anuncios"]');
  // Real cards are <article>s; the loading skeletons are an aria-hidden list without them.
  const firstCard = () => section?.querySelector('article')?.textContent ?? '';
  const before = firstCard();
  const state = { start: -1, sawBusy: false, rendered: -1, painted: -1, changed: false, rows: 0, summary: '', longTasks: /** @type {Array<{ start: number, duration: number }>} */ ([]), longTaskSupported: PerformanceObserver.supportedEntryTypes.includes('longtask') };
  /** @type {any} */ (window).__bench = state;
  if (kind === 'import') new PerformanceObserver((list) => list.getEntries().forEach((e) => state.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask' });
  for (const type of ['click', 'change']) document.addEventListener(type, (event) => state.start < 0 && (state.start = event.timeStamp), { capture: true, once: true });
  const done = () => {
    if (kind === 'import') {
      const summary = document.querySelector('[data-testid="import-summary"]')?.textContent ?? '';
      state.summary = summary;
      return /^5\.000 linhas/.test(summary) && document.querySelectorAll('section[aria-label="Prévia da planilha"] table tbody tr').length > 0;
    }
    if (section?.getAttribute('aria-busy') === 'true') state.sawBusy = true;
    // Skeletons (e.g. the first page waiting for the featured row) are not the new rows yet.
    if (state.sawBusy ? section?.getAttribute('aria-busy') === 'true' : firstCard() === before) return false;
    if (section?.querySelector('ul[aria-hidden="true"]')) return false;
    state.changed = firstCard() !== before;
    state.rows = section?.querySelectorAll('article').length ?? 0;
    return true;
  };
  const observer = new MutationObserver(() => {
    if (state.start < 0 || state.rendered >= 0 || !done()) return;
    state.rendered = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (state.painted = performance.now());
      channel.port2.postMessage(null);
    });
  });
  const watch = { subtree: true, childList: true, characterData: true };
  observer.observe(kind === 'import' ? document.body : /** @type {Element} */ (section), kind === 'import' ? watch : { ...watch, attributeFilter: ['aria-busy'] });
}

/** @param {import('@playwright/test').Page} page @param {'showcase' | 'import'} kind @param {() => Promise<unknown>} act */
async function measure(page, kind, act) {
  await page.evaluate(armProbe, kind);
  await act();
  await page.waitForFunction(() => /** @type {any} */ (window).__bench?.painted >= 0, undefined, { timeout: kind === 'import' ? 30_000 : 15_000 });
  // Let the featured row (page 1), trailing work and long tasks settle before the next sample.
  if (kind === 'showcase') await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
  await page.waitForTimeout(kind === 'import' ? 500 : 250);
  return page.evaluate(() => /** @type {any} */ (window).__bench);
}

const xlsxPath = path.join(TMP_DIR, 'bench-import-5000.xlsx');
const { say, stop } = await openBenchStack({ name: 'showcase', mockEnv: { MOCK_SEED_SIZE: 'large' } });
/** @typedef {{ action: string, ms: number, renderedMs: number, firstRowChanged: boolean, rows: number }} Sample user event → new rows painted, and in the DOM */
const [pageSamples, filterSamples, skipped] = /** @type {[Sample[], Sample[], string[]]} */ ([[], [], []]);
const importRuns = /** @type {Array<{ run: number, ms: number, renderedMs: number, longestLongTaskMs: number, longTasks: number, summary: string }>} */ ([]);
const errors = /** @type {string[]} */ ([]);
let totalText = '';
let browserVersion = '';

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  browserVersion = browser.version();
  const contextOptions = { viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
  const page = await (await browser.newContext(contextOptions)).newPage();
  /** @param {string} action @param {() => Promise<unknown>} act @returns {Promise<Sample>} */
  const sample = async (action, act) => {
    const s = await measure(page, 'showcase', act);
    return { action, ms: s.painted - s.start, renderedMs: s.rendered - s.start, firstRowChanged: s.changed, rows: s.rows };
  };
  const openShowcase = async () => {
    await page.goto(`${APP_URL}/vitrine`);
    await page.locator('section[aria-labelledby="vitrine-anuncios"] article').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  };

  // 1. The showcase.
  say('signing in as comprador@giro.dev…');
  await signIn(page, 'comprador@giro.dev');
  await openShowcase();
  totalText = ((await page.getByRole('status').filter({ hasText: /anúncios? encontrados?/ }).first().textContent({ timeout: 15_000 })) ?? '').trim();
  say(`showcase: ${totalText}`);
  if (!(Number(totalText.replace(/\D/g, '')) > 5000)) throw new Error(`the showcase lists ${totalText}: the mock API did not start with MOCK_SEED_SIZE=large?`);

  say(`page changes: ${WARM_UP} warm-up + ${SAMPLES} measured…`);
  // A link when the page number lives in the address, a button otherwise (components/table/Pagination).
  const next = page.getByRole('link', { name: 'Próxima página' }).or(page.getByRole('button', { name: 'Próxima página' }));
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const s = await sample(`page ${i + 2}`, () => next.click());
    if (i >= WARM_UP) pageSamples.push(s);
  }

  say(`filter changes: ${WARM_UP} warm-up + ${SAMPLES} measured…`);
  await openShowcase();
  const ufSelect = page.getByRole('combobox', { name: 'UF', exact: true });
  const segmentSelect = page.getByRole('combobox', { name: 'Segmento', exact: true });
  // These two get their options after the page (IBGE's states, the catalogue's segments).
  /** @param {import('@playwright/test').Locator} select */
  const valuesOf = async (select) => {
    await select.locator('option').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
    return select.locator('option').evaluateAll((options) => options.map((o) => /** @type {HTMLOptionElement} */ (o).value));
  };
  const ufValues = await valuesOf(ufSelect);
  const segmentValues = await valuesOf(segmentSelect);
  // Every action leads to a (segment, UF) pair not seen before: no answer comes from the cache.
  const actions = segmentValues.flatMap((segment, i) => [
    ...(i > 0 ? [{ label: `segment=${segment}`, act: () => segmentSelect.selectOption(segment) }] : []),
    ...SEEDED_UFS.filter((uf) => ufValues.includes(uf)).map((uf) => ({ label: `${segment ? `segment=${segment} ` : ''}uf=${uf}`, act: () => ufSelect.selectOption(uf) })),
  ]);
  for (const [i, action] of actions.entries()) {
    if (filterSamples.length >= SAMPLES) break;
    const s = await sample(action.label, action.act);
    if (i >= WARM_UP && s.rows === 0) skipped.push(action.label);
    else if (i >= WARM_UP) filterSamples.push(s);
  }
  if (filterSamples.length < SAMPLES) say(`only ${filterSamples.length} filter combinations with results (wanted ${SAMPLES}).`);

  // 2. The 5 000-row import preview.
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [`Palete PBR lote ${i + 1}`, 'Paletes usados em bom estado.', 'Palete de madeira PBR', 50 + i, 'un', 55.9, '', '', 'Joinville', i % 250 === 0 ? 'XX' : 'SC']);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Anúncios');
  writeFileSync(xlsxPath, /** @type {Buffer} */ (XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })));
  const adminPage = await (await browser.newContext(contextOptions)).newPage();
  say('signing in as admin@giro.dev…');
  await signIn(adminPage, 'admin@giro.dev');
  for (let run = 1; run <= IMPORT_RUNS; run++) {
    say(`import preview of ${IMPORT_ROWS} rows: run ${run}/${IMPORT_RUNS}…`);
    await adminPage.goto(`${APP_URL}/admin/anuncios/importar`);
    const input = adminPage.getByLabel(/^Planilha/);
    await input.waitFor();
    await adminPage.waitForFunction(() => !(/** @type {HTMLInputElement | null} */ (document.querySelector('input[type="file"]'))?.disabled), undefined, { timeout: 30_000 });
    const s = await measure(adminPage, 'import', () => input.setInputFiles(xlsxPath));
    const inWindow = /** @type {Array<{ start: number, duration: number }>} */ (s.longTasks).filter((t) => t.start + t.duration >= s.start && t.start <= s.painted + 500);
    // No long-task support would read as "no long tasks": make it a missing figure instead.
    const longestLongTaskMs = s.longTaskSupported ? Math.max(0, ...inWindow.map((t) => t.duration)) : Number.NaN;
    importRuns.push({ run, ms: s.painted - s.start, renderedMs: s.rendered - s.start, longestLongTaskMs, longTasks: inWindow.length, summary: s.summary.trim() });
  }
} catch (error) {
  errors.push(/** @type {Error} */ (error).message);
  say(/** @type {Error} */ (error).message);
} finally {
  await browser.close().catch(() => {});
  await stop();
  rmSync(xlsxPath, { force: true });
}

// --- report -------------------------------------------------------------------------------------

const pageStats = summarize(pageSamples.map((s) => s.ms));
const filterStats = summarize(filterSamples.map((s) => s.ms));
const importStats = summarize(importRuns.map((r) => r.ms));
const longest = importRuns.length ? Math.max(...importRuns.map((r) => r.longestLongTaskMs)) : Number.NaN;
const checks = {
  pageChangeP95: verdict(pageStats.n >= SAMPLES ? pageStats.p95 : Number.NaN, '<=', TARGETS.showcaseP95Ms),
  filterChangeP95: verdict(filterStats.n >= SAMPLES ? filterStats.p95 : Number.NaN, '<=', TARGETS.showcaseP95Ms),
  importPreview: verdict(importRuns.length === IMPORT_RUNS ? importStats.max : Number.NaN, '<=', TARGETS.importPreviewMs),
  importLongestLongTask: verdict(longest, '<=', TARGETS.longestLongTaskMs),
};
/** @param {string} title @param {ReturnType<typeof summarize>} s @param {'ok' | 'MISS'} v */
const line = (title, s, v) =>
  `${title.padEnd(22)} n=${String(s.n).padStart(2)}  min ${fmtMs(s.min).padStart(7)}  median ${fmtMs(s.median).padStart(7)}  p95 ${fmtMs(s.p95).padStart(7)}  max ${fmtMs(s.max).padStart(7)}   p95 ≤ ${TARGETS.showcaseP95Ms} ms: ${v}`;

console.log(`\nShowcase with MOCK_SEED_SIZE=large (${totalText || '?'}), ${browserVersion ? `Chromium ${browserVersion}` : 'Chromium'}, production build`);
console.log('user action → new rows painted:');
console.log(line('  page change', pageStats, checks.pageChangeP95));
console.log(line('  filter change', filterStats, checks.filterChangeP95));
if (skipped.length) console.log(`  (${skipped.length} filter combination(s) without results skipped: ${skipped.join(', ')})`);
console.log(`\nImport preview of ${IMPORT_ROWS} rows (/admin/anuncios/importar), ${importRuns.length} run(s): file chosen → summary and table painted`);
for (const r of importRuns) console.log(`  run ${r.run}: ${fmtMs(r.ms)}; longest long task ${fmtMs(r.longestLongTaskMs)} (${r.longTasks} long task(s)); "${r.summary}"`);
console.log(`  time to preview: max ${fmtMs(importStats.max)} (median ${fmtMs(importStats.median)})   target ≤ ${TARGETS.importPreviewMs} ms: ${checks.importPreview}`);
console.log(`  longest long task: ${fmtMs(longest)}   target ≤ ${TARGETS.longestLongTaskMs} ms: ${checks.importLongestLongTask}`);

const showcase = { pageChange: { stats: pageStats, samples: pageSamples }, filterChange: { stats: filterStats, samples: filterSamples, skipped } };
const importPreview = { rows: IMPORT_ROWS, stats: importStats, longestLongTaskMs: longest, runs: importRuns };
const out = writeResults('showcase.json', { generatedAt: new Date().toISOString(), browser: browserVersion, seed: 'MOCK_SEED_SIZE=large', showcaseTotal: totalText, targets: TARGETS, showcase, importPreview, checks, errors });
console.log(`\nwrote ${out}`);
finish({ errors, missed: Object.entries(checks).filter(([, v]) => v === 'MISS').map(([k]) => k) });
