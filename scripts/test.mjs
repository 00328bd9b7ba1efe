// npm test: lint (ESLint, Prettier) and typecheck, unit tests, then a fresh server (new database) for the API and browser tests.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --only api only the API tests (with DATABASE_URL: against PostgreSQL)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// Anything after `--` goes to vitest (a file or a name filter).
const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const resultsDir = path.resolve(root, process.env.RESULTS_DIR ?? 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

/** The test server's settings; the tests read them too (to sign payment notifications, ask for the ledger proof). */
const TEST_SERVER_ENV = {
  DEMO_TAC: '1',
  DEMO_PAYMENTS: '1',
  DEMO_SPORTS: '1',
  DEMO_GAMES: '1',
  TEST_CLOCK: '1',
  SESSION_TTL_MINUTES: '30',
  LOGIN_FAILURES_PER_ADDRESS: '1000',
  TAC_REQUESTS_PER_ADDRESS: '600',
  TAC_REQUESTS_PER_OPERATOR: '500',
  OPS_KEY: 'test-ops-key-0123456789',
  // The operator console's host (tests/api/console-staff.test.ts), whatever a local .env says.
  CONSOLE_HOST: 'console.localhost',
  PAYMENT_DEMO_SECRET: 'test-payment-secret-0123456789',
  WITHDRAWAL_DECISION_SECONDS: '3',
  PAYMENT_NOTIFY_DELAY_MS: '300',
  HTTP_HEADERS_TIMEOUT_MS: '6000',
  HTTP_REQUEST_TIMEOUT_MS: '10000',
};

/** Unit suites that run on a real database and send parallel bursts to it. */
const ADAPTER_SUITES = [
  'api/games/hub88.test.ts',
  'api/games/demo-provider/demo-provider.test.ts',
  'api/sms/sms.test.ts',
  'api/services/sports/feeds.test.ts',
  'api/services/sports/corrections.test.ts',
];

/** A new, empty database on the server of `url` (dropped first when a run left one). */
async function freshDatabase(url, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function vitest(projects, env = {}, files = extra, name = projects.join('-')) {
  const outputFile = path.join(resultsDir, `vitest-${name}.json`);
  const args = [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...files,
  ];
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0) totals.failed += 1;
  } catch {
    totals.failed += 1;
  }
  return r.status === 0;
}

/** `npm run lint` and `npm run typecheck`; each failure counts as one failed test. */
function lint() {
  let passed = true;
  for (const [script, what] of [
    ['lint', 'eslint, prettier --check'],
    ['typecheck', 'react-router typegen, tsc --noEmit'],
  ]) {
    console.log(`> ${script}: ${what}`);
    const r = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) totals.failed += 1;
    passed &&= r.status === 0;
  }
  return passed;
}

let ok = true;
const t0 = Date.now();
// Only a full run lints: not with --only, nor with a file or name filter after `--`.
if (!only && !extra.length) ok = lint() && ok;
if (!only || only === 'unit') ok = vitest(['unit']) && ok;
if (!only || only === 'api' || only === 'e2e') {
  const projects = only ? [only] : ['api', 'e2e'];
  if (projects.includes('e2e')) ensureChromium();
  ensureBuild(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-test-'));
  const port = Number(process.env.TEST_PORT ?? 3911);
  const logFile = path.join(resultsDir, 'server.log');
  fs.writeFileSync(logFile, '');
  console.log(`> starting a test server on ${port} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in ' + dataDir})`);
  const server = await startTestServer(root, { port, logFile, env: { DATA_DIR: dataDir, ...TEST_SERVER_ENV } });
  try {
    ok = vitest(projects, { API_BASE_URL: server.url, TEST_PORT: String(port), ...TEST_SERVER_ENV }) && ok;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
// The adapters' suites (games wallet, SMS outbox) hold their own bursts on a database: with
// DATABASE_URL they run on PostgreSQL as well, on a fresh database of that server.
if (only === 'api' && process.env.DATABASE_URL && !extra.length) {
  const url = await freshDatabase(process.env.DATABASE_URL, 'playfront_adapters');
  ok = vitest(['unit'], { DATABASE_URL: url }, ADAPTER_SUITES, 'adapters-postgres') && ok;
}
console.log(`\n${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
