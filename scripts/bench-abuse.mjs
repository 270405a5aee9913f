#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:abuse`: starts the mock API's HTTP server (src/mocks/server.ts) on BENCH_MOCK_PORT
 * (4400) and measures its memory (RSS, sampled every 20 ms from /proc) and the answer times while
 * it refuses what issue 38 found it could not survive: a 400 MB upload to `POST /file` (declared
 * length, then chunked) and the lying zip (directory "stored", local header "deflate, size 0") to
 * the admin import. Prints the figures and writes bench-results/abuse.json. Linux only (/proc).
 * Run it under the ports lock: `flock /tmp/giro-ports.lock npm run bench:abuse`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResults } from './lib/report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_MOCK_PORT || 4400);
const UPLOAD_BYTES = 400 * 1024 * 1024;
/** What the lying zip unpacks to when nothing stops it. */
const LYING_ZIP_INSIDE = 256 * 1024 * 1024;

const { makeTestToken } = await import('../src/mocks/lib/token.ts');
const { DEV_ACCOUNTS } = await import('../src/mocks/db/seed.ts');
const { lyingZip } = await import('../tests/helpers/hostile-zip.ts');

/** @param {number} bytes */
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** @param {number} pid */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/**
 * Runs `work` while sampling the process's RSS; the peak above the RSS at the start.
 * @template {object} T
 * @param {number} pid
 * @param {() => Promise<T>} work
 */
async function measured(pid, work) {
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  const started = performance.now();
  try {
    const answer = await work();
    return { ...answer, ms: Math.round(performance.now() - started), rssBeforeMb: mb(before), peakGrowthMb: mb(peak - before) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * A request whose body is `bodyBytes` of zeros written as they drain (never held whole here), until
 * the server answers, or `body` whole. `declared`: with Content-Length, else chunked.
 * @param {string} pathname
 * @param {Record<string, string>} headers
 * @param {number} bodyBytes
 * @param {{ declared?: boolean; body?: Buffer }} [options]
 * @returns {Promise<{ status: number | undefined; message: string; sentMb: number }>}
 */
function send(pathname, headers, bodyBytes, { declared = true, body } = {}) {
  return new Promise((resolve, reject) => {
    let answered = false;
    let written = 0;
    const req = request(
      { host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', agent: false, headers: { host: `localhost:${PORT}`, ...headers, ...(declared ? { 'content-length': String(body ? body.length : bodyBytes) } : {}) } },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (/** @type {string} */ c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, message: safeMessage(text), sentMb: mb(written) }));
        res.on('error', () => resolve({ status: res.statusCode, message: safeMessage(text), sentMb: mb(written) }));
      },
    );
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (body) {
      written = body.length;
      req.end(body);
      return;
    }
    const chunk = Buffer.alloc(256 * 1024);
    const pump = () => {
      if (answered) return;
      if (written >= bodyBytes) return void req.end();
      written += chunk.length;
      req.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

/** @param {string} text */
function safeMessage(text) {
  try {
    return JSON.parse(text).message;
  } catch {
    return text.slice(0, 80);
  }
}

/**
 * A multipart body of one file field (and `company`), as a browser builds it.
 * @param {Uint8Array} bytes
 * @param {string} name
 * @param {string} type
 */
function multipart(bytes, name, type) {
  const boundary = 'bench-abuse-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="company"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, Buffer.from(bytes), tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function health() {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/__mock/health`, { headers: { host: `localhost:${PORT}` } });
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

/** @param {import('node:child_process').ChildProcess} child */
async function waitForHealth(child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the mock exited');
    try {
      if ((await health()).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the mock did not start');
}

// The server itself, one process (node with tsx's loader), so /proc/<pid> is the mock's own.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/mocks/server.ts'], {
  cwd: ROOT,
  env: { ...process.env, MOCK_PORT: String(PORT), MOCK_LATENCY_MS: '0', MOCK_FAULT_RATE: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(child);
  const pid = /** @type {number} */ (child.pid);
  const seller = `Bearer ${makeTestToken(DEV_ACCOUNTS.vendedor.uid)}`;
  const admin = `Bearer ${makeTestToken(DEV_ACCOUNTS.admin.uid, { email: DEV_ACCOUNTS.admin.email })}`;
  const uploadHeaders = { authorization: seller, 'content-type': 'multipart/form-data; boundary=x' };

  const declared = await measured(pid, () => send('/file', uploadHeaders, UPLOAD_BYTES));
  const chunked = await measured(pid, () => send('/file', uploadHeaders, UPLOAD_BYTES, { declared: false }));
  const zip = lyingZip(LYING_ZIP_INSIDE);
  const { body, contentType } = multipart(zip, 'anuncios.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const lying = await measured(pid, () => send('/admin/announcement/import', { authorization: admin, 'content-type': contentType }, 0, { body }));
  const after = await health();

  const results = {
    date: new Date().toISOString(),
    restingRssMb: declared.rssBeforeMb,
    upload400MbDeclared: declared,
    upload400MbChunked: chunked,
    lyingZip: { zipKb: Math.round(zip.length / 1024), insideMb: mb(LYING_ZIP_INSIDE), ...lying },
    healthAfter: after,
  };
  console.log(`mock RSS at rest: ${results.restingRssMb} MB`);
  for (const [label, r] of [['400 MB upload, declared length', declared], ['400 MB upload, chunked', chunked]]) {
    console.log(`${label}: ${r.status} ${r.message} in ${r.ms} ms after ${r.sentMb} MB sent; RSS peak +${r.peakGrowthMb} MB`);
  }
  console.log(`lying zip (${results.lyingZip.zipKb} kB, ${results.lyingZip.insideMb} MB inside): ${lying.status} ${lying.message} in ${lying.ms} ms; RSS peak +${lying.peakGrowthMb} MB`);
  console.log(`health after: ${after.status} in ${after.ms} ms`);
  writeResults('abuse.json', results);
} finally {
  child.kill('SIGTERM');
}
