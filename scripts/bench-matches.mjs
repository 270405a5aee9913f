#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:matches [-- --strict]`: the buyer's and the seller's matching calls of the mock
 * with MOCK_SEED_SIZE=large and BENCH_SAMPLES (200) added searches, each a whole call answered in
 * process by the msw/node handlers (docs/deal/matches.md, docs/performance.md); target p95 ≤ 300 ms.
 * Writes bench-results/matches.json. Run with tsx (the package script does): it imports the mock's TypeScript.
 */
import os from 'node:os';
import { positiveEnv } from './lib/bench.mjs';
import { finish, summarize, verdict, writeResults } from './lib/report.mjs';

// The seed size is read when the store is first imported: set before any mock import.
process.env.MOCK_SEED_SIZE = 'large';
process.env.MOCK_LATENCY_MS = '0';
process.env.MOCK_FAULT_RATE = '0';

const SAMPLES = positiveEnv('BENCH_SAMPLES', 200);
const WARM_UP = 5;
const TARGET_P95_MS = 300;
const UFS = ['SP', 'MG', 'RJ', 'PR', 'RS', 'BA', 'SC', 'CE', 'PE', 'GO', 'AM', 'PA', 'MT', 'ES'];
const API = (process.env.NEXT_PUBLIC_API_URL || 'http://localhost:4000').replace(/\/+$/, '');

const { server } = await import('../src/mocks/node.ts');
const { db, nextId, now } = await import('../src/mocks/db/store.ts');
const { DEV_ACCOUNTS } = await import('../src/mocks/db/seed.ts');
const { makeTestToken } = await import('../src/mocks/lib/token.ts');

/** Approved searches of the buyer's company, made from seeded public announcements. */
function addSearches() {
  const companies = new Map(db.companies.map((c) => [c.id, c.status]));
  const offers = db.announcements.filter((a) => a.status === 'APPROVED' && companies.get(a.companyId) === 'APPROVED' && a.companyId !== 2);
  const product = new Map(db.products.map((p) => [p.id, p]));
  const buyerId = db.accounts.find((x) => x.email === 'comprador@giro.dev')?.id ?? 0;
  const ids = [];
  for (let i = 0; i < SAMPLES; i++) {
    const a = offers[(i * 7919) % offers.length];
    const byCategory = i % 4 === 3;
    const stamp = now();
    const id = nextId('searches');
    db.searches.push({
      id, companyId: 2, createdByAccountId: buyerId,
      productId: byCategory ? null : a.productId,
      categoryId: byCategory ? (product.get(a.productId)?.categories[0]?.categoryId ?? null) : null,
      quantity: a.quantity, unitIndex: a.unitIndex, maxPrice: Math.round(a.unitPrice * 110) / 100,
      deadline: new Date(Date.now() + 90 * 86_400_000).toISOString(), uf: UFS[i % UFS.length], description: `Busca de benchmark ${i + 1}.`,
      status: 'APPROVED', rejectionReason: null, active: true, inactivatedAt: null, createdAt: stamp, updatedAt: stamp,
    });
    ids.push(id);
  }
  return { ids, offers: offers.length };
}

/** @param {string} url @param {string} uid */
async function timed(url, uid) {
  const start = performance.now();
  const response = await fetch(`${API}${url}`, { headers: { authorization: `Bearer ${makeTestToken(uid)}` } });
  const body = await response.json();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, rows: body.data.length, total: body.meta.itemCount };
}

/** @param {string} label @param {(i: number) => string} urlOf @param {string} uid */
async function run(label, urlOf, uid) {
  for (let i = 0; i < WARM_UP; i++) await timed(urlOf(i), uid);
  const samples = [];
  let empty = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, total } = await timed(urlOf(i), uid);
    samples.push(Math.round(ms * 100) / 100);
    if (total === 0) empty++;
  }
  const summary = Object.fromEntries(Object.entries(summarize(samples)).map(([k, v]) => [k, Math.round(v * 100) / 100]));
  const ok = verdict(summary.p95, '<=', TARGET_P95_MS);
  console.log(`${label.padEnd(8)} n=${summary.n} min=${summary.min} median=${summary.median} p95=${summary.p95} max=${summary.max} ms (${empty} with no match) ${ok}`);
  return { ...summary, empty, verdict: ok };
}

server.listen({ onUnhandledRequest: 'error' });
const errors = /** @type {string[]} */ ([]);
const missed = [];
try {
  const { ids, offers } = addSearches();
  console.log(`bench:matches — ${db.announcements.length} announcements (${offers} public of other companies), ${db.searches.length} searches, target p95 ≤ ${TARGET_P95_MS} ms`);
  const buyer = await run('buyer', (i) => `/search/${ids[i % ids.length]}/compatible?page=1&take=10`, DEV_ACCOUNTS.comprador.uid);
  const scopes = ['', '&company=1', '&company=13'];
  const seller = await run('seller', (i) => `/announcement/me/wanted?page=${(i % 5) + 1}&take=10${scopes[i % 3]}`, DEV_ACCOUNTS.vendedor.uid);
  const result = { generatedAt: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`, announcements: db.announcements.length, searches: db.searches.length, targetP95Ms: TARGET_P95_MS, buyer, seller };
  console.log(`written ${writeResults('matches.json', result)}`);
  missed.push(...Object.entries({ buyer, seller }).filter(([, r]) => r.verdict !== 'ok').map(([k]) => `${k} p95`));
} catch (error) {
  console.error(error);
  errors.push(String(error));
} finally {
  server.close();
}
finish({ errors, missed });
