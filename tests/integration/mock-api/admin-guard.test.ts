import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { DEV_ACCOUNTS, type DevAccountKey } from '@/mocks/db/seed';
import { handlers } from '@/mocks/handlers';
import { makeTestToken } from '@/mocks/lib/token';
import { mockOnly } from './helpers';

mockOnly("tests the mock's own code: its handlers, HTTP server or /__mock controls");

/**
 * docs/mock-api.md: every admin route of the API refuses a COMMERCE caller with 401. The routes are
 * found by walking the mock's handler list, so an admin handler added later is covered without
 * touching this test. "Admin route" = a path with an `admin` segment followed by more path:
 * `/admin/...` and the admin report downloads `/reports/admin/...` (not `/company/:id/admin`, the
 * COMMERCE "am I an admin of this company" check).
 */
interface AdminRoute {
  method: string;
  /** The handler's path, e.g. `/admin/segment/:key`. */
  path: string;
  /** A concrete URL: every `:param` becomes 1, optional ones are dropped. */
  url: string;
}

const ADMIN_PATH = /(^|\/)admin\//;

function adminRoutes(): AdminRoute[] {
  const routes: AdminRoute[] = [];
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith(MOCK_API_ORIGIN)) continue;
    const pathname = path.slice(MOCK_API_ORIGIN.length);
    if (!ADMIN_PATH.test(pathname)) continue;
    const concrete = pathname.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
    routes.push({ method, path: pathname, url: `${MOCK_API_ORIGIN}${concrete}` });
  }
  return routes;
}

async function call(route: AdminRoute, who: DevAccountKey) {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const response = await fetch(route.url, {
    method: route.method,
    headers: { authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS[who].uid, { email: DEV_ACCOUNTS[who].email })}`, 'content-type': 'application/json' },
    body: hasBody ? '{}' : undefined,
  });
  const body = (await response.json().catch(() => null)) as { statusCode?: number; message?: unknown } | null;
  return { status: response.status, body };
}

const routes = adminRoutes();

describe('a COMMERCE token on any admin route of the mock gets 401', () => {
  it(`finds the admin routes by walking the handlers: ${routes.length} (none would make the checks vacuous)`, () => {
    expect(routes.length).toBeGreaterThan(0);
    // Spot checks that the walk sees every kind of admin route (list, detail with a param, a write,
    // a report download), so a broken enumeration cannot pass with a handful.
    const seen = routes.map((r) => `${r.method} ${r.path}`);
    expect(seen).toEqual(expect.arrayContaining(['GET /admin/clients', 'PUT /admin/segment/:key', 'PATCH /admin/invite', 'GET /reports/admin/products']));
    expect(seen).not.toContain('GET /company/:id/admin');
  });

  for (const who of ['comprador', 'vendedor', 'colaborador'] as const) {
    it(`${who} (COMMERCE): 401 on each of them`, async () => {
      const refused: string[] = [];
      for (const route of routes) {
        const { status, body } = await call(route, who);
        if (status !== 401 || body?.statusCode !== 401) refused.push(`${route.method} ${route.path} → ${status} ${JSON.stringify(body)}`);
      }
      expect(refused).toEqual([]);
    });
  }

  it('the same calls with a Super Admin token are not refused as unauthorized (the 401s above are about the role)', async () => {
    const unauthorized: string[] = [];
    for (const route of routes) {
      const { status } = await call(route, 'superadmin');
      if (status === 401) unauthorized.push(`${route.method} ${route.path}`);
    }
    expect(unauthorized).toEqual([]);
  });
});
