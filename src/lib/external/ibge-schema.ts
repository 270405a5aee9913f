import * as z from 'zod/mini';

/** IBGE's answer to `/estados` (lib/external/ibge.ts loads this with the first request). */
export const ibgeStatesSchema = z.array(z.object({ id: z.number(), nome: z.string(), sigla: z.string() }));
