// npm run bench -- startup [rounds]
// Server start and memory: the compiled JavaScript (<build>/server-dist/index.js, what
// npm start and production run) against the TypeScript through tsx (node --import tsx
// server/index.ts), each on a fresh DATA_DIR (migrations and the demo seed) and again on the data it
// left; tsx also once with its transform cache off (what a first tsx start on a machine pays).
// Per start: milliseconds from spawn to the first 200 of /healthz and to the first home page, the
// resident memory (VmRSS from /proc/<pid>/status) when /healthz answers, RSS and V8 heap after the
// first home page and after 200 more (4 at a time), and the peak RSS (VmHWM). The heap comes from
// scripts/lib/mem-probe.mjs, preloaded into the server (SIGUSR2 → process.memoryUsage()). First, the
// time and peak memory to load the server's modules alone (no database, no listening): the part
// the TypeScript loader adds to. With rounds > 1, the medians per server and start.
// Figures, not a pass/fail test: the machine's load average is printed with them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { serverArgs } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Math.max(1, Number(process.argv[3] ?? 1));
const HOME_REQUESTS = 200;
const CONCURRENCY = 4;
const port = Number(process.env.BENCH_PORT ?? 3974);
const base = `http://127.0.0.1:${port}`;
const probe = pathToFileURL(path.join(root, 'scripts', 'lib', 'mem-probe.mjs')).href;
const logFile = path.join(os.tmpdir(), 'playfront-bench-startup.log');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};

ensureBuild(root);
fs.writeFileSync(logFile, '');

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function procMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** process.memoryUsage() of the server, through the probe. */
async function heapOf(pid, file) {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 500 && !fs.existsSync(file); i++) await sleep(10);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

async function homePages(n) {
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next++ < n) {
      const res = await fetch(`${base}/`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`home page answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return n / ((performance.now() - t0) / 1000);
}

async function startOnce({ runtime, source, env = {} }, dataDir, start) {
  const memFile = path.join(os.tmpdir(), `playfront-bench-startup-${process.pid}.mem.json`);
  const out = fs.openSync(logFile, 'a');
  fs.writeSync(out, `\n--- ${runtime}, ${start}\n`);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', probe, ...serverArgs(root, { source })], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO_SPORTS: '1',
      DEMO_GAMES: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MEM_PROBE_FILE: memFile,
      ...env,
    },
  });
  let exited = null;
  child.on('exit', (code) => (exited = code));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`server exited with ${exited}; see ${logFile}`);
      if (performance.now() - t0 > 180_000) throw new Error(`server did not start; see ${logFile}`);
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(10);
    }
    const healthz = performance.now() - t0;
    const atHealthz = procMemory(child.pid);
    const res = await fetch(`${base}/`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`home page answered ${res.status}`);
    const home = performance.now() - t0;
    const afterHome = { ...procMemory(child.pid), heap: await heapOf(child.pid, memFile) };
    const rate = await homePages(HOME_REQUESTS);
    const after = { ...procMemory(child.pid), heap: await heapOf(child.pid, memFile) };
    return {
      server: runtime,
      start,
      '/healthz ms': Math.round(healthz),
      'home ms': Math.round(home),
      'RSS MB at /healthz': mb(atHealthz.rss),
      'RSS MB 1st page': mb(afterHome.rss),
      'heap MB 1st page': mb(afterHome.heap.heapUsed),
      [`RSS MB +${HOME_REQUESTS}`]: mb(after.rss),
      [`heap MB +${HOME_REQUESTS}`]: mb(after.heap.heapUsed),
      'peak RSS MB': mb(after.peak),
      'home req/s': Math.round(rate),
    };
  } finally {
    if (exited === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => (child.kill('SIGKILL'), r()), 10_000);
        child.on('exit', () => (clearTimeout(t), r()));
      });
    }
    fs.closeSync(out);
    fs.rmSync(memFile, { force: true });
  }
}

const RUNTIMES = [
  { runtime: 'compiled JS', source: false },
  { runtime: 'tsx', source: true },
];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${load()} before the run; server log: ${logFile}`);

/** Loads the server's modules in a new process (the entry does not start a server when imported) and exits. */
function loadModules({ source, env = {} }) {
  const entry = source ? path.join(root, 'server', 'index.ts') : serverArgs(root)[0];
  const script = `const t0 = performance.now(); await import(${JSON.stringify(pathToFileURL(entry).href)});
    console.log(JSON.stringify({ ms: performance.now() - t0, maxRSS: process.resourceUsage().maxRSS }));`;
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...(source ? ['--import', 'tsx'] : []), '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  const { ms, maxRSS } = JSON.parse(r.stdout.trim().split('\n').at(-1));
  return { total: performance.now() - t0, imports: ms, peak: maxRSS * 1024 };
}

const LOADS = 5;
const loadRows = [];
for (const r of [...RUNTIMES, { runtime: 'tsx, cache off', source: true, env: { TSX_DISABLE_CACHE: '1' } }]) {
  const runs = Array.from({ length: LOADS }, () => loadModules(r));
  loadRows.push({
    server: r.runtime,
    'spawn to exit ms': Math.round(median(runs.map((x) => x.total))),
    'import ms': Math.round(median(runs.map((x) => x.imports))),
    'peak RSS MB': mb(median(runs.map((x) => x.peak))),
  });
}
console.log(`Loading the server's modules only (median of ${LOADS}, no database):`);
console.table(loadRows);

const rows = [];
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so a busy spell on the machine does not always hit the same one.
  for (const r of round % 2 ? [...RUNTIMES].reverse() : RUNTIMES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-startup-'));
    try {
      rows.push(await startOnce(r, dataDir, 'fresh data'));
      rows.push(await startOnce(r, dataDir, 'existing data'));
      if (r.source) rows.push(await startOnce({ ...r, runtime: 'tsx, cache off', env: { TSX_DISABLE_CACHE: '1' } }, dataDir, 'existing data'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
rows.sort((a, b) => a.server.localeCompare(b.server) || a.start.localeCompare(b.start));
console.log(`Starting the server (${HOME_REQUESTS} home pages, ${CONCURRENCY} at a time, after the first):`);
console.table(rows);
if (rounds > 1) {
  const groups = new Map();
  for (const r of rows) groups.set(`${r.server} ${r.start}`, [...(groups.get(`${r.server} ${r.start}`) ?? []), r]);
  const medians = [...groups.values()].map((g) =>
    Object.fromEntries(Object.keys(g[0]).map((k) => [k, typeof g[0][k] === 'number' ? median(g.map((r) => r[k])) : g[0][k]])),
  );
  console.log(`Medians of ${rounds} rounds:`);
  console.table(medians);
}
console.log(`load average ${load()} after the run`);
