import { queryOptions } from '@tanstack/react-query';
import { env } from '../env';

/** A state option (docs/product/records.md): id, name, uf. */
export interface StateOption {
  id: number;
  name: string;
  uf: string;
}

/** The IBGE state list (public service, no bearer token), sorted by name in pt-BR. */
export async function fetchStates(): Promise<StateOption[]> {
  // On demand, like the API's schemas: only address forms and the UF filters list states.
  const [{ default: axios }, { ibgeStatesSchema }] = await Promise.all([import('axios'), import('./ibge-schema')]);
  const { data } = await axios.get<unknown>(`${env.ibgeUrl}/estados`, { timeout: 10_000 });
  return ibgeStatesSchema
    .parse(data)
    .map((state) => ({ id: state.id, name: state.nome, uf: state.sigla }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * The IBGE queries (TkDodo style, like a feature's queries.ts). The state list never changes in a
 * session (`staleTime: Infinity`): every screen reads the same `StateOption[]` from its key (and
 * maps it to options with a memo), so a cached list always has one shape.
 */
export const ibgeQueries = {
  all: () => ['external', 'ibge'] as const,
  states: () => queryOptions({ queryKey: [...ibgeQueries.all(), 'states'] as const, queryFn: fetchStates, staleTime: Infinity }),
};
