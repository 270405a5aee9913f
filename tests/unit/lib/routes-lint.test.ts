// @vitest-environment node
import { APP_PATH_SOURCE, PAGE_PATTERNS } from '../../../scripts/lib/app-paths.mjs';
import { PAGES, ROUTE_LIST } from '@/lib/routes/table';

/**
 * The lint rule against hand-written app paths (eslint.config.mjs) takes its page segments from
 * the route table, so a page is written once: the rule's pattern matches every page's address and
 * lets API paths that share a word through.
 */
const appPath = new RegExp(APP_PATH_SOURCE.replaceAll('\\x2F', '/'));

describe('the hand-written app path rule', () => {
  it('reads every page of the route table', () => {
    expect([...PAGE_PATTERNS].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('matches every page but the landing and the 404, as a path and with a query', () => {
    for (const { pattern, sample } of ROUTE_LIST) {
      if (pattern === '/' || pattern === '/404') continue;
      expect(appPath.test(sample), sample).toBe(true);
      expect(appPath.test(`${sample}?aba=1`), sample).toBe(true);
    }
  });

  it('lets API paths through', () => {
    for (const path of ['/admin/product/list', '/announcement/1', '/company/list-to-select', '/search/list/me', '/negotiation/2']) {
      expect(appPath.test(path), path).toBe(false);
    }
  });
});
