// npm run test:cluster (CI): starts the cluster (PostgreSQL, two instances, nginx), runs the
// short load (20 players, 15 s: fails on any error or ledger mismatch), then the browser test
// tests/e2e/cluster.test.ts against it, and stops the cluster. Its own ports (default nginx 3930,
// instances 3931/3932, PostgreSQL 55430) so it can run beside npm start; PORT, CLUSTER_PG_PORT override.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.CLUSTER_CI_PORT ?? '3930';
const STATE = `/tmp/playfront-cluster-ci-${PORT}.json`;
const env = {
  ...process.env,
  PORT,
  CLUSTER_PG_PORT: process.env.CLUSTER_CI_PG_PORT ?? '55430',
  CLUSTER_STATE: STATE,
  // Short decisions so the run's withdrawals are decided while it runs (the job queue across instances).
  WITHDRAWAL_DECISION_SECONDS: '5',
};
delete env.DATABASE_URL;
fs.rmSync(STATE, { force: true });

const t0 = Date.now();
// Its own process group: stopping it stops PostgreSQL's script, the instances and nginx together.
const cluster = spawn(process.execPath, [path.join(root, 'scripts', 'cluster.mjs')], { cwd: root, env, stdio: 'inherit', detached: true });
let exited = false;
cluster.on('exit', () => (exited = true));
/** The cluster's PostgreSQL (from its state file), stopped here if the group's stop left it running. */
let pg = null;
const stopLeftPostgres = () => {
  if (!pg?.data || !fs.existsSync(path.join(pg.data, 'postmaster.pid'))) return;
  // pg_ctl starts the server outside the group: a SIGKILL of the group (below) leaves it serving on its port.
  const cmd = [path.join(pg.bin, 'pg_ctl'), '-D', pg.data, '-m', 'immediate', '-w', 'stop'];
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd;
  const r = spawnSync(asPg[0], asPg.slice(1), { stdio: 'inherit' });
  console.log(`> stopped the cluster's PostgreSQL left running (pg_ctl exit ${r.status})`);
  fs.rmSync(pg.data, { recursive: true, force: true });
};
const stop = async () => {
  if (exited) return stopLeftPostgres();
  try {
    process.kill(-cluster.pid, 'SIGTERM');
  } catch {
    // gone already
  }
  await new Promise((r) => {
    const t = setTimeout(() => {
      try {
        process.kill(-cluster.pid, 'SIGKILL');
      } catch {
        // gone
      }
      r();
    }, 30_000);
    cluster.on('exit', () => {
      clearTimeout(t);
      r();
    });
    if (exited) r();
  });
  stopLeftPostgres();
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop().then(() => process.exit(1)));

let ok = false;
try {
  const deadline = Date.now() + 600_000;
  while (!fs.existsSync(STATE)) {
    if (exited) throw new Error('the cluster exited before it was ready');
    if (Date.now() > deadline) throw new Error('the cluster did not start in 10 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`> cluster up in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  try {
    pg = JSON.parse(fs.readFileSync(STATE, 'utf8')).pg;
  } catch {
    // written as it was read: stopping the group will have to do
  }
  const load = spawnSync(process.execPath, [path.join(root, 'scripts', 'load.mjs'), '--players', '20', '--seconds', '15', '--state', STATE], {
    cwd: root,
    env: { ...process.env, CLUSTER_STATE: STATE },
    stdio: 'inherit',
  });
  const e2e = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'e2e', 'tests/e2e/cluster.test.ts'], {
    cwd: root,
    env: { ...process.env, CLUSTER_STATE: STATE },
    stdio: 'inherit',
  });
  ok = load.status === 0 && e2e.status === 0;
  console.log(
    `\ncluster CI: load ${load.status === 0 ? 'passed' : 'FAILED'}, browser test ${e2e.status === 0 ? 'passed' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );
} catch (err) {
  console.log(`cluster CI: ${err.message}`);
} finally {
  await stop();
}
process.exit(ok ? 0 : 1);
