import { useRouter } from 'next/router';
import { positiveIntParam, type QueryValue } from '../query-param';

/**
 * A numeric dynamic route parameter (`/empresas/[id]` → 12): `undefined` until the router has
 * read the address, `null` when the segment is not a positive whole number ('abc', '0', '1.5').
 */
export function useRouteId(name = 'id'): number | null | undefined {
  const { query, isReady } = useRouter();
  return isReady ? routeId(query, name) : undefined;
}

/** The same, read from a query object (the router's, or `getServerSideProps`' context). */
export function routeId(query: Record<string, QueryValue>, name = 'id'): number | null {
  return positiveIntParam(query[name]) ?? null;
}
