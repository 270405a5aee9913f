import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthIdentity } from '@/features/auth/api';
import { useAuth } from '@/features/auth/queries';
import { notifySuccess } from '@/lib/notify';
import { profileApi } from './api';
import { updateProfileFlow } from './flows';
import type { ProfileFormOutput } from './schemas';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: profileApi.get });
}

/** The identity provider's signed-in user (null when there is none). */
export function useAuthIdentity(): AuthIdentity | null {
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
    mutationFn: (values: ProfileFormOutput) => updateProfileFlow(gateway, identity, values),
    // The form shows the failure (a field, or a toast).
    meta: { silent: true },
    onSuccess: (profile) => {
      notifySuccess('Perfil salvo com sucesso.');
      client.setQueryData(profileKeys.me(), profile);
      // The header shows the session user: give it the new name and e-mail.
      void refresh().catch(() => undefined);
    },
  });
}
