// npm start, the demo: build when needed (front end, server compiled to JavaScript), then serve pages and /api on PORT (default 3900).
// The server migrates the database and seeds the demo data on its first start. It runs in
// development mode with the demo payment provider on (DEMO_PAYMENTS=1: deposits are confirmed on
// a demo page, withdrawals approved by a demo back office); any of these can be set otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { serverArgs } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuild(root);
// The server compiled to JavaScript by ensureBuild (<build>/server-dist/index.js): no TypeScript loader at run time.
const child = spawn(process.execPath, serverArgs(root), {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV=production npm start serves an operator's site: no demo switch is turned on (and the server refuses them).
  env: process.env.NODE_ENV === 'production' ? process.env : { NODE_ENV: 'development', DEMO_PAYMENTS: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
