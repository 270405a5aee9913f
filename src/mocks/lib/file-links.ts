import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MOCK_API_ORIGIN } from '../config';
import { calledOrigin } from './called-origin';
import type { FileRecord } from '../db/types';

/**
 * File addresses (docs/security.md, "Files"): each stored file has a random token, and its address
 * is `/file/{token}/{name}`. A published announcement's files are read by that address alone (an
 * <img> sends no bearer token); any other file needs the caller's bearer token or a signed query
 * `?exp=…&sig=…` that the API adds to the addresses it gives to someone allowed to read it.
 */

/** Signs the addresses and derives the seed's tokens. Random per process: nothing outside can forge them. */
const SECRET = randomBytes(32);

/** How long a signed address lasts: to the end of the next whole hour, so it is the same for an hour (images stay cached). */
const SIGNED_HOURS = 2;

/** 24 random bytes, base64url: 32 characters. */
function newFileToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The seed's tokens come from the process secret, so two seeds are equal (the seed is
 * deterministic, and a reset keeps the addresses a page already holds) yet nobody can guess them.
 */
export function seedFileToken(id: number): string {
  return createHmac('sha256', SECRET).update(`seed-file:${id}`).digest().subarray(0, 24).toString('base64url');
}

function fileUrl(token: string, name: string): string {
  return `${MOCK_API_ORIGIN}/file/${token}/${encodeURIComponent(name)}`;
}

/** A file record with its token and address. */
export function makeFileRecord(input: Omit<FileRecord, 'token' | 'url' | 'size'> & { token?: string }): FileRecord {
  const token = input.token ?? newFileToken();
  return { ...input, token, url: fileUrl(token, input.name), size: input.bytes.byteLength };
}

/** The file's unsigned address on the origin of the call being answered (lib/called-origin.ts). */
function calledAddress(file: FileRecord): string {
  return `${calledOrigin()}${file.url.slice(MOCK_API_ORIGIN.length)}`;
}

function signature(token: string, exp: number): string {
  return createHmac('sha256', SECRET).update(`${token}.${exp}`).digest('base64url');
}

/** The file's address with `?exp=…&sig=…`: readable without a bearer token until `exp` (seconds). */
export function signedFileUrl(file: FileRecord, nowMs = Date.now()): string {
  const exp = (Math.floor(nowMs / 3_600_000) + SIGNED_HOURS) * 3600;
  return `${calledAddress(file)}?exp=${exp}&sig=${signature(file.token, exp)}`;
}

/** Whether the query carries a signature of this token that has not expired. */
export function hasValidSignature(token: string, query: URLSearchParams, nowMs = Date.now()): boolean {
  const exp = query.get('exp') ?? '';
  const sig = query.get('sig') ?? '';
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(token, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The address an answer carries: the bare one for a file of a published announcement (the
 * showcase's photos, cacheable by everyone), else a signed one for the caller the answer is for.
 */
export function fileLink(file: FileRecord, published: boolean): string {
  return published ? calledAddress(file) : signedFileUrl(file);
}
