import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnnouncementForm } from '@/features/announcements/form-values';
import { saoPauloCalendarDay } from '@/lib/calendar-day';
import { endSentence, formatCep, formatCnpj, formatCpf, formatCurrency, formatDate, formatDateTime, formatNumber, formatPhone, parseApiDate, toApiDate } from '@/lib/format';
import { parseDisplayDate } from '@/lib/validators/common';

// vitest runs with TZ=America/Sao_Paulo (UTC-3, no DST since 2019).

describe('dates — docs/product/limits.md', () => {
  it('shows dd/MM/yyyy and dd/MM/yyyy HH:mm:ss', () => {
    expect(formatDate('2026-11-22T15:04:05.000Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-22T15:04:05.000Z')).toBe('22/11/2026 12:04:05');
    expect(formatDate('2026-11-22T01:00:00.000Z')).toBe('21/11/2026');
    expect(formatDate('2026/11/22')).toBe('22/11/2026');
    expect(formatDate(new Date(2026, 0, 5, 23, 59, 59))).toBe('05/01/2026');
  });

  it('shows an API instant in São Paulo time whatever the machine zone (server render = browser)', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'America/Manaus', 'America/Sao_Paulo']) {
        process.env.TZ = tz; // Node re-reads the zone when TZ is assigned
        expect(formatDate('2026-11-23T01:30:00Z'), tz).toBe('22/11/2026');
        expect(formatDateTime('2026-11-23T01:30:00.000Z'), tz).toBe('22/11/2026 22:30:00');
        expect(formatDateTime('2026-11-22T12:00:00-05:00'), tz).toBe('22/11/2026 14:00:00');
        // A calendar day is not an instant: the same day everywhere.
        expect(formatDate('2026-11-23'), tz).toBe('23/11/2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('shows the fallback for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('ontem', '—')).toBe('—');
    expect(formatDateTime('2026-02-30T00:00:00Z', '—')).toBe('—');
  });

  it('sends a date as ISO date-time or yyyy/MM/dd, and reads both back', () => {
    const date = new Date(2026, 10, 22);
    expect(toApiDate(date)).toBe('2026-11-22T03:00:00.000Z');
    expect(toApiDate(date, 'date')).toBe('2026/11/22');
    fc.assert(
      fc.property(fc.date({ min: new Date(1950, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
        const shown = formatDate(day);
        expect(parseDisplayDate(shown)?.getTime()).toBe(day.getTime());
        expect(formatDate(toApiDate(day, 'iso'))).toBe(shown);
        expect(formatDate(toApiDate(day, 'date'))).toBe(shown);
        expect(parseApiDate(toApiDate(day, 'date'))?.getTime()).toBe(day.getTime());
      }),
    );
  });
});

describe('a picked day is the same day in a browser of any time zone', () => {
  // Node re-reads TZ when it is assigned: each case runs as a browser in that zone would.
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });
  const zones = [
    ['UTC', 0],
    ['Asia/Tokyo', -540],
    ['America/Noronha', 120],
    ['America/Manaus', 240],
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
  ] as const;

  it.each(zones)('%s', (zone, offset) => {
    process.env.TZ = zone;
    expect(new Date(2026, 10, 22).getTimezoneOffset()).toBe(offset);
    // A typed 22/11/2026 goes as São Paulo's midnight and reads back as 22/11/2026.
    expect(toApiDate(new Date(2026, 10, 22))).toBe('2026-11-22T03:00:00.000Z');
    fc.assert(
      fc.property(fc.date({ min: new Date(1950, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
        expect(formatDate(toApiDate(day, 'iso'))).toBe(formatDate(day));
      }),
    );
    // A new announcement's "Disponível a partir de" is São Paulo's today: at 21:00 UTC on the 24th
    // it is still the 24th there (and already the 25th in Tokyo).
    expect(formatDate(emptyAnnouncementForm(new Date('2026-11-24T21:00:00Z')).availableFrom as string)).toBe('24/11/2026');
    expect(formatDate(saoPauloCalendarDay(new Date('2026-11-25T02:59:59Z')))).toBe('24/11/2026');
  });

  it('takes the days São Paulo began at 01:00 (summer time started at midnight until 2018)', () => {
    process.env.TZ = 'UTC';
    expect(toApiDate(new Date(2018, 10, 4))).toBe('2018-11-04T03:00:00.000Z');
    expect(formatDateTime(toApiDate(new Date(2018, 10, 4)))).toBe('04/11/2018 01:00:00');
    // …and a summer day, at UTC−2.
    expect(toApiDate(new Date(2018, 11, 25))).toBe('2018-12-25T02:00:00.000Z');
  });
});

describe('numbers and money', () => {
  it('formats BRL with pt-BR separators', () => {
    expect(formatCurrency(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatCurrency(0)).toBe('R$\u00a00,00');
    expect(formatCurrency(-10)).toBe('-R$\u00a010,00');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(Number.NaN, '—')).toBe('—');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const text = formatCurrency(cents / 100);
        const back = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
        expect(back).toBeCloseTo(cents / 100, 2);
      }),
    );
  });

  it('formats plain numbers', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(3, 2)).toBe('3,00');
    expect(formatNumber(undefined, 2, '—')).toBe('—');
  });
});

describe('documents and contacts', () => {
  it('formats CPF, CNPJ, CEP and phones', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone({ Area: '11', Numero: '32851400' })).toBe('(11) 3285-1400');
    expect(formatPhone(null)).toBe('');
  });
});

describe('endSentence', () => {
  it('adds the full stop a sentence needs, not a second one after a name that has it', () => {
    expect(endSentence('Pessoas que negociam em nome de Vale Verde Construções')).toBe('Pessoas que negociam em nome de Vale Verde Construções.');
    expect(endSentence('Pessoas que negociam em nome de Construtora Vale Verde S.A.')).toBe('Pessoas que negociam em nome de Construtora Vale Verde S.A.');
    expect(endSentence('Empresa Ltda. ')).toBe('Empresa Ltda.');
    expect(endSentence('Deu certo!')).toBe('Deu certo!');
  });
});
