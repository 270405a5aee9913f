/**
 * The API's refusal codes, the contract's one list: the mock's refusals accept only these
 * (src/mocks/lib/errors.ts), the client words each in `DOMAIN_MESSAGES` / `AUTH_MESSAGES`
 * (./errors.ts) and forms put them on fields (`FieldErrorCodes`), so a misspelt or unworded code
 * fails `tsc`. An answer carries its code in `message`: `{ statusCode, message: 'Code', error }`.
 * How to add one: docs/errors.md.
 */

/** The API's own codes, by the HTTP status they are answered with (a code may go with two). */
const DOMAIN_REFUSALS = {
  /** 400 Bad Request: the call breaks a business rule of the records it touches. */
  400: [
    'MaxFeaturedsAnnouncementsReached',
    'AnnouncementAlreadyFeatured',
    'InvalidFile',
    'CpfAlreadyExists',
    'CnpjAlreadyExists',
    'CompanyNotApproved',
    'CompanyPending',
    'CompanyRejected',
    'CompanyInactive',
    'DuplicateName',
    'EntryInUse',
    'CategoryHasSubCategories',
    'UnitInUse',
    'ProductInUse',
    'ProductWithoutCategory',
    'InvalidCatalogueReference',
    'InvalidStatusTransition',
    'NegotiationClosed',
    'QuantityAboveAvailable',
    'QuantityNotWhole',
    'NegotiationAlreadyOpen',
    'NegotiationNotEditable',
    'StatusWithValues',
    'NothingToChange',
    'ProposalPending',
    'ProposalNotPending',
    'OwnProposal',
    'OwnAnnouncement',
    'InterestAlreadyRegistered',
    'AnnouncementSoldOut',
    'ProductOrCategoryRequired',
    'CategoryNotFound',
    'DeadlineInPast',
    'SearchInactive',
    'CollaboratorAlreadyExists',
    'DeferralNotPending',
    'ProductNotFound',
    'UnitNotFound',
    'FileNotFound',
    'AnnouncementPhotoRequired',
    'PhotoMustBeImage',
    'AnnouncementNotApproved',
    'RejectionReasonRequired',
    'InvalidSpreadsheet',
    'SpreadsheetUnreadable',
    'SpreadsheetEmpty',
    'SpreadsheetMissingColumns',
    'SpreadsheetTooLarge',
    'SpreadsheetTooHeavy',
    'InvalidParentCompany',
    'CompanyOwnerLocked',
    'OwnAdminLevelLocked',
    'FileNotOwned',
    'InvitationAlreadyPending',
    'InvalidMonth',
    'MonthRangeReversed',
    'ModerationReasonRequired',
    'ModerationNotApproved',
    'CompanyNotInactive',
    'ModerationActionInvalid',
    'CompanySuspended',
    'NegotiationOnHold',
    'OwnCompanyNegotiation',
    'CounterpartyNotApproved',
    'StockNotEnough',
    'QuantityBelowReserved',
    'InvalidSince',
    'EmailMismatch',
    'EmailChangeNeedsVerification',
    'CompanyNotApprovedToInvite',
    'EmailAlreadyVerified',
    'DeliveryTermsRequired',
    'InvalidPixKey',
    'OnlyBuyerPays',
    'OnlySellerConfirms',
    'OnlySellerInvoices',
    'NotAwaitingPayment',
    'PaymentAlreadySent',
    'PaymentNotSent',
    'PaymentAlreadyConfirmed',
    'PaymentNotConfirmed',
    'InvoiceRequired',
    'InvoiceNotAllowed',
    'InvalidNfeKey',
  ],
  /** 401 Unauthorized: the caller's account may not come in (docs/identity.md). */
  401: ['EmailNotVerified', 'UserNotFound', 'UserDisabled', 'UserPending'],
  /** 404 Not Found: the record named is not there (most 404s carry no code). */
  404: ['UserNotFound'],
  /** 413 Payload Too Large: the body passes its route's cap (docs/security.md). */
  413: ['PayloadTooLarge'],
  /** 429 Too Many Requests: a limit per address or per account (docs/security-abuse.md). */
  429: ['TooManyRequests', 'VerificationMailTooSoon'],
} as const;

/**
 * Firebase Auth codes Giro words (`AUTH_MESSAGES`), without `auth/`: the Admin SDK's, which the
 * API forwards as they come, and the client SDK's, which the sign-in screens get directly.
 */
export type FirebaseAuthCode =
  | 'user-not-found'
  | 'invalid-login-credentials'
  | 'invalid-credential'
  | 'wrong-password'
  | 'email-already-exists'
  | 'email-already-in-use'
  | 'insufficient-permission'
  | 'invalid-email'
  | 'session-cookie-expired'
  | 'session-cookie-revoked'
  | 'id-token-expired'
  | 'id-token-revoked'
  | 'user-token-expired'
  | 'too-many-requests'
  | 'user-disabled'
  | 'weak-password'
  | 'network-request-failed'
  | 'invalid-action-code'
  | 'expired-action-code'
  | 'missing-password'
  | 'requires-recent-login';

/** The Firebase Admin codes the API itself answers with, by status. */
const FORWARDED_AUTH_REFUSALS = {
  400: ['email-already-exists', 'invalid-email'],
  401: ['insufficient-permission', 'id-token-expired', 'id-token-revoked', 'requires-recent-login'],
} as const satisfies { readonly [status: number]: readonly FirebaseAuthCode[] };

/**
 * Codes worded in `DOMAIN_MESSAGES` that the API does not send: the app's own (a CEP ViaCEP does
 * not know, a spreadsheet preview that ran out of time) and retired ones, kept so that an older
 * server's answer still reads well (`SearchNotRejected`: docs/deal/searches.md;
 * `AdminCannotJoinCompany`: docs/security.md).
 */
export const CLIENT_CODES = ['CepNotFound', 'SpreadsheetTimeout'] as const;
export const RETIRED_CODES = ['AccountAlreadyExists', 'SearchNotRejected', 'AdminCannotJoinCompany'] as const;

type Domain = typeof DOMAIN_REFUSALS;
type Forwarded = typeof FORWARDED_AUTH_REFUSALS;

/** The statuses a refusal code goes with. */
export type RefusalStatus = keyof Domain;

/** The codes the API answers with `status`. */
export type RefusalCodeFor<S extends number> =
  | (S extends keyof Domain ? Domain[S][number] : never)
  | (S extends keyof Forwarded ? Forwarded[S][number] : never);

/** Every code the API may answer with, whatever its status. */
export type RefusalCode = RefusalCodeFor<RefusalStatus>;

/** The codes `DOMAIN_MESSAGES` words: the API's own, the app's own and the retired. */
export type DomainCode =
  | Domain[RefusalStatus][number]
  | (typeof CLIENT_CODES)[number]
  | (typeof RETIRED_CODES)[number];

/** Each code the API may send, with the statuses it goes with (for tests and the docs). */
export function refusalStatuses(): ReadonlyMap<RefusalCode, readonly RefusalStatus[]> {
  const found = new Map<RefusalCode, RefusalStatus[]>();
  for (const table of [DOMAIN_REFUSALS, FORWARDED_AUTH_REFUSALS] as const) {
    for (const [status, codes] of Object.entries(table)) {
      for (const code of codes) found.set(code, [...(found.get(code) ?? []), Number(status) as RefusalStatus]);
    }
  }
  return found;
}

const ALL_REFUSAL_CODES: ReadonlySet<string> = new Set(refusalStatuses().keys());

/** Whether an answer's `message` is one of the API's codes (a form's `fieldErrors` key). */
export function isRefusalCode(value: string | undefined): value is RefusalCode {
  return value !== undefined && ALL_REFUSAL_CODES.has(value);
}
