// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_CODES, refusalStatuses, RETIRED_CODES } from '@/lib/api/codes';
import { AUTH_MESSAGES, DOMAIN_MESSAGES } from '@/lib/api/errors';

/**
 * docs/product/messages.md is the readable copy of the one catalogue (src/lib/api/codes.ts and
 * errors.ts): these checks keep its code tables from drifting. A code added to the catalogue and
 * not to the page (or the reverse) fails here, with the codes named.
 */
const PAGE = readFileSync(join(process.cwd(), 'docs/product/messages.md'), 'utf8');

/** The part of the page under the `## heading`, up to the next `## `. */
function section(heading: string): string {
  const start = PAGE.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/product/messages.md has no "## ${heading}"`);
  const end = PAGE.indexOf('\n## ', start + 1);
  return PAGE.slice(start, end < 0 ? undefined : end);
}

/** Each table row of `text` whose first cell holds codes: its codes, whether it is marked †, its message. */
function rows(text: string): { codes: string[]; retired: boolean; message: string }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first = '', message = ''] = line.split('|').slice(1, 3);
      return { codes: [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]!), retired: first.includes('†'), message: message.trim() };
    });
}

const sorted = (codes: Iterable<string>) => [...new Set(codes)].sort();

describe('docs/product/messages.md lists the catalogue, exactly', () => {
  const refusals = rows(section('Refusal codes of the API'));
  const listed = refusals.flatMap((row) => row.codes);

  it('"Refusal codes of the API": every code DOMAIN_MESSAGES words, each once, and no other', () => {
    expect(sorted(listed)).toEqual(sorted(Object.keys(DOMAIN_MESSAGES)));
    expect(listed.length).toBe(new Set(listed).size);
  });

  it('covers every code the API answers (codes.ts), and the retired codes are the ones marked †', () => {
    const forwarded = new Set(Object.keys(AUTH_MESSAGES));
    const apiCodes = [...refusalStatuses().keys()].filter((code) => !forwarded.has(code));
    expect(apiCodes.filter((code) => !listed.includes(code))).toEqual([]);
    expect(sorted(refusals.filter((row) => row.retired).flatMap((row) => row.codes))).toEqual(sorted(RETIRED_CODES));
    for (const code of CLIENT_CODES) expect(listed).toContain(code);
  });

  it('each code with the sentence the catalogue shows', () => {
    const wrong = refusals.flatMap((row) => row.codes.filter((code) => DOMAIN_MESSAGES[code as keyof typeof DOMAIN_MESSAGES] !== row.message));
    expect(wrong).toEqual([]);
  });

  it('"Identity provider codes": the Firebase codes AUTH_MESSAGES words, with their sentences', () => {
    const auth = rows(section('Identity provider codes'));
    expect(sorted(auth.flatMap((row) => row.codes))).toEqual(sorted(Object.keys(AUTH_MESSAGES)));
    const wrong = auth.flatMap((row) => row.codes.filter((code) => AUTH_MESSAGES[code as keyof typeof AUTH_MESSAGES] !== row.message));
    expect(wrong).toEqual([]);
  });
});
