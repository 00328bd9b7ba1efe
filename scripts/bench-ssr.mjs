// npm run bench -- ssr [seconds]
// Server rendering under load: requests a second and latency p50/p99 at 20 concurrent
// connections (autocannon), and p50 one request at a time (a page's own render time), for guest
// pages (casino1's home, /slots, /sports, sportsbook3's home), signed-in pages (home, /deposit) and
// POST /api/startup, each against a bare app of the same Node, React and React Router versions run
// in the same round (bench/bare: a page with a loader; a route reading one row of an embedded
// PGlite). The product runs as shipped (guest pages kept for PAGE_CACHE_SECONDS, default 5).
// Figures, not a pass/fail test: run it on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[3] ?? 10);
const CONNECTIONS = 20;
ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-ssr-'));
const port = Number(process.env.BENCH_PORT ?? 3973);
const server = await startTestServer(root, {
  port,
  logFile: path.join(os.tmpdir(), 'playfront-bench-ssr.log'),
  env: { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '5' },
});
const bare = await startBare(port + 1);

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

/** The bare app, built when its build is missing, on its own port. */
async function startBare(barePort) {
  const dir = path.join(root, 'bench', 'bare');
  if (!fs.existsSync(path.join(dir, 'build', 'server', 'index.js'))) {
    const b = spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], { cwd: dir, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('the bare app did not build');
  }
  const child = spawn(process.execPath, [path.join(dir, 'server.mjs')], {
    cwd: dir,
    env: { ...process.env, PORT: String(barePort), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${barePort}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/row`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the bare app did not start');
}

/** The site's host for a request to the product (fetch() would send the address it connects to). */
const hostOf = (site) => ({ host: `${site}:${port}` });

async function measure(url, opts) {
  // A short warm-up so the first render's compilation (and a guest page's first render) is not measured.
  await autocannon({ url, connections: 4, amount: 40, ...opts });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...opts });
  // One request at a time: the page's own time, without queueing behind 19 others.
  const one = await autocannon({ url, connections: 1, duration: Math.max(2, Math.round(seconds / 2)), ...opts });
  return { r, one };
}

try {
  const cookie = await signIn();
  const startup = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain_name: 'localhost' }) };
  const targets = [
    // [name, url, autocannon options, the bare figure it is compared with, goal]
    ['bare page (bench/bare)', `${bare.url}/`, {}, 'page', ''],
    ['bare row of PGlite', `${bare.url}/row`, {}, 'row', ''],
    ['/healthz (Express only)', `${server.url}/healthz`, {}, null, ''],
    ['home, guest', `${server.url}/`, {}, 'page', '≥ 0.8'],
    ['/slots, guest', `${server.url}/slots`, {}, 'page', '≥ 0.8'],
    ['/sports, guest', `${server.url}/sports`, {}, 'page', '≥ 0.8'],
    ['sportsbook3 home, guest', `${server.url}/`, { headers: hostOf('sportsbook3.localhost') }, 'page', '≥ 0.8'],
    ['home, signed in', `${server.url}/`, { headers: { cookie } }, 'page', '≥ 0.3'],
    ['/deposit, signed in', `${server.url}/deposit`, { headers: { cookie } }, 'page', '≥ 0.3'],
    ['POST /api/startup', `${server.url}/api/startup`, startup, 'row', '≥ 1.5'],
  ];
  const base = {};
  const rows = [];
  for (const [name, url, opts, against, goal] of targets) {
    const { r, one } = await measure(url, opts);
    if (url.startsWith(bare.url)) base[against] = r.requests.average;
    rows.push({
      page: name,
      'req/s': r.requests.average.toFixed(1),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'p50 ms, 1 conn.': one.latency.p50,
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
      '× bare': against && !url.startsWith(bare.url) && base[against] ? (r.requests.average / base[against]).toFixed(2) : '',
      goal,
    });
  }
  console.log(`${CONNECTIONS} connections, ${seconds} s each, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} before the run`);
  console.table(rows);
} finally {
  bare.stop();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
