import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFSET_SPAN_META, decodeOffsetSpan, intlSaoPauloOffsetMinutes } from '@/lib/calendar-day';
import { encodeOffsetSpan, spanAround } from '@/lib/sao-paulo-span';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 16, 30);

/** What Intl says São Paulo's day and clock are: the reference the page's arithmetic must match. */
function intlReference(ms: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, clock: { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}:${parts.second}` } };
}

/** calendar-day.ts as a page loads it: a fresh module that reads the `<meta>` on first use. */
async function pageModule(content: string | null) {
  document.head.querySelectorAll(`meta[name="${OFFSET_SPAN_META}"]`).forEach((m) => m.remove());
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = OFFSET_SPAN_META;
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  return import('@/lib/calendar-day');
}

describe("São Paulo's offset span (lib/sao-paulo-span.ts)", () => {
  it('ends each side where the offset changes, to the hour, whatever minute it changed at', () => {
    // A zone at −180 that moved to −120 at 2026-10-04 03:17 UTC and back at 2027-02-21 02:40 UTC.
    const forward = Date.UTC(2026, 9, 4, 3, 17);
    const back = Date.UTC(2027, 1, 21, 2, 40);
    const offsetAt = (ms: number) => (ms >= forward && ms < back ? -120 : -180);
    const span = spanAround(Date.UTC(2026, 11, 1, 12), offsetAt);
    expect(span.offsetMinutes).toBe(-120);
    expect(span.from).toBe(Date.UTC(2026, 9, 4, 4));
    expect(span.to).toBe(Date.UTC(2027, 1, 21, 2));
    fc.assert(fc.property(fc.integer({ min: span.from, max: span.to - 1 }), (ms) => offsetAt(ms) === -120));
  });

  it('reaches ten years back and 400 days ahead when the offset never changes', () => {
    const span = spanAround(NOW, () => -180);
    expect(span.from).toBeLessThanOrEqual(NOW - 3650 * DAY);
    expect(span.to).toBeGreaterThanOrEqual(NOW + 399 * DAY);
  });

  it("follows the server's zone data: summer time in 2018–19 ended on 2019-02-17 (UTC−2 → UTC−3)", () => {
    const summer = spanAround(Date.UTC(2018, 11, 1, 12), intlSaoPauloOffsetMinutes);
    expect(summer.offsetMinutes).toBe(-120);
    expect(summer.to).toBe(Date.UTC(2019, 1, 17, 1));
    const now = spanAround(NOW, intlSaoPauloOffsetMinutes);
    expect(now.offsetMinutes).toBe(-180);
    expect(now.from).toBe(Date.UTC(2019, 1, 17, 2));
  });

  it('travels as text and reads back; anything else is no span', () => {
    const span = spanAround(NOW, intlSaoPauloOffsetMinutes);
    expect(decodeOffsetSpan(encodeOffsetSpan(span))).toEqual(span);
    for (const bad of [null, '', '1 2', '2 1 -180', '1 2 -180 4', '1 2 900', 'a b c', ' 1 2 -180']) expect(decodeOffsetSpan(bad), String(bad)).toBeNull();
  });
});

describe("the page's São Paulo day and clock (lib/calendar-day.ts with the page's span)", () => {
  const span = spanAround(NOW, intlSaoPauloOffsetMinutes);
  // Counts the formatters built (a spy that still builds them: the fallback must keep working).
  const Original = Intl.DateTimeFormat;
  let made = 0;
  beforeEach(() => {
    made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
  });
  afterEach(() => {
    Intl.DateTimeFormat = Original;
    document.head.querySelectorAll(`meta[name="${OFFSET_SPAN_META}"]`).forEach((m) => m.remove());
  });

  it('builds no Intl.DateTimeFormat for an instant inside the span', async () => {
    const page = await pageModule(encodeOffsetSpan(span));
    expect(page.saoPauloDay(NOW)).toBe('2026-11-28');
    expect(page.saoPauloClock(new Date(NOW))).toEqual({ date: '28/11/2026', time: '13:30:00' });
    expect(page.saoPauloCalendarDay(new Date(Date.UTC(2026, 10, 29, 2, 59))).getDate()).toBe(28);
    expect(made).toBe(0);
  });

  it('reads what Intl reads, to the second, anywhere in the span', async () => {
    const page = await pageModule(encodeOffsetSpan(span));
    fc.assert(
      fc.property(fc.integer({ min: span.from, max: span.to - 1 }), (ms) => {
        const reference = intlReference(ms);
        expect(page.saoPauloDay(ms)).toBe(reference.day);
        expect(page.saoPauloClock(new Date(ms))).toEqual(reference.clock);
      }),
      { numRuns: 2000 },
    );
  });

  it('asks Intl outside the span, and without the tag (the server, a page without it)', async () => {
    const summer = Date.UTC(2018, 11, 1, 12);
    const page = await pageModule(encodeOffsetSpan(span));
    expect(page.saoPauloClock(new Date(summer))).toEqual(intlReference(summer).clock);
    expect(page.saoPauloClock(new Date(summer)).time).toBe('10:00:00');
    const bare = await pageModule(null);
    expect(bare.saoPauloDay(NOW)).toBe('2026-11-28');
    expect(made).toBeGreaterThan(0);
  });
});
