import { handlers } from '../handlers';
import { operationOf } from './serve';
import type { Operation } from './types';

/**
 * Every call of the product API (docs/api/README.md): what the client makes and the mock serves,
 * read off the handlers registered with their operation (serve.ts), in the handlers' order.
 */
export const operations: readonly Operation[] = handlers.flatMap((handler) => operationOf(handler) ?? []);
