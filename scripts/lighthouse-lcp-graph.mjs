#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/lighthouse-lcp-graph.mjs bench-results/lighthouse-<page>-<run> [...]`: replays
 * Lighthouse's simulated LCP (Lantern) on a run that `BENCH_LIGHTHOUSE_DUMP=1 npm run
 * bench:lighthouse` dumped (its .json, .trace.json and .devtoolslog.json) and prints what it
 * counted: the observed LCP, the optimistic and pessimistic estimates, and every request and
 * main-thread task in the pessimistic graph with its simulated end.
 *
 * Why: with simulated throttling the LCP is not what the browser saw but a replay of the requests
 * and tasks that had *finished* (requests) or *started* (tasks) before the observed LCP. A script
 * that finished downloading and started running before the first frame was presented counts in
 * full (its bytes at 10 Mbit/s and its run time); one that did not, does not count at all. This
 * tool shows which side of that line each script fell on.
 */
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} url */
const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/(chunks\/)?/, '');

const prefixes = process.argv.slice(2).map((arg) => arg.replace(/\.json$/, ''));
if (prefixes.length === 0) {
  console.error('usage: node scripts/lighthouse-lcp-graph.mjs bench-results/lighthouse-<page>-<run> [...]');
  process.exit(2);
}

for (const prefix of prefixes) {
  const lhr = readJson(`${prefix}.json`);
  const trace = readJson(`${prefix}.trace.json`);
  const devtoolsLog = readJson(`${prefix}.devtoolslog.json`);
  const data = {
    trace,
    devtoolsLog,
    gatherContext: { gatherMode: /** @type {const} */ ('navigation') },
    settings: lhr.configSettings,
    simulator: null,
    URL: { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl, finalDisplayedUrl: lhr.finalDisplayedUrl },
    SourceMaps: [],
  };
  const result = await LanternLargestContentfulPaint.request(/** @type {any} */ (data), { computedCache: new Map() });
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  console.log(`\n${prefix}`);
  console.log(
    `  observed LCP ${Math.round(observed)} ms; simulated ${Math.round(result.timing)} ms = ½ optimistic ${Math.round(result.optimisticEstimate.timeInMs)} + ½ pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`,
  );
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()]
    .map(([node, timing]) => {
      const network = node.type === 'network';
      const what = network
        ? `${shortUrl(node.request.url)} (${Math.round(node.request.transferSize / 1024)} kB)`
        : `task ${Math.round(node.duration / 1000)} ms: ${[...new Set(node.childEvents.filter((e) => e.dur > 1000).map((e) => (e.name === 'EvaluateScript' ? `run ${shortUrl(e.args?.data?.url ?? '')}` : e.name)))].slice(0, 4).join(', ')}`;
      return { start: timing.startTime, end: timing.endTime, what };
    })
    .sort((a, b) => a.start - b.start);
  for (const row of rows) console.log(`  ${String(Math.round(row.start)).padStart(5)} → ${String(Math.round(row.end)).padStart(5)}  ${row.what}`);
}
