// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS as SEED_ACCOUNTS, DEV_PASSWORD as SEED_PASSWORD } from '@/mocks/db/seed';
import { DEV, DEV_PASSWORD } from '../../e2e/accounts';

const root = path.resolve(__dirname, '../../..');
const emulatorSeed = JSON.parse(readFileSync(path.join(root, 'firebase-seed/auth_export/accounts.json'), 'utf8')) as {
  users: Array<{ localId: string; email: string; rawPassword: string }>;
};

describe('the dev accounts agree everywhere (README.md)', () => {
  const mockEmails = Object.values(SEED_ACCOUNTS).map((a) => a.email).sort();

  it('e2e fixtures, the emulator seed (which the dev banner lists) and the mock store list the same e-mails', () => {
    expect(Object.values(DEV).sort()).toEqual(mockEmails);
    expect(emulatorSeed.users.map((u) => u.email).sort()).toEqual(mockEmails);
  });

  it('the emulator seed and the mock store share uids, and everyone uses the same password', () => {
    const uids = Object.fromEntries(Object.values(SEED_ACCOUNTS).map((a) => [a.email, a.uid]));
    for (const user of emulatorSeed.users) {
      expect(user.localId).toBe(uids[user.email]);
      expect(user.rawPassword).toBe(SEED_PASSWORD);
    }
    expect(DEV_PASSWORD).toBe(SEED_PASSWORD);
  });

  it('the e2e keys name the mock store keys', () => {
    for (const [key, email] of Object.entries(DEV)) {
      expect(SEED_ACCOUNTS[key as keyof typeof SEED_ACCOUNTS]?.email).toBe(email);
    }
  });
});
