import { AppError, MESSAGES } from '../api/errors';
import { ERR_CANCELED, isHttpError } from '../api/http-error';
import { env } from '../env';
import { onlyDigits } from '../validators/documents';

/** The postal-code lookup result (docs/product/records.md). */
export interface CepAddress {
  zipCode: string;
  street: string;
  complement: string;
  uf: string;
  city: string;
  neighborhood: string;
}

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
  // On demand, like the API's schemas: only address forms look CEPs up.
  const schema = import('./viacep-schema').catch(() => null);
  let data: unknown;
  try {
    const { default: axios } = await import('axios');
    data = (await axios.get<unknown>(`${env.viaCepUrl}/${digits}/json`, { timeout: 10_000, signal })).data;
  } catch (error) {
    if (isHttpError(error) && error.code === ERR_CANCELED) throw error;
    throw new CepNotFoundError();
  }
  const loaded = await schema;
  if (!loaded) throw new CepNotFoundError();
  const parsed = loaded.viaCepSchema.safeParse(data);
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
