import { z } from 'zod';
import { AppError, MESSAGES } from '../api/errors';
import { ERR_CANCELED, isHttpError } from '../api/http-error';
import { env } from '../env';
import { onlyDigits } from '../validators/documents';

/** The postal-code lookup result (SPEC.md §3). */
export interface CepAddress {
  zipCode: string;
  street: string;
  complement: string;
  uf: string;
  city: string;
  neighborhood: string;
}

/** What ViaCEP answers: cep, logradouro, complemento, uf, localidade, bairro, or erro. */
const viaCepSchema = z.object({
  cep: z.string().optional(),
  logradouro: z.string().optional(),
  complemento: z.string().optional(),
  uf: z.string().optional(),
  localidade: z.string().optional(),
  bairro: z.string().optional(),
  erro: z.union([z.boolean(), z.string()]).optional(),
});

class CepNotFoundError extends AppError {
  constructor() {
    super(MESSAGES.cepNotFound, 'CepNotFound');
    this.name = 'CepNotFoundError';
  }
}

/**
 * Looks a CEP up (public service, no bearer token). Anything but an address — unknown CEP
 * (`erro`), a malformed CEP, a failed call or an odd answer — is 'Não conseguimos localizar este
 * CEP!'.
 */
export async function lookupCep(cep: string, { signal }: { signal?: AbortSignal } = {}): Promise<CepAddress> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) throw new CepNotFoundError();
  let data: unknown;
  try {
    const { default: axios } = await import('axios'); // on demand: only address forms look CEPs up
    data = (await axios.get<unknown>(`${env.viaCepUrl}/${digits}/json`, { timeout: 10_000, signal })).data;
  } catch (error) {
    if (isHttpError(error) && error.code === ERR_CANCELED) throw error;
    throw new CepNotFoundError();
  }
  const parsed = viaCepSchema.safeParse(data);
  if (!parsed.success || parsed.data.erro === true || parsed.data.erro === 'true' || !parsed.data.uf) throw new CepNotFoundError();
  const answer = parsed.data;
  return {
    zipCode: onlyDigits(answer.cep ?? digits),
    street: answer.logradouro ?? '',
    complement: answer.complemento ?? '',
    uf: answer.uf ?? '',
    city: answer.localidade ?? '',
    neighborhood: answer.bairro ?? '',
  };
}
