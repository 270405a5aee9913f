import { describe, expect, it } from 'vitest';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { operations } from '@/mocks/contract';
import { area, operationOf } from '@/mocks/contract/serve';
import { json } from '@/mocks/contract/types';
import { handlers } from '@/mocks/handlers';
import { rateLimitHandlers } from '@/mocks/handlers/rate-limits';
import { sessionUserSchema } from '@/features/auth/api';

/**
 * Calls are declared where the mock serves them (src/mocks/contract/serve.ts, docs/api/README.md):
 * the builder registers the handler at the operation's path and records the operation, and every
 * product route of the mock is registered that way (openapi.test.ts checks the document covers them).
 */

/** The mock's own routes: its controls, the document, the IBGE and ViaCEP stand-ins. */
const NOT_PRODUCT = [/^\/__mock\//, /^\/openapi\.json$/, /^\/ibge\//, /^\/viacep\//];

const routeOf = (handler: (typeof handlers)[number]) => {
  const { method, path } = handler.info as { method: unknown; path: unknown };
  return { method: String(method), path: String(path).replace(MOCK_API_ORIGIN, '') };
};

describe('the contract registry', () => {
  it('registers a declared call at its path and records its operation with the method and tag', () => {
    const declared = { id: 'things.part', path: '/thing/{id}/part/{name}', optional: ['name'], summary: 'A part', access: 'account', answer: json(sessionUserSchema) } as const;
    const handler = area('things').get(declared, () => null);
    expect(routeOf(handler)).toEqual({ method: 'GET', path: '/thing/:id/part/:name?' });
    expect(operationOf(handler)).toEqual({ ...declared, method: 'get', tag: 'things' });
    expect(operations).not.toContainEqual(expect.objectContaining({ id: 'things.part' }));
  });

  it('has every product route of the mock registered with its operation', () => {
    // The rate limits answer 429 before the declared route they guard, or let it answer.
    const guards = new Set<unknown>(rateLimitHandlers);
    const undeclared = handlers
      .filter((handler) => !operationOf(handler) && !guards.has(handler))
      .map(routeOf)
      .filter(({ path }) => !NOT_PRODUCT.some((pattern) => pattern.test(path)));
    expect(undeclared, 'register these with area(tag).<verb>({ id, path, … }, resolver)').toEqual([]);
  });

  it('reads the registry off the handlers, in their order', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations).toEqual(handlers.flatMap((handler) => operationOf(handler) ?? []));
  });
});
