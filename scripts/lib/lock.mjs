// @ts-check
/**
 * The machine-wide lock of the runs that start their own emulator, mock API and production app
 * (`npm run test:e2e`, `npm run bench:lighthouse`, `npm run bench:showcase`): two such runs on
 * one machine would fight over ports 3000/4000/9099 and over .next/.
 *
 * flock(1) locks the open file description that this process keeps open (flock gets it as fd 3
 * and exits), so the lock lasts exactly as long as this process, even if it is killed; children
 * do not inherit it (Node opens files close-on-exec).
 */
import { spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';

export const LOCK_FILE = process.env.E2E_LOCK_FILE || '/tmp/giro-e2e.lock';
/** flock's exit status when the lock is taken. */
const CONFLICT = 75;
/**
 * Set for everything a lock holder starts: a nested run (e.g. `npm run test:e2e` started by a
 * holder) must not wait for the lock its ancestor holds.
 */
export const LOCK_HELD_VAR = 'GIRO_E2E_LOCK_HELD';

/**
 * Take the lock, waiting up to `E2E_LOCK_WAIT_S` (default 1800 s) when another run holds it.
 * Returns false (after saying why) when it could not; the caller should exit non-zero.
 * Without flock(1) it warns and returns true (no lock).
 * @param {{ say: (text: string) => void, paint: (colour: 'yellow' | 'red', text: string) => string }} io
 * @returns {boolean}
 */
export function acquireMachineLock({ say, paint }) {
  const heldByAncestor = process.env[LOCK_HELD_VAR] === LOCK_FILE || process.env.GIRO_E2E_LOCKED === LOCK_FILE;
  if (heldByAncestor) {
    say(`${LOCK_FILE} is held by the run that started this one.`);
    return true;
  }
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).status !== 0) {
    say(paint('yellow', 'flock(1) not found (util-linux): running without the machine-wide lock.'));
    return true;
  }
  const fd = openSync(LOCK_FILE, 'a');
  /** @param {string[]} flockArgs */
  const lock = (flockArgs) => spawnSync('flock', [...flockArgs, '-E', String(CONFLICT), '3'], { stdio: ['ignore', 'inherit', 'inherit', fd] });
  let result = lock(['-n']);
  if (result.status === CONFLICT) {
    const waitS = Number(process.env.E2E_LOCK_WAIT_S || 1800);
    say(paint('yellow', `another e2e or benchmark run holds ${LOCK_FILE}; waiting up to ${waitS} s for it to finish…`));
    result = lock(['-w', String(waitS)]);
    if (result.status === CONFLICT) {
      say(paint('red', `gave up waiting for ${LOCK_FILE} after ${waitS} s.`));
      return false;
    }
  }
  if (result.status !== 0) {
    say(paint('red', `could not lock ${LOCK_FILE} (flock exit ${result.status ?? result.signal}).`));
    return false;
  }
  return true;
}
