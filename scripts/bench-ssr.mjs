// npm run bench -- ssr [seconds]
// Server rendering under load: requests a second and latency p50/p99 at 20 concurrent
// connections (autocannon), and p50 one request at a time (a page's own render time) for the home page, /slots, /sports and /deposit signed in, against
// /healthz (Express alone) and /preloader (the lightest page through the whole shell), on a fresh
// database in the same run. Figures, not a pass/fail test: run it on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[3] ?? 10);
const CONNECTIONS = 20;
ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-ssr-'));
const port = Number(process.env.BENCH_PORT ?? 3973);
const server = await startTestServer(root, { port, logFile: path.join(os.tmpdir(), 'playfront-bench-ssr.log'), env: { DATA_DIR: dataDir } });

/** demo01's session cookie, as the page server sets it on a sign-in from the page. */
async function signIn() {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': 'cookie', origin: server.url },
    body: JSON.stringify({ domain_name: '127.0.0.1', account_id: 'demo01', password: 'demo1234' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!cookie) throw new Error(`sign-in failed: ${await res.text()}`);
  return cookie.split(';')[0];
}

function run(pathname, headers = {}) {
  return autocannon({ url: `${server.url}${pathname}`, connections: CONNECTIONS, duration: seconds, headers });
}

try {
  const cookie = await signIn();
  const targets = [
    ['/healthz (Express only)', '/healthz'],
    ['/preloader (lightest page)', '/preloader'],
    ['home', '/'],
    ['/slots', '/slots'],
    ['/sports', '/sports'],
    ['/deposit (signed in)', '/deposit', { cookie }],
  ];
  const rows = [];
  let baseline = 0;
  for (const [name, pathname, headers] of targets) {
    // A short warm-up so the first render's compilation is not measured.
    await autocannon({ url: `${server.url}${pathname}`, connections: 4, amount: 40, headers });
    const r = await run(pathname, headers);
    // One request at a time: the page's own render time, without queueing behind 19 others.
    const one = await autocannon({ url: `${server.url}${pathname}`, connections: 1, duration: Math.max(2, Math.round(seconds / 2)), headers });
    if (pathname === '/preloader') baseline = r.requests.average;
    rows.push({
      page: name,
      'req/s': r.requests.average.toFixed(1),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'p50 ms, 1 conn.': one.latency.p50,
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
      'x lightest page': baseline && pathname !== '/healthz' ? (r.requests.average / baseline).toFixed(2) : '',
    });
  }
  console.log(`${CONNECTIONS} connections, ${seconds} s each, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} before the run`);
  console.table(rows);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
