// npm run bench -- login-flood [logins]
// Starts a server on a fresh database with the per-address sign-in limit raised (as if the flood
// came from many addresses), fires 600 bogus sign-ins at once and, while they are in flight,
// loads the home page again and again. Prints how the sign-ins were answered and how long the
// home page took (password hashing must not starve the pages). Figures, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logins = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 600);

ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3972);
const logFile = path.join(os.tmpdir(), 'playfront-bench-login-flood.log');
const server = await startTestServer(root, { port, logFile, env: { DATA_DIR: dataDir, LOGIN_FAILURES_PER_ADDRESS: '100000' } });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function timeHome() {
  const t0 = performance.now();
  const res = await fetch(`${server.url}/`);
  await res.text();
  return performance.now() - t0;
}
function summary(times) {
  const s = [...times].sort((a, b) => a - b);
  return { 'p50 ms': pct(s, 50).toFixed(0), 'p99 ms': pct(s, 99).toFixed(0), 'max ms': s.at(-1).toFixed(0) };
}

try {
  // Warm up (first render, operator cache, the dummy hash), then a quiet baseline.
  for (let i = 0; i < 5; i++) await timeHome();
  await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain_name: 'localhost', account_id: 'warmup1', password: 'x' }),
  });
  const quiet = [];
  for (let i = 0; i < 20; i++) quiet.push(await timeHome());

  // The visitor has an event loop of its own, as a real browser would: the flood's answers
  // arriving in this thread must not count as page time. It is already browsing when the flood hits.
  const visitor = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     let stop = false;
     parentPort.on('message', () => (stop = true));
     (async () => {
       const visits = [];
       while (!stop) {
         const start = Date.now(), t0 = performance.now();
         await (await fetch(workerData.url)).text();
         visits.push({ start, ms: performance.now() - t0 });
         if (visits.length === 3) parentPort.postMessage('browsing');
       }
       parentPort.postMessage(visits);
     })();`,
    { eval: true, workerData: { url: `${server.url}/` } },
  );
  await new Promise((resolve) => visitor.once('message', resolve));
  const visits = new Promise((resolve) => visitor.once('message', resolve));

  const kinds = {};
  const answerMs = {};
  const floodStart = Date.now();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: logins }, (_, i) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A different made-up account each time: the per-account limits do not stop them.
        body: JSON.stringify({ domain_name: 'localhost', account_id: `bogus${i}x${Date.now() % 1e6}`, password: 'NotThePassword1' }),
      })
        .then(async (r) => (await r.json()).message)
        .catch((e) => `error: ${e.cause?.code ?? e.message}`)
        .then((kind) => {
          kinds[kind] = (kinds[kind] ?? 0) + 1;
          (answerMs[kind] ??= []).push(performance.now() - t0);
        }),
    ),
  );
  const floodMs = performance.now() - t0;
  const floodEnd = Date.now();
  visitor.postMessage('stop');
  // Every visit that was under way while sign-ins were in flight.
  const during = (await visits).filter((v) => v.start + v.ms >= floodStart && v.start <= floodEnd).map((v) => v.ms);
  await visitor.terminate();

  console.log(`\n${logins} bogus sign-ins at once, answered in ${(floodMs / 1000).toFixed(1)} s:`);
  console.table(Object.fromEntries(Object.entries(answerMs).map(([kind, ms]) => [kind, { answers: ms.length, ...summary(ms) }])));
  console.log('home page /:');
  console.table({ quiet: { requests: quiet.length, ...summary(quiet) }, 'during the flood': { requests: during.length, ...summary(during) } });
  const p99 = pct(
    [...during].sort((a, b) => a - b),
    99,
  );
  console.log(`home page p99 during the flood < 1 s: ${p99 < 1000 ? 'yes' : 'no'} (${p99.toFixed(0)} ms)`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
