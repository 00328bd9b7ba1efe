// npm run bench -- first-load [host/path…]
// Starts a server on a fresh database and prints, for each page, the JavaScript a first visit
// downloads (scripts/lib/first-load.mjs: module preloads, the inline module script's imports and
// the client entry, with their static imports; not what React Router's route manifest only names),
// raw and gzip, plus the HTML size, the hydration data
// (React Router's inline turbo-stream of loader data, scripts/lib/hydration.mjs) and time to
// first byte. A page is a path on localhost (`/slots`) or host and path (`slot7.localhost/`).
// `--by-key` also prints the hydration data's bytes by route and field.
// npm run bench -- login-flood [logins]   (scripts/bench-login-flood.mjs)
// npm run bench -- ssr [seconds]            (scripts/bench-ssr.mjs)
// npm run bench -- startup [rounds]         (scripts/bench-startup.mjs)
// npm run bench -- lighthouse [--runs N] [host/path…]  (scripts/bench-lighthouse.mjs)
// npm run bench -- odds [seconds]          (scripts/bench-odds.mjs)
// npm run bench -- board-flood [seconds]   (scripts/bench-board-flood.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';
import { getPage, hydrationBreakdown, hydrationScript } from './lib/hydration.mjs';
import { firstLoadModules } from './lib/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [mode = 'first-load', ...rawArgs] = process.argv.slice(2);
const byKey = rawArgs.includes('--by-key');
const paths = rawArgs.filter((a) => a !== '--by-key');
const OTHERS = {
  'login-flood': './bench-login-flood.mjs',
  ssr: './bench-ssr.mjs',
  startup: './bench-startup.mjs',
  lighthouse: './bench-lighthouse.mjs',
  odds: './bench-odds.mjs',
  'board-flood': './bench-board-flood.mjs',
};
if (OTHERS[mode]) {
  await import(OTHERS[mode]);
  process.exit(0);
}
if (mode !== 'first-load') {
  console.error(`unknown benchmark: ${mode} (known: first-load, ${Object.keys(OTHERS).join(', ')})`);
  process.exit(2);
}
ensureBuild(root);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3971);
const server = await startTestServer(root, { port, logFile: path.join(os.tmpdir(), 'playfront-bench.log'), env: { DATA_DIR: dataDir } });
const boardChunks = fs
  .readdirSync(path.join(buildDir, 'client', 'assets'))
  .filter((f) => /^board-[\w-]+\.js$/.test(f))
  .map((f) => `/assets/${f}`);
try {
  const rows = [];
  const breakdowns = [];
  const defaults = ['/', 'slot7.localhost/', 'sportsbook3.localhost/', '/slots', '/login', '/about'];
  for (const p of paths.length ? paths : defaults) {
    const [host, ...rest] = p.startsWith('/') ? ['localhost', p.slice(1)] : p.split('/');
    const t0 = performance.now();
    const html = await getPage(port, host, `/${rest.join('/')}`);
    const ttfb = performance.now() - t0;
    const hydration = hydrationScript(html);
    if (byKey) breakdowns.push([p, hydrationBreakdown(hydration)]);
    const { modules, notPreloaded } = firstLoadModules(html, path.join(buildDir, 'client'));
    // A sportsbook home loads its board's chunk before hydrating (entry.client.tsx, preloadSportsBoard).
    const assets = html.includes('data-testid="sports-board"') ? [...modules, ...boardChunks] : modules;
    let raw = 0,
      gz = 0;
    for (const a of assets) {
      const buf = fs.readFileSync(path.join(buildDir, 'client', a));
      raw += buf.length;
      gz += zlib.gzipSync(buf, { level: 9 }).length;
    }
    rows.push({
      page: p.startsWith('/') ? p : p.replace('.localhost', ''),
      'js files': assets.length,
      'not preloaded': notPreloaded.length,
      'js kB': (raw / 1024).toFixed(1),
      'js gzip kB': (gz / 1024).toFixed(1),
      'html kB': (html.length / 1024).toFixed(1),
      'html gzip kB': (zlib.gzipSync(html).length / 1024).toFixed(1),
      'hydration kB': (Buffer.byteLength(hydration) / 1024).toFixed(1),
      ms: ttfb.toFixed(0),
    });
  }
  console.table(rows);
  for (const [p, b] of breakdowns) {
    console.log(`\nhydration data of ${p}, bytes by route and field (largest first):`);
    console.table(b);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
