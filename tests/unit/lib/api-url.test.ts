// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiUrl } from '@/lib/env';

// The server reaches the API at API_SERVER_URL when set (docs/auth-and-ssr.md, "Deployment");
// the browser always at NEXT_PUBLIC_API_URL, the address the CSP and CORS name.
describe('getApiUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is NEXT_PUBLIC_API_URL without a trailing slash when API_SERVER_URL is unset', () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'http://localhost:4000/');
    vi.stubEnv('API_SERVER_URL', '');
    expect(getApiUrl()).toBe('http://localhost:4000');
  });

  it("on the server, is API_SERVER_URL when set: the app's own server reaches the API there", () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'http://localhost:4000');
    vi.stubEnv('API_SERVER_URL', 'http://api.internal:8080/');
    expect(getApiUrl()).toBe('http://api.internal:8080');
  });

  it('in the browser, ignores API_SERVER_URL', () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'http://localhost:4000');
    vi.stubEnv('API_SERVER_URL', 'http://api.internal:8080');
    vi.stubGlobal('window', {});
    try {
      expect(getApiUrl()).toBe('http://localhost:4000');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
