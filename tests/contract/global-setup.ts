import type { TestProject } from 'vitest/node';
import { DEV_ACCOUNTS, DEV_PASSWORD } from '@/mocks/db/seed';
import { ROLES, type ContractTokens, type Who } from './env';

/**
 * Against another server (API_URL), gets each account's ID token once for the whole run: given
 * directly in CONTRACT_TOKEN_<ROLE>, or by a password sign-in on Firebase Auth's REST API at
 * FIREBASE_AUTH_URL (the emulator or Google's), with CONTRACT_EMAIL_<ROLE> / CONTRACT_PASSWORD_<ROLE>
 * (the dev accounts' by default). A role that gets none fails only the tests that call as it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const tokens: ContractTokens = {};
  if (process.env.API_URL) {
    await Promise.all(ROLES.map(async (who) => (tokens[who] = await tokenFor(who))));
    const missing = ROLES.filter((who) => !tokens[who] || 'error' in tokens[who]);
    if (missing.length === ROLES.length) console.warn('[contract] no account has a token: every test that calls as one fails (docs/contract-tests.md, "Accounts").');
  }
  project.provide('contractTokens', tokens);
}

async function tokenFor(who: Who): Promise<ContractTokens[Who]> {
  const key = who.toUpperCase();
  const given = process.env[`CONTRACT_TOKEN_${key}`];
  if (given) return { token: given };
  const authUrl = (process.env.FIREBASE_AUTH_URL || '').replace(/\/+$/, '');
  if (!authUrl) return { error: `set CONTRACT_TOKEN_${key}, or FIREBASE_AUTH_URL to sign in` };
  const email = process.env[`CONTRACT_EMAIL_${key}`] || DEV_ACCOUNTS[who].email;
  const password = process.env[`CONTRACT_PASSWORD_${key}`] || DEV_PASSWORD;
  const apiKey = process.env.FIREBASE_API_KEY || 'demo-giro-api-key';
  try {
    const response = await fetch(`${authUrl}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
    return body.idToken ? { token: body.idToken } : { error: `sign-in of ${email} refused (${response.status} ${body.error?.message ?? ''})`.trim() };
  } catch (error) {
    return { error: `sign-in of ${email} failed: ${(error as Error).message}` };
  }
}
