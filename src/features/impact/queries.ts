import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImpactScope, PlatformImpactParams } from './api';
import { lazyApi } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const impactApi = lazyApi(() => import('./api').then((m) => m.impactApi));

/**
 * Impact (TkDodo style). Silent: the section shows its own 'Tentar novamente' in place of the
 * figures, so a failure never reads as 'Nenhuma negociação finalizada ainda.'.
 */
const impactQueries = {
  all: () => ['impact'] as const,
  detail: (scope: ImpactScope, params: PlatformImpactParams = {}) =>
    queryOptions({
      queryKey: [...impactQueries.all(), scope === 'platform' ? 'platform' : scope.companyId, params] as const,
      queryFn: () => impactApi.get(scope, params),
      meta: { silent: true },
    }),
};

export const useImpact = (scope: ImpactScope, params?: PlatformImpactParams) => useQuery(impactQueries.detail(scope, params));
