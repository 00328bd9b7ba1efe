import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repository, as every build directory: the compiled server finds node_modules from there.
const buildDir = path.join(root, 'node_modules', '.cache', `playfront-server-compile-${process.pid}`);
const dist = path.join(buildDir, 'server-dist');

function node(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
  return r.stdout;
}

beforeAll(() => {
  node([path.join(root, 'scripts', 'lib', 'build-server.mjs'), buildDir]);
}, 60_000);
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe('the compiled server (scripts/lib/build-server.mjs)', () => {
  it('is plain JavaScript that imports boot first, then only packages of "dependencies"', () => {
    const code = fs.readFileSync(path.join(dist, 'index.js'), 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports[0]).toBe('./boot.js');
    const deps = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies);
    const packages = imports
      .filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
      .map((s) =>
        s
          .split('/')
          .slice(0, s.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages.filter((p) => !deps.includes(p))).toEqual([]);
    expect(code).not.toMatch(/from "(tsx|esbuild|vite|vitest)"/);
    expect(fs.existsSync(path.join(dist, 'migrations', 'meta', '_journal.json'))).toBe(true);
  });

  it('runs the production builds of React and Express whatever the product mode, as from source', () => {
    const script = `
      import { createRequire } from 'node:module';
      await import(${JSON.stringify(path.join(dist, 'index.js'))});
      const { productMode } = await import(${JSON.stringify(path.join(dist, 'boot.js'))});
      await import('react-dom/server');
      const express = (await import('express')).default;
      const loaded = Object.entries(createRequire(import.meta.url).cache)
        .filter(([f, m]) => m?.loaded && /[\\\\/](react|react-dom)[\\\\/]cjs[\\\\/]/.test(f))
        .map(([f]) => f.split(/[\\\\/]/).pop());
      console.log(JSON.stringify({ productMode, expressEnv: express().get('env'), loaded }));
    `;
    for (const mode of ['development', 'test']) {
      // No tsx: the compiled file must run on plain node.
      const out = node(['--input-type=module', '-e', script], { NODE_ENV: mode });
      const r = JSON.parse(out.trim().split('\n').at(-1)!) as { productMode: string; expressEnv: string; loaded: string[] };
      expect(r.productMode, mode).toBe(mode);
      expect(r.expressEnv, mode).toBe('production');
      expect(r.loaded, mode).toContain('react.production.js');
      expect(
        r.loaded.filter((f) => f.includes('development')),
        mode,
      ).toEqual([]);
    }
  }, 60_000);
});
