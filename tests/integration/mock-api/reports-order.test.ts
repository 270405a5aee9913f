// @vitest-environment node
// The reports are binary (.xlsx): read through Node's fetch, which MSW intercepts with Blobs intact.
import { describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '@/features/reports/api';
import { db } from '@/mocks/db/store';
import { cell, column, report } from './reports-setup';
import { mockOnly, needsSeed } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['“Aberta por” names who opened']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** docs/product/calls.md: what the reports say of who opened a negotiation, and the order of their rows. */
describe('GET /reports/admin/*: rows and their order', () => {
  it('lists every report in one order, its first column ascending, records created meanwhile included', async () => {
    // One created now, after the seed (whose ids run newest first).
    const a = db.announcements[0]!;
    const now = new Date().toISOString();
    db.announcements.push({ ...a, id: Math.max(...db.announcements.map((x) => x.id)) + 1, title: 'Lote novo do relatório', createdAt: now, updatedAt: now });
    for (const kind of REPORT_KINDS) {
      const ids = column(await report(kind), kind === 'negotiations' ? 'Nº' : 'ID').map(Number);
      expect(ids, kind).toEqual([...ids].sort((x, y) => x - y));
    }
  });

  it('“Aberta por” names who opened the negotiation, the seller when the seller opened it', async () => {
    const sellerOpened = db.negotiations.find((n) => n.events.find((e) => e.type === 'OPENED')?.role === 'SELLER');
    const n = sellerOpened ?? db.negotiations[0]!;
    const opened = n.events.find((e) => e.type === 'OPENED')!;
    if (!sellerOpened) {
      // No seed negotiation opened by the seller: say this one was (the report must follow the record).
      opened.role = 'SELLER';
      opened.accountId = db.companies.find((c) => c.id === n.sellerCompanyId)!.ownerAccountId;
    }
    const r = await report('negotiations');
    const row = r.rows.find((x) => x[0] === n.id)!;
    expect(cell(r, row, 'Aberta por')).toBe(db.accounts.find((acc) => acc.id === opened.accountId)!.name);
  });
});
