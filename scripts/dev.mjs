#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the Firebase Auth emulator (:9099), the mock API (:4000) and `next dev` (:3000)
 * together, with prefixed output; `node scripts/dev.mjs auth` (`npm run dev:auth`) starts only the
 * ones named. Environment: .env.development, .env.development.local, then the shell (which wins).
 * One Ctrl-C stops all of them (a second one, a second later, kills them); if one exits on its
 * own, the others are stopped and this exits non-zero.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, busyPorts, loadDevEnv, services, startServices } from './lib/stack.mjs';

const colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
/** @param {string} text @param {number} [code] ANSI colour */
const say = (text, code = 90) => console.log(colour ? `\u001b[${code}m[dev]\u001b[0m ${text}` : `[dev] ${text}`);

const { env, files } = loadDevEnv();
env.NEXT_TELEMETRY_DISABLED ??= '1';
// The servers write to a pipe: let them keep their colours when we are on a terminal.
if (colour) env.FORCE_COLOR ??= '1';
const wanted = process.argv.slice(2);
const list = services(env, 'dev').filter((s) => wanted.length === 0 || wanted.includes(s.name));

const missing = list.filter((s) => !existsSync(s.command)).map((s) => path.basename(s.command));
if (missing.length > 0) {
  say(`missing ${missing.join(', ')} in node_modules/.bin: run \`npm install\` first.`, 31);
  process.exit(1);
}
say(`environment: ${files.join(' + ') || '(no .env.development found)'} + your shell`);
const busy = await busyPorts(list);
if (busy.length > 0) {
  for (const problem of busy) say(problem, 31);
  say('Is another `npm run dev` or an e2e or benchmark run still going? Stop it (Ctrl-C in its terminal, or kill the pid shown), then retry.', 31);
  process.exit(1);
}

const started = Date.now();
/** @type {(code: number, why: string) => void} */
let shutdown = () => {};
const stack = startServices(list, { colour, onExit: (name, how) => shutdown(1, `${name} exited unexpectedly (${how})`) });
say(`started ${stack.pids}; waiting until they answer…`);

let firstSignalAt = 0;
shutdown = (code, why) => {
  if (firstSignalAt) return;
  firstSignalAt = Date.now();
  say(`${why}: stopping ${stack.pids}…`, code ? 31 : 90);
  void stack.stop().then(async () => {
    for (const problem of await busyPorts(list)) say(`after stopping, ${problem}`, 33);
    say(code ? `all stopped; exit ${code}.` : 'all stopped.');
    process.exit(code);
  });
};
// A terminal's Ctrl-C reaches npm, its shell and us at once, and npm may pass it on again: only a
// signal more than a second after the first means "stop waiting, kill now".
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (!firstSignalAt) return shutdown(0, `${signal} received`);
    if (Date.now() - firstSignalAt < 1_000) return;
    say('second signal: killing the process groups now.', 33);
    stack.kill();
    process.exit(130);
  });
}

try {
  await stack.ready;
} catch (error) {
  shutdown(1, /** @type {Error} */ (error).message);
}
if (!firstSignalAt) {
  // The accounts come from the emulator's seed; what each one is: README.md, "Dev accounts".
  const seed = JSON.parse(readFileSync(path.join(ROOT, 'firebase-seed', 'auth_export', 'accounts.json'), 'utf8'));
  /** @type {Array<{ email: string, rawPassword: string, customAttributes: string }>} */
  const users = seed.users;
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
  for (const line of lines) say(line, 32);
}
