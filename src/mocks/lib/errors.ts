/** An error answer of the mock: `{ statusCode, message, error? }` (DESIGN.md §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly error?: string,
    /** Values the catalogue's message names (`{available}`), sent as `details`. */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
  }
}

const NAMES: Record<number, string> = {
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
};

export const badRequest = (message = 'Bad Request') => new HttpError(400, message, NAMES[400]);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message, NAMES[401]);
export const notFound = (message = 'Not Found') => new HttpError(404, message, NAMES[404]);

export function errorBody(statusCode: number, message?: string, details?: Record<string, string | number>) {
  return { statusCode, message: message ?? NAMES[statusCode] ?? 'Error', error: NAMES[statusCode], ...(details ? { details } : {}) };
}
