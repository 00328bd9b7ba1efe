// npm run bench -- board-flood [seconds]
// Starts a server on a fresh database and floods the public board calls (/api/home/match_list and
// /api/home/public_odds, GET, as a browser asks: gzip and brotli accepted) from several loopback
// addresses (127.0.0.2…, 30 calls in flight from each) for a few seconds, while a visitor with an
// event loop of its own loads a sportsbook home (sportsbook3.localhost/) again and again. Prints
// how the flood was answered (HTTP status, bytes on the wire) and the page's p50/p99, quiet and
// during the flood. Figures, not a test. BENCH_PORT (default 3976) picks the port.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 8);
const ADDRESSES = 5;
const IN_FLIGHT_PER_ADDRESS = 30;
/** The flood stops at this many calls even if the time is not up. */
const MAX_CALLS = 20_000;
const PAGE_HOST = 'sportsbook3.localhost';
const BOARD = ['/api/home/match_list', '/api/home/public_odds'];

ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3976);
const logFile = path.join(os.tmpdir(), 'playfront-bench-board-flood.log');
const server = await startTestServer(root, { port, logFile, env: { DATA_DIR: dataDir } });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(times) {
  const s = [...times].sort((a, b) => a - b);
  if (!s.length) return { 'p50 ms': '-', 'p99 ms': '-', 'max ms': '-' };
  return { 'p50 ms': pct(s, 50).toFixed(0), 'p99 ms': pct(s, 99).toFixed(0), 'max ms': s.at(-1).toFixed(0) };
}

/** One call from a given loopback address; resolves with its status and the bytes as sent (still encoded). */
function call(agent, localAddress, p, headers = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: p, method: 'GET', agent, localAddress, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
        res.on('error', () => resolve({ status: 'error', bytes }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: `error ${e.code ?? e.message}`, bytes: 0 }));
    req.end();
  });
}

async function timePage() {
  const t0 = performance.now();
  await call(undefined, undefined, '/', { host: `${PAGE_HOST}:${port}` });
  return performance.now() - t0;
}

try {
  // Warm up (first render of the page, the priced board), then a quiet baseline.
  for (let i = 0; i < 5; i++) await timePage();
  for (const p of BOARD) await call(undefined, '127.0.0.1', p);
  const quiet = [];
  for (let i = 0; i < 20; i++) quiet.push(await timePage());

  // The visitor has an event loop of its own, as a real browser would: the flood's answers
  // arriving in this thread must not count as page time. It is already browsing when the flood hits.
  const visitor = new Worker(
    `const http = require('node:http');
     const { parentPort, workerData } = require('node:worker_threads');
     let stop = false;
     parentPort.on('message', () => (stop = true));
     const page = () => new Promise((resolve) => {
       http.get({ host: '127.0.0.1', port: workerData.port, path: '/', headers: { host: workerData.host, 'accept-encoding': 'gzip, br' } }, (res) => {
         res.on('data', () => {});
         res.on('end', resolve);
       }).on('error', resolve);
     });
     (async () => {
       const visits = [];
       while (!stop) {
         const start = Date.now(), t0 = performance.now();
         await page();
         visits.push({ start, ms: performance.now() - t0 });
         if (visits.length === 3) parentPort.postMessage('browsing');
       }
       parentPort.postMessage(visits);
     })();`,
    { eval: true, workerData: { port, host: `${PAGE_HOST}:${port}` } },
  );
  await new Promise((resolve) => visitor.once('message', resolve));
  const visits = new Promise((resolve) => visitor.once('message', resolve));

  const byStatus = {};
  const answerMs = {};
  let started = 0;
  const floodStart = Date.now();
  const deadline = performance.now() + seconds * 1000;
  const t0 = performance.now();
  const addresses = Array.from({ length: ADDRESSES }, (_, i) => `127.0.0.${i + 2}`);
  await Promise.all(
    addresses.flatMap((address) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT_PER_ADDRESS });
      return Array.from({ length: IN_FLIGHT_PER_ADDRESS }, async (_, i) => {
        for (let n = i; performance.now() < deadline && started < MAX_CALLS; n++) {
          started++;
          const c0 = performance.now();
          const r = await call(agent, address, BOARD[n % 2]);
          const key = `${r.status}${r.status === 200 ? ` ${r.encoding}` : ''}`;
          const row = (byStatus[key] ??= { answers: 0, bytes: 0 });
          row.answers++;
          row.bytes += r.bytes;
          (answerMs[key] ??= []).push(performance.now() - c0);
        }
      });
    }),
  );
  const floodMs = performance.now() - t0;
  const floodEnd = Date.now();
  visitor.postMessage('stop');
  // Every visit that was under way while the flood was on.
  const during = (await visits).filter((v) => v.start + v.ms >= floodStart && v.start <= floodEnd).map((v) => v.ms);
  await visitor.terminate();

  console.log(
    `\nboard flood: ${started} calls (GET ${BOARD.join(', ')}) from ${ADDRESSES} addresses, ${IN_FLIGHT_PER_ADDRESS} in flight from each, over ${(floodMs / 1000).toFixed(1)} s:`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(byStatus).map(([key, r]) => [key, { answers: r.answers, 'MB on the wire': (r.bytes / 1e6).toFixed(1), ...summary(answerMs[key]) }]),
    ),
  );
  console.log(`sportsbook home (${PAGE_HOST}/):`);
  console.table({ quiet: { requests: quiet.length, ...summary(quiet) }, 'during the flood': { requests: during.length, ...summary(during) } });
  const p99 = pct(
    [...during].sort((a, b) => a - b),
    99,
  );
  console.log(`sportsbook home p99 during the flood < 1 s: ${p99 < 1000 ? 'yes' : 'no'} (${p99?.toFixed(0)} ms)`);
  // On a busy machine the figures are noisy: the load says how busy it was.
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
