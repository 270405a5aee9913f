/**
 * Knobs of the mock API. Read from the environment at start-up and changeable at run time through
 * `POST /__mock/config` (e2e tests force faults and latency that way).
 */
export const MOCK_API_ORIGIN = (process.env.NEXT_PUBLIC_API_URL || 'http://localhost:4000').replace(/\/+$/, '');

function num(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const mockConfig = {
  latencyMs: num(process.env.MOCK_LATENCY_MS, 0),
  faultRate: num(process.env.MOCK_FAULT_RATE, 0),
  seedSize: process.env.MOCK_SEED_SIZE === 'large' ? ('large' as const) : ('default' as const),
  /** host:port of the Firebase Auth emulator, when the mock must create or update users. */
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-giro',
  /** The app's address, where the mails the API sends lead back to (an invitation's password mail). */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
};
