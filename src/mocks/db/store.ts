import { createSeed } from './seed';
import type { Db } from './types';

/** The one in-memory store of the mock API. `resetDb()` restores the deterministic seed. */
export let db: Db = createSeed();

export function resetDb(): void {
  db = createSeed();
}

/** The next id of a collection. */
export function nextId(collection: string): number {
  const next = (db.sequences[collection] ?? 0) + 1;
  db.sequences[collection] = next;
  return next;
}

export function now(): string {
  return new Date().toISOString();
}
