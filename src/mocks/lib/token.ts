/**
 * The Firebase Auth emulator signs nothing: its ID token is `header.payload.` with `alg: none`.
 * The mock decodes the payload; tests build the same shape with `makeTestToken`.
 */
export interface TokenClaims {
  user_id: string;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  /** Required: a token without it is refused. */
  exp: number;
  iat?: number;
  [claim: string]: unknown;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const json = Buffer.from(parts[1].replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const payload = JSON.parse(json) as Partial<TokenClaims>;
    const uid = payload.user_id ?? payload.sub;
    if (typeof uid !== 'string' || !uid) return null;
    // A token must say when it expires, as a number (Firebase ID tokens always do): one that does
    // not would be valid for ever.
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
    return { ...payload, user_id: uid } as TokenClaims;
  } catch {
    return null;
  }
}

/** An emulator-style token for tests: valid for an hour unless `exp` says otherwise. */
export function makeTestToken(uid: string, claims: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ user_id: uid, sub: uid, iat: now, exp: now + 3600, email_verified: true, ...claims }));
  return `${header}.${payload}.`;
}
