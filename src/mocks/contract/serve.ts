import type { PathParams, RequestHandler } from 'msw';
import { type Resolver, route } from '../lib/http';
import type { Method, Operation } from './types';

/**
 * Each call of the product API is declared where the mock serves it (docs/api/README.md): its
 * handler is registered with the operation, so method and path are written once and the registry
 * (`operations` in index.ts) is read off the registered handlers.
 */

/** An operation as its handler declares it: the area gives the tag, the verb the method. */
export type Declared = Omit<Operation, 'tag' | 'method'>;

const declared = new WeakMap<RequestHandler, Operation>();

/** The msw path of an OpenAPI template: `/company/{id}` → `/company/:id` (`:name?` for an optional one). */
const mswPath = ({ path, optional = [] }: Declared) => path.replace(/\{(\w+)\}/g, (_, name: string) => `:${name}${optional.includes(name) ? '?' : ''}`);

/**
 * The route builders of one tag of the document: `serve.get({ id, path, summary, access, … },
 * resolver)` registers the msw handler as `route.get` does and records the operation.
 */
export function area(tag: string) {
  const verb =
    (method: Method) =>
    <P extends PathParams = PathParams>(operation: Declared, resolver: Resolver<P>) => {
      const handler = route[method]<P>(mswPath(operation), resolver);
      declared.set(handler, { ...operation, method, tag });
      return handler;
    };
  return { get: verb('get'), post: verb('post'), put: verb('put'), patch: verb('patch'), delete: verb('delete') };
}

/** The operation a handler was registered with; none for the mock's own routes (`/__mock/*`, stand-ins). */
export const operationOf = (handler: RequestHandler): Operation | undefined => declared.get(handler);
