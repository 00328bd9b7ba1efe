// Starts the product's server for tests and benchmarks and waits until it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildDirOf } from './build.mjs';
import { serverEntry } from './build-server.mjs';

/**
 * node's arguments to run the server: the compiled JavaScript of the build (as production runs it;
 * ensureBuild makes it), or `source: true` the TypeScript through tsx (development).
 */
export function serverArgs(root, { source = false, env = process.env } = {}) {
  if (source) return ['--import', 'tsx', path.join(root, 'server', 'index.ts')];
  const entry = serverEntry(buildDirOf(root, env));
  if (!fs.existsSync(entry)) throw new Error(`no compiled server at ${entry}: run ensureBuild (scripts/lib/build.mjs) first`);
  return [entry];
}

export async function startTestServer(root, { port, env = {}, logFile, source = false }) {
  // Another server already answering on the port would take the tests' calls in place of this one.
  const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers (a server left running?): stop it or choose another port`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, serverArgs(root, { source, env: { ...process.env, ...env } }), {
    cwd: root,
    stdio: ['ignore', out, out],
    // The product's test mode (demo seed on) with the demo sports feed and demo games (benchmarks and the gallery show the sportsbook);
    // the server still runs React and Express in production mode (server/boot.ts).
    // Guest pages are not kept (PAGE_CACHE_SECONDS=0): a test that changes what a guest sees reads the change at once;
    // the cluster runs with the cache on, as production does.
    env: { ...process.env, NODE_ENV: 'test', DEMO_SPORTS: '1', DEMO_GAMES: '1', PAGE_CACHE_SECONDS: '0', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let exited = null;
  child.on('exit', (code) => (exited = code));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited with ${exited}; see ${logFile}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) {
    // Not left behind: a server that starts later would answer the next run's calls on this port.
    child.kill('SIGKILL');
    throw new Error(`server did not start; see ${logFile}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** A crash: no clean shutdown at all. */
    kill() {
      child.kill('SIGKILL');
      return new Promise((r) => (exited !== null ? r() : child.on('exit', () => r())));
    },
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 5000);
        child.on('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    },
  };
}
