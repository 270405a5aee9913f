import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@/lib/api/params';
import type { ImpactScope } from './api';
import { lazyRead } from '@/lib/api/lazy';
import { impactBaseUrl } from './model';

/** The reads (and their zod schemas) load with the first request, not with the page. */
const read = lazyRead(() => import('./api'));

interface ImpactParams extends QueryParams {
  from?: string;
  to?: string;
}

export interface PlatformImpactParams extends ImpactParams {
  companyId?: number;
}

/**
 * Impact (TkDodo style). Silent: the section shows its own 'Tentar novamente' in place of the
 * figures, so a failure never reads as 'Nenhuma negociação finalizada ainda.'.
 */
export const impactQueries = {
  all: () => ['impact'] as const,
  detail: (scope: ImpactScope, params: PlatformImpactParams = {}) =>
    queryOptions({
      queryKey: [...impactQueries.all(), scope === 'platform' ? 'platform' : scope.companyId, params] as const,
      queryFn: () => read((api, http) => http.get(impactBaseUrl(scope), api.impactSchema, params)),
      meta: { silent: true },
    }),
};

export const useImpact = (scope: ImpactScope, params?: PlatformImpactParams) => useQuery(impactQueries.detail(scope, params));
