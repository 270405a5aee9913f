import { describe, expect, it } from 'vitest';
import { proximityOf, REGION_UFS, REGIONS, regionOf } from '@/lib/regions';
import { UFS } from '@/lib/validators/common';

describe('regions', () => {
  it('puts each of the 27 UFs in exactly one region', () => {
    const listed = REGIONS.flatMap((r) => REGION_UFS[r]);
    expect([...listed].sort()).toEqual([...UFS].sort());
    expect(new Set(listed).size).toBe(27);
  });

  it('knows the IBGE regions', () => {
    expect(regionOf('SP')).toBe('Sudeste');
    expect(regionOf('mg')).toBe('Sudeste');
    expect(regionOf('DF')).toBe('Centro-Oeste');
    expect(regionOf('TO')).toBe('Norte');
    expect(regionOf('MA')).toBe('Nordeste');
    expect(regionOf('SC')).toBe('Sul');
    expect(regionOf('XX')).toBeUndefined();
    expect(regionOf('')).toBeUndefined();
  });

  it('tells how near an offer is to the delivery UF', () => {
    expect(proximityOf('MG', 'MG')).toBe('UF');
    expect(proximityOf('MG', 'sp')).toBe('REGION');
    expect(proximityOf('MG', 'RS')).toBe('OTHER');
    expect(proximityOf('GO', 'DF')).toBe('REGION');
    expect(proximityOf('XX', 'SP')).toBe('OTHER');
  });
});
