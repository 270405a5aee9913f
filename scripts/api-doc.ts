/**
 * `npm run api:doc`: writes docs/api/openapi.json from the contract registry (src/mocks/contract).
 * tests/integration/mock-api/openapi.test.ts fails while the committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openApiText } from '../src/mocks/contract/openapi';

const target = resolve(import.meta.dirname, '../docs/api/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, openApiText());
console.log(`wrote ${target}`);
