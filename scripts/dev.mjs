#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the Firebase Auth emulator (:9099), the mock API (:4000) and `next dev` (:3000)
 * together, with prefixed output (scripts/lib/stack.mjs); `node scripts/dev.mjs auth` (`npm run
 * dev:auth`) starts only those named. One Ctrl-C stops them all; if one exits on its own, the
 * others are stopped and this exits non-zero.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, busyPorts, loadDevEnv, preflight, services, startServices } from './lib/stack.mjs';

/** @param {string} text */
const say = (text) => console.log(`[dev]  ${text}`);

const { env, files } = loadDevEnv();
env.NEXT_TELEMETRY_DISABLED ??= '1';
// The servers write to a pipe: let them keep their colours when we are on a terminal.
if (process.stdout.isTTY && !env.NO_COLOR) env.FORCE_COLOR ??= '1';
const list = services(env, 'dev').filter((s) => process.argv.length < 3 || process.argv.includes(s.name));
say(`environment: ${files.join(' + ') || '(no .env.development found)'} + your shell`);
await preflight(list, say, 'Is another `npm run dev`, or an e2e or benchmark run, still going?');

const started = Date.now();
let stopping = false;
/** @param {number} code @param {string} why */
const shutdown = (code, why) => {
  if (stopping) return;
  stopping = true;
  say(`${why}: stopping ${stack.pids}…`);
  void stack.stop().then(async () => {
    for (const problem of await busyPorts(list)) say(`after stopping, ${problem}`);
    say(code ? `all stopped; exit ${code}.` : 'all stopped.');
    process.exit(code);
  });
};
const stack = startServices(list, { onExit: (name, how) => shutdown(1, `${name} exited unexpectedly (${how})`) });
say(`started ${stack.pids}; waiting until they answer…`);
// A terminal's Ctrl-C reaches npm, its shell and us at once, and npm may pass it on: one stop is
// enough (it sends SIGKILL to what has not stopped 8 s after SIGTERM).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => shutdown(0, `${signal} received`));

await stack.ready.catch((/** @type {Error} */ error) => shutdown(1, error.message));
if (!stopping) {
  // The accounts of the emulator's seed; what each one is: README.md, "Dev accounts".
  /** @type {Array<{ email: string, rawPassword: string, customAttributes: string }>} */
  const users = JSON.parse(readFileSync(path.join(ROOT, 'firebase-seed', 'auth_export', 'accounts.json'), 'utf8')).users;
  const lines = [
    `Giro dev stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.`,
    '',
    ...list.map((s) => `${s.name.padEnd(5)} ${s.url.replace(/\/(favicon\.ico)?$/, '')}`),
    ...(list.some((s) => s.name === 'mock') ? ['mock API controls: POST /__mock/reset, /__mock/config, /__mock/fail (docs/mock-api.md)'] : []),
    'e-mails the app sends: http://127.0.0.1:9099/emulator/v1/projects/demo-giro/oobCodes',
    '',
    `Dev accounts (password ${users[0]?.rawPassword}; README.md says what each one is):`,
    ...users.map((u) => `  ${u.email.padEnd(24)} ${JSON.parse(u.customAttributes).role}`),
  ];
  for (const line of lines) say(line);
}
