import * as z from 'zod/mini';

/** What ViaCEP answers (lib/external/viacep.ts loads this with the first lookup): cep, logradouro, complemento, uf, localidade, bairro, or erro. */
export const viaCepSchema = z.object({
  cep: z.optional(z.string()),
  logradouro: z.optional(z.string()),
  complemento: z.optional(z.string()),
  uf: z.optional(z.string()),
  localidade: z.optional(z.string()),
  bairro: z.optional(z.string()),
  erro: z.optional(z.union([z.boolean(), z.string()])),
});
