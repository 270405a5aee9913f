// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * User data (titles, descriptions, names, messages) is rendered by React as text, which escapes
 * it. Nothing under src/ may bypass that with dangerouslySetInnerHTML (or write innerHTML / outerHTML
 * / insertAdjacentHTML / document.write directly). The screens' own tests render hostile markup
 * (tests/unit/features/announcements/*Screen.test.tsx); this check keeps new code from
 * reintroducing the hole anywhere else.
 */
const SRC = path.resolve(__dirname, '../../../src');
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SINKS = /dangerouslySetInnerHTML|\.(innerHTML|outerHTML)\s*=(?!=)|insertAdjacentHTML|document\.write(ln)?\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

describe('no raw HTML sinks under src/', () => {
  const files = sourceFiles(SRC);

  it('walks the whole source tree', () => {
    // Pages, features, components, lib and mocks: well over a hundred files. If the walk finds
    // none (a moved folder), the checks below would pass vacuously.
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(path.join('features', 'announcements', 'screens', 'AnnouncementDetailScreen.tsx')))).toBe(true);
  });

  it('no file uses dangerouslySetInnerHTML, innerHTML/outerHTML assignment, insertAdjacentHTML or document.write', () => {
    const offenders = files
      .filter((file) => SINKS.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('the check itself catches each sink', () => {
    for (const bad of ['<p dangerouslySetInnerHTML={{ __html: t }} />', 'el.innerHTML = t', 'el.outerHTML=t', "el.insertAdjacentHTML('beforeend', t)", 'document.write(t)']) {
      expect(SINKS.test(bad), bad).toBe(true);
    }
    expect(SINKS.test('if (el.innerHTML === "") {}')).toBe(false);
  });
});
