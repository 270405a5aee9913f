import * as z from 'zod/mini';

/**
 * The shape of one call of the product API in the contract registry (docs/api/README.md). The
 * registry reuses the features' answer schemas and the bodies the mock validates, so the document
 * generated from it (openapi.ts) says what the client parses and the mock refuses.
 */

/** A refusal code the API answers in `message`: the typed catalogue, so a misspelt code fails tsc. */
import type { RefusalCode } from '@/lib/api/codes';
export type { RefusalCode };

/** Domain refusals, code → HTTP status. Partial: with a union of codes, a record of some of them. */
export type Refusals = Readonly<Partial<Record<RefusalCode, number>>>;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call: `public` needs no token; `caller` a Firebase ID token whose account may still be
 * unproved (sign-up); `account` a proved, enabled account; `admin` / `superAdmin` a platform admin.
 */
export type Access = 'public' | 'caller' | 'account' | 'admin' | 'superAdmin';

/** What a successful call answers. */
export type Answer =
  | { kind: 'json'; schema: z.ZodMiniType }
  | { kind: 'page'; item: z.ZodMiniType }
  | { kind: 'empty' }
  | { kind: 'file'; mediaType: string };

export interface Operation {
  /** operationId: `area.verb`, e.g. `searches.create`. */
  id: string;
  method: Method;
  /** OpenAPI template, `{id}` for path parameters; the mock serves it as msw's `:id`. */
  path: string;
  /** Trailing path parameters the mock also serves the path without (msw `:name?`); the document lists the full path. */
  optional?: readonly string[];
  summary: string;
  access: Access;
  tag: string;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** A multipart/form-data body: its fields (`z.file()` for a file). */
  multipart?: z.ZodMiniObject;
  answer: Answer;
  /** Domain refusals (code → HTTP status) besides the generic ones every call may answer. */
  refusals?: Refusals;
  /** Answers a weak ETag and a bodiless 304 to `If-None-Match` (docs/deal/live.md). */
  conditional?: boolean;
}

export const json = (schema: z.ZodMiniType): Answer => ({ kind: 'json', schema });
export const page = (item: z.ZodMiniType): Answer => ({ kind: 'page', item });
export const empty: Answer = { kind: 'empty' };
export const xlsx: Answer = { kind: 'file', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** Refusals written `Code: status`; most domain refusals are 400s. */
export const refuse = (...codes: RefusalCode[]): Refusals => Object.fromEntries(codes.map((code) => [code, 400]));
