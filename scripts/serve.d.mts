import type { IncomingHttpHeaders } from 'node:http';

export function markRepeatedSlashes(req: { url?: string; headers: IncomingHttpHeaders }): boolean;
