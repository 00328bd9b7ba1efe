// npm start, the demo: build when needed (front end, server compiled to JavaScript), then serve pages and /api on PORT (default 3900).
// The server migrates the database and seeds the demo data on its first start. It runs in
// development mode with the demo payment provider on (DEMO_PAYMENTS=1: deposits are confirmed on
// a demo page, withdrawals approved by a demo back office) and the simulated sports feed
// (DEMO_SPORTS=1) and the demo game provider (DEMO_GAMES=1); any of these can be set otherwise.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseEnv } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { serverArgs } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `.env` (copied from .env.example) as the server reads it (server/boot.ts): the shell wins, empty means unset.
const dotenv = path.join(root, '.env');
if (fs.existsSync(dotenv)) {
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(dotenv, 'utf8')))) {
    if (process.env[name] === undefined && value !== '') process.env[name] = value;
  }
}
ensureBuild(root, { quiet: true });
// The server compiled to JavaScript by ensureBuild (<build>/server-dist/index.js): no TypeScript loader at run time.
const child = spawn(process.execPath, serverArgs(root), {
  cwd: root,
  // The IPC channel carries one word from the server: that the database has no operator yet.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // NODE_ENV=production npm start serves an operator's site: no demo switch is turned on (and the server refuses them).
  env: process.env.NODE_ENV === 'production' ? process.env : { NODE_ENV: 'development', DEMO_PAYMENTS: '1', DEMO_SPORTS: '1', DEMO_GAMES: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
let noOperator = false;
child.on('message', (m) => {
  if (m?.playfront === 'no-operator') noOperator = true;
});
// The last line of the start: where to open the site, once it answers (the first start migrates and seeds).
const port = process.env.PORT ?? '3900';
console.log('> starting the server (the first start creates and seeds the database)…');
(async () => {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && noOperator) {
      console.log(`\n  Listening on http://localhost:${port}, but there is NO OPERATOR: every page answers "This site is not configured".`);
      console.log('  Create one (the server may keep running on PostgreSQL; stop it first on the embedded database):');
      console.log('    npm run operator -- create --domain <host> --template <code> --palette <1-5> --name "<site name>"');
      console.log("  then the console's first administrator (it prints their one-time sign-in link):");
      console.log('    npm run operator -- create-admin --email <address>\n');
      return;
    }
    if (ok) {
      const demo = process.env.NODE_ENV === 'production' ? '' : `  (sign in as demo01 / demo1234; another template: http://slot2.localhost:${port})`;
      console.log(`\n  Ready: open http://localhost:${port}${demo}`);
      // The demo's console administrator (SEED_DEMO); the console's screens are served on its own host.
      if (process.env.NODE_ENV !== 'production')
        console.log(`  Operator console: http://${process.env.CONSOLE_HOST || 'console.localhost'}:${port}/console (admin@demo.test / console-demo-1)`);
      console.log('');
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
})();
child.on('exit', (code) => process.exit(code ?? 0));
