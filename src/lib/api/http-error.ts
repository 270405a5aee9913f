import type { AxiosError } from 'axios';

/**
 * `error instanceof AxiosError` without loading axios: axios marks its errors with
 * `isAxiosError: true` (the same test as `axios.isAxiosError`). Keeps the error mapper, the query
 * client and everything that only reads errors off the first-load bundle; axios itself arrives
 * with the first request (client.ts).
 */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios' code for an aborted request (`AxiosError.ERR_CANCELED`). */
export const ERR_CANCELED = 'ERR_CANCELED';


/** An answer the API gave on purpose (a 4xx): trying the same request again will not change it. */
export function isRefusal(error: unknown): boolean {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/** A 5xx answer or none at all: the server's or the network's failure, which a retry may not meet. */
export function isTransient(error: unknown): boolean {
  return isHttpError(error) && (!error.response || error.response.status >= 500);
}
