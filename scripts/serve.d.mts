import type { IncomingHttpHeaders } from 'node:http';

export const SLASHES_NORMALISED_HEADER: string;
export function markRepeatedSlashes(req: { url?: string; headers: IncomingHttpHeaders }): boolean;
