import type { CreatedPeriodParams } from './days';

/*
 * How a list call sends its creation period (docs/product/limits.md: dates travel as yyyy/MM/dd). Apart from
 * lib/days (São Paulo day logic, the API's schema) so that the features' api.ts files, which every
 * page of theirs loads, do not carry that logic for one conversion.
 */

/** 'yyyy-MM-dd' → 'yyyy/MM/dd'. */
export function toApiDay(day: string): string {
  return day.replaceAll('-', '/');
}

/** A list call's params with the period as the API takes it. */
export function withApiPeriod<P extends CreatedPeriodParams>(params: P): P {
  const { createdFrom, createdTo } = params;
  return {
    ...params,
    ...(createdFrom ? { createdFrom: toApiDay(createdFrom) } : {}),
    ...(createdTo ? { createdTo: toApiDay(createdTo) } : {}),
  };
}
