// Builds the front end when its sources changed since the last build (npm start, npm test).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

export function ensureBuild(root, { force = false } = {}) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const stampFile = path.join(buildDir, '.source-hash');
  const hash = sourceHash(root);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && current === hash && fs.existsSync(path.join(buildDir, 'server', 'index.js'))) return false;
  console.log('> building the front end (sources changed since the last build)…');
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('build failed');
  fs.writeFileSync(stampFile, hash);
  console.log(`> built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}
