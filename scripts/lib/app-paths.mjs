/**
 * The app's page paths as the lint rule against hand-written app paths sees them, read from the
 * pages' declarations (src/lib/routes/index.ts, as text: eslint.config.mjs is plain JS), so a page
 * is written once and the rule knows it. /admin/* counts only with a page's Portuguese segment:
 * '/admin/product' is an API call, not a page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROUTES = join(dirname(fileURLToPath(import.meta.url)), '../../src/lib/routes/index.ts');

/** The declared pages' patterns ('/vitrine', '/admin/empresas/[id]', …): `page('/vitrine', 'ANY')`. */
export const PAGE_PATTERNS = [...readFileSync(ROUTES, 'utf8').matchAll(/\b(?:page|record|declare)\('(\/[^']*)', '\w+'/g)].map((m) => m[1]);

const segments = (list) => [...new Set(list.filter(Boolean))].sort().join('|');
const ADMIN_PAGES = segments(PAGE_PATTERNS.map((p) => p.split('/')).filter((s) => s[1] === 'admin').map((s) => s[2]));
// '/' and '/404' are not written as links by hand anywhere that matters ('/' is every path's start).
const APP_PAGES = segments(PAGE_PATTERNS.map((p) => p.split('/')[1]).filter((s) => s !== 'admin' && !s.startsWith('4')));

/** The regex's source, with '/' written \x2F (esquery's regex syntax cannot hold a '/'). */
export const APP_PATH_SOURCE = `^\\x2F(admin([?#]|$|\\x2F(${ADMIN_PAGES})([\\x2F?#]|$))|(${APP_PAGES})([\\x2F?#]|$))`;
