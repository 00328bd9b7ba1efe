// Compiles the server to JavaScript (production runs no TypeScript loader).
//
// server/index.ts and everything it imports from server/, api/, app/lib and contract/ become one ESM
// file, <build>/server-dist/index.js; packages stay `import`s of node_modules (the build directory
// lives in the repository, so Node finds them). Two things the source layout gave for free are kept:
// - server/boot.ts must run before React, React Router or Express load (it fixes NODE_ENV for them).
//   A bundle hoists every package import above its own code, so boot is compiled as its own module,
//   server-dist/boot.js, and the bundle imports it first: ESM evaluates it before those packages.
// - Paths found from the source file: api/db/client.ts finds `migrations/` beside itself, so the
//   migrations are copied to server-dist/migrations; server/index.ts serves the build the compiled
//   file sits in (<build>/server-dist/..).
// The compiled server may import only packages of "dependencies" (checked here), so a production
// install (`npm ci --omit=dev`) runs it; building it needs the devDependencies (esbuild).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIST = 'server-dist';
const STAMP = '.inputs.json';

const MIGRATIONS = path.join('api', 'db', 'migrations');

/** Files a compile depends on besides the sources esbuild read: settings, this script, the migrations it copies. */
function always(root) {
  const migrations = fs.readdirSync(path.join(root, MIGRATIONS), { recursive: true, withFileTypes: true });
  return [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'scripts/lib/build-server.mjs',
    ...migrations
      .filter((d) => d.isFile())
      .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)))
      .sort(),
  ];
}

function hashOf(root, files) {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(f);
    const p = path.join(root, f);
    h.update(fs.existsSync(p) ? fs.readFileSync(p) : 'missing');
  }
  return h.digest('hex');
}

/** The compiled server's entry, `<buildDir>/server-dist/index.js`. */
export function serverEntry(buildDir) {
  return path.join(buildDir, SERVER_DIST, 'index.js');
}

/** True when the compiled server is missing or one of the files it was compiled from changed. */
export function serverBuildStale(root, buildDir) {
  const outDir = path.join(buildDir, SERVER_DIST);
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(outDir, STAMP), 'utf8'));
  } catch {
    return true;
  }
  // A new import needs an edit to a file already compiled, so the last compile's inputs are enough.
  return !fs.existsSync(path.join(outDir, 'index.js')) || stamp.hash !== hashOf(root, [...always(root), ...stamp.inputs]);
}

/** The package an import names (`@scope/name/sub` → `@scope/name`). */
function packageOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export async function buildServer(root, buildDir) {
  const esbuild = await import('esbuild');
  const outDir = path.join(buildDir, SERVER_DIST);
  fs.rmSync(outDir, { recursive: true, force: true });
  const boot = path.join(root, 'server', 'boot.ts');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts', boot: 'server/boot.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    banner: { js: '// Compiled from server/index.ts by scripts/lib/build-server.mjs: do not edit.' },
    plugins: [
      {
        name: 'boot-first',
        setup(build) {
          build.onResolve({ filter: /\/boot\.ts$/ }, (args) => {
            if (args.kind === 'entry-point' || path.resolve(args.resolveDir, args.path) !== boot) return undefined;
            return { path: './boot.js', external: true };
          });
        },
      },
    ],
  });

  const index = result.metafile.outputs[path.relative(root, serverEntry(buildDir)).split(path.sep).join('/')];
  if (!index) throw new Error('esbuild wrote no server-dist/index.js');
  const externals = index.imports.filter((i) => i.external).map((i) => i.path);
  if (externals[0] !== './boot.js') throw new Error(`the compiled server must import ./boot.js first, not ${externals[0]}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const notDeps = [...new Set(externals.filter((s) => s !== './boot.js' && !isBuiltin(s)).map(packageOf))].filter((name) => !pkg.dependencies?.[name]);
  if (notDeps.length) throw new Error(`the compiled server imports packages that are not "dependencies": ${notDeps.join(', ')}`);

  fs.cpSync(path.join(root, MIGRATIONS), path.join(outDir, 'migrations'), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).sort();
  fs.writeFileSync(path.join(outDir, STAMP), JSON.stringify({ hash: hashOf(root, [...always(root), ...inputs]), inputs }, null, 1));
  return { inputs, externals };
}

// node scripts/lib/build-server.mjs <buildDir>: what ensureBuild (scripts/lib/build.mjs) runs.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const buildDir = path.resolve(root, process.argv[2] ?? process.env.BUILD_DIR ?? 'build');
  await buildServer(root, buildDir);
}
