import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Loads the server's module graph as `npm start` does, in the given mode, and reports what the libraries chose. */
function librariesIn(mode: string) {
  const script = `
    import { createRequire } from 'node:module';
    await import('./server/index.ts');
    const { productMode } = await import('./server/boot.ts');
    await import('react-dom/server');
    const express = (await import('express')).default;
    // Entries the ESM loader only parsed for their export names are not loaded: count what ran.
    const loaded = Object.entries(createRequire(import.meta.url).cache)
      .filter(([f, m]) => m?.loaded && /[\\\\/](react|react-dom)[\\\\/]cjs[\\\\/]/.test(f))
      .map(([f]) => f);
    console.log(JSON.stringify({ productMode, expressEnv: express().get('env'), loaded: loaded.map((f) => f.split(/[\\\\/]/).pop()) }));
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: mode },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { productMode: string; expressEnv: string; loaded: string[] };
}

describe('the server process', () => {
  it('runs the production builds of React, react-dom/server and Express whatever the product mode', () => {
    for (const mode of ['development', 'test']) {
      const r = librariesIn(mode);
      expect(r.productMode, mode).toBe(mode);
      expect(r.expressEnv, mode).toBe('production');
      expect(r.loaded, mode).toContain('react.production.js');
      expect(r.loaded, mode).toContain('react-dom-server.node.production.js');
      expect(
        r.loaded.filter((f) => f.includes('development')),
        mode,
      ).toEqual([]);
    }
  }, 120_000);
});
