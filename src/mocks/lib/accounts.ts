import type { Profile } from '@/features/profile/api';
import { db } from '../db/store';
import type { AccountRecord } from '../db/types';

/** Accounts by e-mail and the companies of an account: asked by sign-up, invites, clients and reports. */

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const findAccountByEmail = (email: string) => db.accounts.find((a) => sameEmail(a.email, email));

/** Companies the account owns or belongs to. */
export function companiesOf(accountId: number) {
  const memberOf = new Set(db.collaborators.filter((c) => c.accountId === accountId).map((c) => c.companyId));
  return db.companies.filter((c) => c.ownerAccountId === accountId || memberOf.has(c.id));
}

/** An account as `GET /profile` answers it; an admin's client row builds on the same fields. */
export function toProfile(account: AccountRecord): Profile {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    cpf: account.cpf,
    phone: account.phone,
    accountType: account.accountType,
    status: account.status,
    createdAt: account.createdAt,
    pendingEmail: account.pendingEmail ?? null,
  };
}
