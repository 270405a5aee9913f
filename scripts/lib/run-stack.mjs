// @ts-check
/**
 * Runs a set of local services in the foreground until Ctrl-C: `npm run dev` (all three) and
 * `npm run dev:auth` (the emulator alone). Exits non-zero when a service fails to start or
 * exits on its own; one SIGINT/SIGTERM stops everything that was started, by process group.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadDevEnv } from './env.mjs';
import { busyPorts, isPortFree, Supervisor, wantsColour } from './procs.mjs';
import {
  APP_PORT,
  AUTH_PORT,
  EMULATOR_SIDE_PORTS,
  ROOT,
  authEmulator,
  bannerLines,
  mockApi,
  mockPort,
  nextDev,
  requiredPorts,
} from './services.mjs';

/**
 * @param {{ auth?: boolean, mock?: boolean, app?: boolean }} which
 */
export async function runStack(which) {
  const colour = wantsColour();
  const { env: baseEnv, files } = loadDevEnv(ROOT);
  // Children write to a pipe: keep their colours when we are on a terminal.
  const env = colour && !baseEnv.FORCE_COLOR ? { ...baseEnv, FORCE_COLOR: '1' } : baseEnv;
  env.NEXT_TELEMETRY_DISABLED ??= '1';

  const sup = new Supervisor({ colour });
  const log = sup.log.bind(sup);
  const paint = sup.paint;

  const binaries = [which.auth && 'firebase', which.mock && 'tsx', which.app && 'next'].filter(Boolean);
  const missing = binaries.filter((name) => !existsSync(path.join(ROOT, 'node_modules', '.bin', String(name))));
  if (missing.length > 0) {
    log(paint('red', `missing ${missing.join(', ')} in node_modules/.bin: run \`npm install\` first.`));
    process.exit(1);
  }

  log(`environment: ${files.length ? files.join(' + ') : '(no .env.development found)'} + your shell`);

  const problems = await busyPorts(requiredPorts(env, which));
  if (problems.length > 0) {
    for (const problem of problems) log(paint('red', problem));
    log(
      paint(
        'red',
        'Is another `npm run dev`, `npm run dev:auth` or e2e run still going? Stop it (Ctrl-C in its terminal, or kill the pid shown), then retry.',
      ),
    );
    log(`Check with: ss -ltnp '( sport = :${APP_PORT} or sport = :${mockPort(env)} or sport = :${AUTH_PORT} )'`);
    process.exit(1);
  }
  if (which.auth) {
    for (const port of EMULATOR_SIDE_PORTS) {
      if (!(await isPortFree(port))) log(paint('yellow', `port ${port} is busy: the emulator will pick another hub/logging port (harmless).`));
    }
  }

  /** @type {Promise<void> | undefined} */
  let stopping;
  /** @param {number} code @param {string} why */
  const shutdown = (code, why) => {
    if (stopping) return stopping;
    log(`${why}: stopping ${sup.running.map((r) => `${r.def.name} (pgid ${r.pid})`).join(', ') || 'nothing'}…`);
    stopping = (async () => {
      await sup.stopAll();
      const leftover = await busyPorts(requiredPorts(env, which));
      for (const problem of leftover) log(paint('yellow', `after stopping, ${problem}`));
      log(code === 0 ? 'all stopped.' : paint('red', `all stopped; exit ${code}.`));
      process.exit(code);
    })();
    return stopping;
  };

  // A terminal's Ctrl-C reaches npm, its shell and us at once, and npm may forward it again:
  // only a signal more than a second after the first one means "stop waiting, kill now".
  let firstSignalAt = 0;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      const now = Date.now();
      if (firstSignalAt && now - firstSignalAt < 1_000) return;
      if (firstSignalAt) {
        // A second Ctrl-C: do not wait for graceful shutdowns.
        log(paint('yellow', 'second signal: killing the process groups now.'));
        for (const r of sup.running) {
          try {
            process.kill(-r.pid, 'SIGKILL');
          } catch {
            // gone
          }
        }
        process.exit(130);
      }
      firstSignalAt = now;
      void shutdown(0, `${signal} received`);
    });
  }

  sup.onUnexpectedExit = (running) => {
    const how = running.signal ? `signal ${running.signal}` : `code ${running.code}`;
    log(paint('red', `${running.def.name} exited unexpectedly (${how}).`));
    void shutdown(1, 'a service stopped');
  };

  const defs = [which.auth && authEmulator(env), which.mock && mockApi(env), which.app && nextDev(env)].filter(
    /** @returns {d is import('./procs.mjs').ServiceDef} */ (d) => Boolean(d),
  );
  const started = Date.now();
  const running = defs.map((def) => sup.start(def));
  log(`started ${running.map((r) => `${r.def.name} (pid ${r.pid})`).join(', ')}; waiting until they answer…`);

  try {
    await Promise.all(running.map((r) => sup.waitReady(r)));
  } catch (error) {
    log(paint('red', /** @type {Error} */ (error).message));
    await shutdown(1, 'start-up failed');
    return;
  }
  if (stopping) return;

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const rule = '─'.repeat(72);
  const lines = [rule, `Giro dev stack ready in ${seconds} s. Ctrl-C stops everything.`, '', ...bannerLines(env, which), rule];
  for (const line of lines) log(paint('green', line));
}
