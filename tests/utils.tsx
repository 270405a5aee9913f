import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { setTokenSource } from '@/lib/api/token';
import { DEV_ACCOUNTS, type DevAccountKey } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';

/** Makes the API client send an emulator-style token for a dev account (README.md). */
export function signInAs(key: DevAccountKey): string {
  const account = DEV_ACCOUNTS[key];
  const token = makeTestToken(account.uid, { email: account.email });
  setTokenSource({ getToken: async () => token });
  return token;
}

/** A fresh QueryClient per test (no retries, so failures show at once). */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

export function renderWithClient(ui: ReactElement, options: RenderOptions & { client?: QueryClient } = {}) {
  const client = options.client ?? createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper, ...options }) };
}
