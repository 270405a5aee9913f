import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '@/lib/api/errors';
import { operations } from '@/mocks/contract';
import { buildOpenApi, openApiText } from '@/mocks/contract/openapi';
import { handlers } from '@/mocks/handlers';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { get } from './helpers';

/**
 * The contract's OpenAPI document (docs/api/README.md): committed up to date, covering every route
 * the mock serves and nothing it does not, and well-formed OpenAPI 3.1 (structural checks: no
 * OpenAPI validator is installed).
 */

type Json = Record<string, unknown>;
const COMMITTED = resolve(__dirname, '../../../docs/api/openapi.json');
const document = buildOpenApi() as Json & { paths: Record<string, Record<string, Json>>; components: Json };

/** Routes of the mock that are not product calls: its controls, the document, IBGE and ViaCEP stand-ins. */
const NOT_PRODUCT = [/^\/__mock\//, /^\/openapi\.json$/, /^\/ibge\//, /^\/viacep\//];

/** `GET /company/{id}` for every route the mock's handlers serve (msw paths: `:id`, optional `:name?`). */
function servedRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const handler of handlers) {
    const { method, path } = handler.info as { method: unknown; path: unknown };
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    // The handlers of this process's mock, at its configured origin (not API_URL's server).
    const pathname = path.replace(MOCK_API_ORIGIN, '').replace(/:(\w+)\??/g, '{$1}');
    if (!NOT_PRODUCT.some((pattern) => pattern.test(pathname))) routes.add(`${method} ${pathname}`);
  }
  return routes;
}

/** Every `$ref` in the document, with where it is. */
function refsOf(node: unknown, at = '#', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((item, i) => refsOf(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push([at, value]);
      else refsOf(value, `${at}/${key}`, out);
    }
  }
  return out;
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
}

describe('the OpenAPI document', () => {
  it('is committed as npm run api:doc writes it', () => {
    const committed = readFileSync(COMMITTED, 'utf8');
    expect(committed === openApiText(), 'docs/api/openapi.json is stale: run npm run api:doc').toBe(true);
  });

  it('has an operation for every route the mock serves, and a route for every operation', () => {
    const served = servedRoutes();
    const documented = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    expect([...served].filter((route) => !documented.has(route)), 'served but not in src/mocks/contract').toEqual([]);
    expect([...documented].filter((route) => !served.has(route)), 'in src/mocks/contract but not served').toEqual([]);
  });

  it('names each operation once', () => {
    const ids = operations.map((op) => op.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const routes = operations.map((op) => `${op.method} ${op.path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('is well-formed OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.servers).toEqual([expect.objectContaining({ url: expect.stringMatching(/^https?:\/\//) })]);
    const schemes = (document.components as { securitySchemes: Json }).securitySchemes;
    expect(schemes.firebaseIdToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    const componentNames = Object.keys((document.components as { schemas: Json }).schemas);
    expect(componentNames.filter((name) => !/^[A-Za-z0-9._-]+$/.test(name))).toEqual([]);

    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/[\w\-./{}]*$/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(['get', 'post', 'put', 'patch', 'delete'], where).toContain(method);
        const parameters = (op.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: unknown }[];
        const inPath = parameters.filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort(), `${where}: path parameters`).toEqual(templated);
        expect(inPath.every((p) => p.required === true && p.schema), `${where}: path parameters are required`).toBe(true);
        expect(parameters.every((p) => ['path', 'query'].includes(p.in) && p.schema), `${where}: parameters`).toBe(true);
        const responses = Object.keys(op.responses as Json);
        expect(responses.filter((code) => /^2\d\d$/.test(code)).length, `${where}: one success`).toBe(1);
        expect(responses.every((code) => code === 'default' || /^[1-5]\d\d$/.test(code)), `${where}: status codes`).toBe(true);
        expect((op.tags as string[]).every((tag) => tags.has(tag)), `${where}: tags`).toBe(true);
        if (method === 'get') expect(op.requestBody, `${where}: a GET has no body`).toBeUndefined();
      }
    }
    const dangling = refsOf(document).filter(([, ref]) => !ref.startsWith('#/') || resolvePointer(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('says what each call refuses: the generic refusals and its own codes', () => {
    const create = document.paths['/search']!.post as { responses: Record<string, { $ref?: string; 'x-codes'?: string[] }>; security?: unknown };
    expect(create.responses['400']!['x-codes']).toEqual(expect.arrayContaining(['Bad Request', 'DeadlineInPast', 'ProductOrCategoryRequired']));
    expect(create.responses['401']!.$ref).toBe('#/components/responses/Unauthorized');
    expect(create.responses['413']!.$ref).toBe('#/components/responses/PayloadTooLarge');
    expect(create.security).toBeUndefined();
    const exists = document.paths['/user/exists']!.get as { responses: Record<string, { 'x-codes'?: string[] }>; security?: unknown };
    expect(exists.security).toEqual([]);
    expect(exists.responses['429']!['x-codes']).toEqual(['TooManyRequests']);
    expect(exists.responses['401']).toBeUndefined();
  });

  it('documents only codes the catalogue has a pt-BR message for', () => {
    const GENERIC = ['Bad Request', 'Not Found', 'Unauthorized'];
    const responses = [
      ...Object.values(document.components.responses as Record<string, Json>),
      ...Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => Object.values(op.responses as Record<string, Json>))),
    ];
    const codes = new Set(responses.flatMap((response) => (response['x-codes'] as string[] | undefined) ?? []));
    expect(codes.size).toBeGreaterThan(50);
    expect([...codes].filter((code) => !GENERIC.includes(code) && !Object.hasOwn(DOMAIN_MESSAGES, code))).toEqual([]);
  });

  it('is served by the mock at GET /openapi.json', async () => {
    const { status, body } = await get('/openapi.json');
    expect(status).toBe(200);
    expect(body).toEqual(JSON.parse(openApiText()));
  });
});
