import * as z from 'zod/mini';
import { operations } from './index';
import { SHARED_ANSWERS, SHARED_BODIES } from './names';
import type { Access, Operation } from './types';

/**
 * The OpenAPI 3.1 document of the registry, built with zod's own JSON Schema output. Deterministic
 * (no clock, no environment): `npm run api:doc` writes it to docs/api/openapi.json and a test fails
 * while the committed file differs from what this builds.
 */

type Json = Record<string, unknown>;
type Registry = z.core.$ZodRegistry<{ id: string }>;

/** The error answer of every refusal (mock lib/errors.ts). */
const errorBodySchema = z.object({
  statusCode: z.int(),
  /** A refusal code (the `x-codes` of the response) or, for invalid input, `field: reason; …`. */
  message: z.string(),
  error: z.optional(z.string()),
  /** Values the catalogue's message names, e.g. `{ available }`. */
  details: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const AUTH_CODES = ['Unauthorized', 'EmailNotVerified', 'UserDisabled', 'UserNotFound', 'UserPending'];
const STATUS_NAMES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 413: 'Payload Too Large', 429: 'Too Many Requests' };
const ACCESS: Record<Access, string> = {
  public: 'No token.',
  caller: 'A Firebase ID token; the account may still be unproved.',
  account: 'A Firebase ID token of a proved, enabled account.',
  admin: 'A Firebase ID token of a platform administrator.',
  superAdmin: 'A Firebase ID token of a super administrator.',
};
/** Path parameters that are not numeric ids. */
const TEXT_PARAMS = new Set(['token', 'name', 'cnpj']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** Refusals many calls share, answered by reference (components/responses). */
const SHARED_REFUSALS: Record<number, { name: string; codes: string[] }> = {
  401: { name: 'Unauthorized', codes: AUTH_CODES },
  404: { name: 'NotFound', codes: ['Not Found'] },
  413: { name: 'PayloadTooLarge', codes: ['PayloadTooLarge'] },
};
const pascal = (id: string) => id.split('.').map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
const errorContent = { 'application/json': { schema: ref('Error') } };

/** Gives every schema an operation uses a component name: inputs and outputs apart (io differs). */
function nameSchemas() {
  const inputs: Registry = z.registry<{ id: string }>();
  const outputs: Registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(SHARED_BODIES)) inputs.add(schema, { id: name });
  for (const [name, schema] of Object.entries(SHARED_ANSWERS)) outputs.add(schema, { id: name });
  outputs.add(errorBodySchema, { id: 'Error' });
  const name = (registry: Registry, schema: z.ZodMiniType, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
    return registry.get(schema)!.id;
  };
  const names = new Map<Operation, { body?: string; answer?: string }>();
  for (const op of operations) {
    const input = op.body ?? op.multipart;
    const body = input && name(inputs, input, `${pascal(op.id)}Body`);
    const { answer } = op;
    const out =
      answer.kind === 'json' ? name(outputs, answer.schema, `${pascal(op.id)}Answer`) : answer.kind === 'page' ? name(outputs, answer.item, `${pascal(op.id)}Item`) : undefined;
    names.set(op, { body, answer: out });
  }
  return { inputs, outputs, names };
}

/** A registry's schemas as JSON Schema 2020-12, referring to each other by component. */
function emit(registry: Registry, io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io, target: 'draft-2020-12', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}

function parameters(op: Operation): Json[] {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: TEXT_PARAMS.has(name!) ? { type: 'string' } : { type: 'integer', minimum: 0 },
  }));
  if (!op.query) return inPath;
  const { properties = {}, required = [] } = z.toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Json>; required?: string[] };
  const inQuery = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }));
  return [...inPath, ...inQuery];
}

function refusal(status: number, codes: string[]): Json {
  return { description: `${STATUS_NAMES[status] ?? 'Refused'}; \`message\` is one of: ${codes.join(', ')}`, content: errorContent, 'x-codes': codes };
}

/** The refusals by status: the generic ones the call may meet, then its own codes. */
function refusals(op: Operation): Record<string, Json> {
  const byStatus = new Map<number, string[]>();
  const add = (status: number, code: string) => byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  if (op.body || op.multipart || op.query) add(400, 'Bad Request');
  if (op.access !== 'public' && op.path.startsWith('/file/') === false) for (const code of AUTH_CODES) add(401, code);
  if (op.path.includes('{')) add(404, 'Not Found');
  if (op.body || op.multipart) add(413, 'PayloadTooLarge');
  for (const [code, status] of Object.entries(op.refusals ?? {})) if (status) add(status, code);
  return Object.fromEntries(
    [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => {
      const unique = [...new Set(codes)];
      const shared = SHARED_REFUSALS[status];
      if (shared && shared.codes.join() === unique.join()) return [String(status), { $ref: `#/components/responses/${shared.name}` }];
      return [String(status), refusal(status, unique)];
    }),
  );
}

function success(op: Operation, answerName: string | undefined): Record<string, Json> {
  const { answer } = op;
  if (answer.kind === 'empty') return { '204': { description: 'Done; no body.' } };
  if (answer.kind === 'file') return { '200': { description: 'A file download.', content: { [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } } } } };
  const schema =
    answer.kind === 'page'
      ? { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: ref(answerName!) }, meta: ref('PageMeta') } }
      : ref(answerName!);
  const ok: Json = { description: answer.kind === 'page' ? 'One page of the list.' : 'OK', content: { 'application/json': { schema } } };
  if (!op.conditional) return { '200': ok };
  const etag = { ETag: { description: 'Weak tag of the body; send it back in If-None-Match.', schema: { type: 'string' } } };
  return { '200': { ...ok, headers: etag }, '304': { description: 'Not modified since the If-None-Match tag.', headers: etag } };
}

function operationObject(op: Operation, names: { body?: string; answer?: string }): Json {
  const content = op.multipart ? 'multipart/form-data' : 'application/json';
  return {
    operationId: op.id,
    summary: op.summary,
    description: ACCESS[op.access],
    tags: [op.tag],
    ...(op.access === 'public' ? { security: [] } : {}),
    'x-access': op.access,
    ...(op.query || op.path.includes('{') ? { parameters: parameters(op) } : {}),
    ...(names.body ? { requestBody: { required: true, content: { [content]: { schema: ref(names.body) } } } } : {}),
    responses: { ...success(op, names.answer), ...refusals(op), default: { $ref: '#/components/responses/Failure' } },
  };
}

/** Bodies and answers side by side; one name for two shapes would silently drop one. */
function merge(inputs: Record<string, Json>, outputs: Record<string, Json>): Record<string, Json> {
  const twice = Object.keys(inputs).filter((name) => name in outputs);
  if (twice.length) throw new Error(`contract: ${twice.join(', ')} names both a body and an answer`);
  return { ...inputs, ...outputs };
}

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export function buildOpenApi(): Json {
  const { inputs, outputs, names } = nameSchemas();
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = operationObject(op, names.get(op)!);
  }
  for (const [path, item] of Object.entries(paths)) paths[path] = Object.fromEntries(METHODS.filter((m) => item[m]).map((m) => [m, item[m]!]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Giro API',
      version: '1.0.0',
      description: 'The product API Giro calls, generated from the contract registry in src/mocks/contract (docs/api/README.md). Refusals answer `{ statusCode, message, error }`; `message` is a code of the pt-BR catalogue in src/lib/api/errors.ts.',
    },
    servers: [{ url: 'http://localhost:4000', description: 'The mock API (npm run dev:mock)' }],
    security: [{ firebaseIdToken: [] }],
    tags: [...new Set(operations.map((op) => op.tag))].sort().map((name) => ({ name })),
    paths: sortedKeys(paths),
    components: {
      schemas: sortedKeys(merge(emit(inputs, 'input'), emit(outputs, 'output'))),
      responses: {
        ...Object.fromEntries(Object.entries(SHARED_REFUSALS).map(([status, { name, codes }]) => [name, refusal(Number(status), codes)])),
        Failure: { description: 'Unexpected failure (5xx).', content: errorContent },
      },
      securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' } },
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
