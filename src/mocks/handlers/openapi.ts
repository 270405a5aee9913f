import { http as mswHttp, HttpResponse } from 'msw';
import { MOCK_API_ORIGIN } from '../config';

/**
 * `GET /openapi.json`: the contract's OpenAPI 3.1 document (docs/api/README.md), built on the
 * first request (the JSON Schema conversion runs then, not with every test file). Not a product
 * call the client makes, so the contract does not list it.
 */
let document: Promise<Record<string, unknown>> | undefined;

export const openApiHandlers = [
  mswHttp.get(`${MOCK_API_ORIGIN}/openapi.json`, async () => {
    document ??= import('../contract/openapi').then(({ buildOpenApi }) => buildOpenApi());
    return HttpResponse.json(await document);
  }),
];
