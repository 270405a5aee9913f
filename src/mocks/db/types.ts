import type { AccountStatus, AccountType } from '@/features/auth/api';
import type { DecisionAction, DecisionSubjectKind } from '@/features/moderation/api';
import type { Address } from '@/lib/validators/address';
import type { ApiPhone } from '@/lib/validators/phone';
import type { PaymentData } from '@/lib/validators/payment-schema';
import type { CatalogueTables } from './catalogue';
import type { AnnouncementTables } from './announcements';
import type { DealTables } from './deals';

/**
 * Records of the in-memory store. API shapes come from the features' zod schemas; records hold
 * what the server keeps besides (uids, owners, bytes).
 */
export interface AccountRecord {
  id: number;
  /** Firebase uid: the same in the auth-emulator seed and here. */
  uid: string;
  email: string;
  name: string;
  cpf: string;
  phone: ApiPhone | null;
  accountType: AccountType;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  status: AccountStatus;
  createdAt: string;
  /** Whether the Firebase user confirmed the e-mail, as the server last learnt it (lib/auth.ts). */
  emailVerified: boolean;
  /** An invited admin who has not signed in yet, so has not set a password (admins.ts). */
  invitePending?: boolean;
  /** docs/identity.md: the address of an e-mail change whose verify-before-update link is not followed yet. */
  pendingEmail?: string | null;
}

type CompanyStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'INACTIVE';

export interface CompanyRecord {
  id: number;
  cnpj: string;
  companyName: string;
  tradeName: string;
  email: string;
  phone: ApiPhone | null;
  website: string;
  address: Address;
  status: CompanyStatus;
  /** Account that registered the company (its owner). */
  ownerAccountId: number;
  /** Set for a subsidiary. */
  parentCompanyId: number | null;
  rejectionReason: string | null;
  /** The identity (CNPJ, names) last approved, while a change of it waits for review; else absent or null. */
  previousIdentity?: CompanyIdentity | null;
  /** Why an admin suspended it, while INACTIVE (docs/moderation.md); else absent or null. */
  suspensionReason?: string | null;
  createdAt: string;
  /** PIX key and/or bank account (docs/deal/payment.md); absent: none yet. */
  payment?: PaymentData | null;
}

export interface CompanyIdentity {
  cnpj: string;
  companyName: string;
  tradeName: string;
}

type CompanyRole = 'COLLABORATOR' | 'ADMIN';

export interface CollaboratorRecord {
  id: number;
  companyId: number;
  accountId: number;
  role: CompanyRole;
  createdAt: string;
}

/**
 * A company's invitation to an account that already exists: it joins only on accepting
 * (handlers/invitations.ts). `name` is what the inviter typed, never the account's own name.
 */
export interface InvitationRecord {
  id: number;
  companyId: number;
  accountId: number;
  name: string;
  email: string;
  role: CompanyRole;
  invitedByAccountId: number;
  createdAt: string;
}

export interface FileRecord {
  id: number;
  name: string;
  mimetype: string;
  size: number;
  /** Random (lib/file-links.ts): the address holds it, not the sequential id. */
  token: string;
  /** `/file/{token}/{name}`, unsigned: public only while the file is on a published announcement. */
  url: string;
  bytes: Uint8Array;
  ownerAccountId: number | null;
  createdAt: string;
}

/**
 * One moderation decision (docs/moderation.md): who decided what about a company, announcement or
 * search, when and why. Kept for ever; the history calls and the news read it.
 */
export interface DecisionRecord {
  id: number;
  subject: { kind: DecisionSubjectKind; id: number };
  action: DecisionAction;
  byAccountId: number;
  /** ISO date-time. */
  at: string;
  reason?: string;
}

/** What an admin decides about a client's account (`PUT /admin/profile/{id}`, docs/moderation.md "Accounts"). */
export type AccountDecisionAction = 'ACTIVATED' | 'DEACTIVATED' | 'REACTIVATED';

/**
 * An admin's decision about a client's account, kept in the same record: activating a PENDING
 * account, disabling it, enabling it again. Not part of the moderation API's `Decision` (no history
 * call reads it); `GET /user` (`activatedAt`) and `GET /news` ('Cadastro ativado') do.
 */
export interface AccountDecisionRecord {
  id: number;
  subject: { kind: 'account'; id: number };
  action: AccountDecisionAction;
  byAccountId: number;
  /** ISO date-time. */
  at: string;
}

export interface Db extends CatalogueTables, AnnouncementTables, DealTables {
  accounts: AccountRecord[];
  companies: CompanyRecord[];
  collaborators: CollaboratorRecord[];
  invitations: InvitationRecord[];
  files: FileRecord[];
  decisions: (DecisionRecord | AccountDecisionRecord)[];
  /** Last id handed out per collection. */
  sequences: Record<string, number>;
}
