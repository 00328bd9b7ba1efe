// Builds the front end when its sources changed since the last build (npm start, npm test), then
// compiles the server to JavaScript when its sources changed (scripts/lib/build-server.mjs).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildStale, serverEntry } from './build-server.mjs';
import { keepingPreviousAssets } from './keep-assets.mjs';

const INPUTS = ['app', 'contract', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json', 'tsconfig.json'];

function* files(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      yield* files(path.join(p, name));
    }
  } else if (!/\.test\.tsx?$/.test(p)) yield p;
}

export function sourceHash(root) {
  const h = createHash('sha256');
  for (const input of INPUTS) {
    for (const f of files(path.join(root, input))) {
      h.update(path.relative(root, f));
      h.update(fs.readFileSync(f));
    }
  }
  return h.digest('hex');
}

/** The build directory (BUILD_DIR, default ./build, in the repository). */
export function buildDirOf(root, env = process.env) {
  return path.resolve(root, env.BUILD_DIR ?? 'build');
}

/** Compiles the server into <build>/server-dist when it is missing or its sources changed (a front-end build removes it). */
function ensureServerBuild(root, buildDir, force, quiet) {
  if (!force && !serverBuildStale(root, buildDir)) return false;
  console.log('> compiling the server (sources changed since the last build)…');
  const t0 = Date.now();
  // esbuild's API is asynchronous; a child process keeps ensureBuild synchronous for its callers.
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-server.mjs');
  const r = spawnSync(process.execPath, [script, buildDir], { cwd: root, ...output(quiet) });
  if (r.status !== 0) {
    replay(r, quiet);
    throw new Error('server compile failed');
  }
  console.log(`> compiled ${path.relative(root, serverEntry(buildDir))} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}

/** `quiet` (npm start): the tools' output is kept and shown only when they fail (not ~850 lines). */
const output = (quiet) => (quiet ? { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } : { stdio: 'inherit' });
function replay(r, quiet) {
  if (!quiet) return;
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
}

export function ensureBuild(root, { force = false, quiet = false } = {}) {
  const buildDir = buildDirOf(root);
  const stampFile = path.join(buildDir, '.source-hash');
  const hash = sourceHash(root);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  let built = false;
  if (force || current !== hash || !fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    console.log(`> building the front end (sources changed since the last build${quiet ? '; about a minute on a small machine' : ''})…`);
    const t0 = Date.now();
    // The last build's assets stay served for one deploy (open pages still load their chunks).
    const r = keepingPreviousAssets(buildDir, () =>
      spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
        cwd: root,
        ...output(quiet),
      }),
    );
    if (r.status !== 0) {
      replay(r, quiet);
      throw new Error('build failed');
    }
    fs.writeFileSync(stampFile, hash);
    console.log(`> built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    built = true;
  }
  return ensureServerBuild(root, buildDir, force, quiet) || built;
}
