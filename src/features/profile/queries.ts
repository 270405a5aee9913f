import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthIdentity } from '@/features/auth/api';
import { useAuth } from '@/features/auth/queries';
import { env } from '@/lib/env';
import { notifySuccess } from '@/lib/notify';
import { routes } from '@/lib/routes';
import { updateProfileFlow } from './flows';
import { emailChanges } from './form-values';
import type { ProfileFormOutput } from './schemas';
import { lazyRead } from '@/lib/api/lazy';

/** The read (and its zod schema) loads with the first request, not with the page. */
const read = lazyRead(() => import('./api'));

/** The profile's queries (TkDodo style). */
export const profileQueries = {
  all: () => ['profile'] as const,
  me: () => queryOptions({ queryKey: [...profileQueries.all(), 'me'] as const, queryFn: () => read((api, http) => http.get('/profile', api.profileSchema)) }),
};

export const useProfile = () => useQuery(profileQueries.me());

/** The identity provider's signed-in user (null when there is none). */
function useAuthIdentity(): AuthIdentity | null {
  const { gateway } = useAuth();
  const [identity, setIdentity] = useState<AuthIdentity | null>(null);
  useEffect(() => gateway.onChange(setIdentity), [gateway]);
  return identity;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  const { gateway, refresh } = useAuth();
  const identity = useAuthIdentity();
  return useMutation({
    mutationFn: (values: ProfileFormOutput) => updateProfileFlow(gateway, identity, values, `${env.siteUrl || window.location.origin}${routes.participe()}`),
    // The form shows the failure (a field, or a toast).
    meta: { silent: true },
    onSuccess: (profile, values) => {
      notifySuccess(
        emailChanges(values)
          ? `Perfil salvo. Enviamos um link de confirmação para ${values.email.trim()}: o e-mail muda quando você abri-lo.`
          : 'Perfil salvo com sucesso.',
      );
      client.setQueryData(profileQueries.me().queryKey, profile);
      // The header shows the session user: give it the new name and e-mail.
      void refresh().catch(() => undefined);
    },
  });
}
