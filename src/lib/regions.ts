import { isUf, type Uf } from '@/lib/validators/common';

/**
 * Brazil's five macro-regions (IBGE) and the UFs of each. Buyers weigh freight by distance, so
 * offers are grouped by how near they are to the delivery UF: the same UF, the same region, the rest.
 */
export const REGIONS = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_UFS: Readonly<Record<Region, readonly Uf[]>> = {
  Norte: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'],
  Nordeste: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'],
  'Centro-Oeste': ['DF', 'GO', 'MS', 'MT'],
  Sudeste: ['ES', 'MG', 'RJ', 'SP'],
  Sul: ['PR', 'RS', 'SC'],
};

const REGION_OF: ReadonlyMap<string, Region> = new Map(REGIONS.flatMap((region) => REGION_UFS[region].map((uf) => [uf, region] as const)));

/** The region of a UF (any case), or undefined for a text that is not a UF. */
export function regionOf(uf: string): Region | undefined {
  const upper = uf.toUpperCase();
  return isUf(upper) ? REGION_OF.get(upper) : undefined;
}

/** How near an offer in `uf` is to a delivery in `deliveryUf`. */
export type Proximity = 'UF' | 'REGION' | 'OTHER';
export const PROXIMITIES = ['UF', 'REGION', 'OTHER'] as const satisfies readonly Proximity[];

export function proximityOf(deliveryUf: string, uf: string): Proximity {
  if (deliveryUf.toUpperCase() === uf.toUpperCase()) return 'UF';
  const region = regionOf(deliveryUf);
  return region !== undefined && region === regionOf(uf) ? 'REGION' : 'OTHER';
}
