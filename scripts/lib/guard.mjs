#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/lib/guard.mjs <command> [args...]`: runs a service and stops it if the process
 * that started it disappears without stopping it (killed with SIGKILL, crashed, closed terminal).
 *
 * The dev runner and the Playwright config start every service through this guard, in a process
 * group of its own, with GIRO_GUARD_PID set to their own pid. Normal stops signal the whole group
 * (the guard and the service get the signal together). If the watched pid dies instead, the guard
 * sends SIGTERM to its group, SIGKILL after 8 s: no orphaned emulator, mock API or Next server
 * keeps ports 3000/4000/9099 busy.
 *
 * Exits with the service's status.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: GIRO_GUARD_PID=<pid> node scripts/lib/guard.mjs <command> [args...]');
  process.exit(2);
}
const watched = Number(process.env.GIRO_GUARD_PID || process.ppid);
const name = process.env.GIRO_GUARD_NAME || command;

/** Our process group id, from /proc (Linux); 0 when unknown. */
function ownGroup() {
  try {
    // /proc/self/stat: pid (comm) state ppid pgrp ... — comm may contain spaces, so split after ')'.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) || 0;
  } catch {
    return 0;
  }
}
const leader = ownGroup() === process.pid;

const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`[guard] could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));

/** @param {NodeJS.Signals} signal */
function signalAll(signal) {
  try {
    if (leader) process.kill(-process.pid, signal);
    else child.kill(signal);
  } catch {
    // gone
  }
}

// A signal meant for the whole group reaches the service directly. If it was sent to the guard
// alone, pass it on (after a moment, so that a group-wide signal is not delivered twice).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }, 3_000).unref();
  });
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

const timer = setInterval(() => {
  if (watched > 1 && alive(watched)) return;
  clearInterval(timer);
  console.error(`[guard] the process that started ${name} (pid ${watched}) is gone: stopping ${name}.`);
  // Our own SIGTERM handler would forward it again; the group signal is enough.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.removeAllListeners(signal);
  process.on('SIGTERM', () => {});
  signalAll('SIGTERM');
  setTimeout(() => signalAll('SIGKILL'), 8_000).unref();
}, 1_000);
timer.unref();
