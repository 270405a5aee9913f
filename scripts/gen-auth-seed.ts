/**
 * Writes the Firebase Auth emulator's import folder (firebase-seed/) from the mock's dev
 * accounts, so both share uids. Run after changing DEV_ACCOUNTS: `npx tsx scripts/gen-auth-seed.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_ACCOUNTS, DEV_PASSWORD } from '../src/mocks/db/seed';

const root = join(process.cwd(), 'firebase-seed');
const created = String(Date.UTC(2026, 9, 1));

const users = Object.entries(DEV_ACCOUNTS).map(([key, account]) => ({
  localId: account.uid,
  email: account.email,
  emailVerified: key !== 'naoverificado',
  displayName: account.name,
  rawPassword: DEV_PASSWORD,
  providerUserInfo: [{ providerId: 'password', email: account.email, federatedId: account.email, rawId: account.email, displayName: account.name }],
  createdAt: created,
  lastLoginAt: created,
  validSince: String(Math.floor(Number(created) / 1000)),
  customAttributes: JSON.stringify({ role: key === 'superadmin' || key === 'admin' ? 'ADMIN' : 'COMMERCE' }),
}));

mkdirSync(join(root, 'auth_export'), { recursive: true });
const write = (file: string, data: unknown) => writeFileSync(join(root, file), JSON.stringify(data, null, 2) + '\n');
write('firebase-export-metadata.json', { version: '15.34.2', auth: { version: '15.34.2', path: 'auth_export' } });
write('auth_export/accounts.json', { kind: 'identitytoolkit#DownloadAccountResponse', users });
write('auth_export/config.json', { signIn: { allowDuplicateEmails: false } });
console.log(`wrote ${users.length} users to ${root}`);
