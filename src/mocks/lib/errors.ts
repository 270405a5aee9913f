import type { RefusalCodeFor } from '@/lib/api/codes';

const NAMES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
} as const;

type Named = keyof typeof NAMES;

/**
 * A 400 that names the input that failed, `field: problem` ('; ' between several), as a body's
 * schema, a query parameter or a multipart field reports it. The client shows the 400's message.
 */
export type FieldProblem = `${string}: ${string}`;

/**
 * What `message` may carry with status S: one of the status's codes (lib/api/codes.ts), the
 * status's own name (no code: the client shows the status's message), or for a 400 the input
 * that failed. A misspelt code is none of these and fails `tsc`.
 */
type RefusalMessage<S extends number> =
  | RefusalCodeFor<S>
  | (S extends Named ? (typeof NAMES)[S] : never)
  | (S extends 400 ? FieldProblem : never);

/** An error answer of the mock: `{ statusCode, message, error?, details? }` (docs/product/calls.md). */
export class HttpError<S extends number = number> extends Error {
  readonly error: string | undefined;

  constructor(
    readonly statusCode: S,
    message: RefusalMessage<S>,
    /** Values the catalogue's message names (`{available}`), sent as `details`. */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.error = errorName(statusCode);
  }

  /** The answer's body. */
  body() {
    return errorBody(this.statusCode, this.message, this.details);
  }
}

function errorName(statusCode: number): string | undefined {
  return Object.hasOwn(NAMES, statusCode) ? NAMES[statusCode as Named] : undefined;
}

/** A 400 with its code, or naming the one input that failed (`badRequest(\`${name}: Invalid date\`)`). */
export const badRequest = (message: RefusalMessage<400> = 'Bad Request') => new HttpError(400, message);
export const unauthorized = (code: RefusalCodeFor<401> | 'Unauthorized' = 'Unauthorized') => new HttpError(401, code);
export const notFound = (code: RefusalCodeFor<404> | 'Not Found' = 'Not Found') => new HttpError(404, code);

/** A 400 naming every input that failed, as a schema's issues list them. */
export function invalidInput(problems: readonly FieldProblem[]) {
  // Problems joined by '; ' still read `field: problem`.
  return problems.length > 0 ? new HttpError(400, problems.join('; ') as FieldProblem) : badRequest();
}

/**
 * The body of an error answer. Refusals are HttpErrors (typed above); this also serialises what
 * the `/__mock/fail` control forces, which may be any text a test needs.
 */
export function errorBody(statusCode: number, message?: string, details?: Record<string, string | number>) {
  const error = errorName(statusCode);
  return { statusCode, message: message ?? error ?? 'Error', error, ...(details ? { details } : {}) };
}
