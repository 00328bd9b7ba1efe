// npm run operator -- <command>: creates and changes operators (sites) and console members in the database the server
// uses (DATABASE_URL, else the embedded one in DATA_DIR), in any mode, production included.
// The logic is api/operators-admin/command.ts; this is its command line.
import { productMode } from '../server/boot.ts';
import os from 'node:os';
import { openDatabase } from '../api/db/client.ts';
import { pgliteOwner } from '../api/db/pglite-owner.ts';
import { checkOperatorCommand, commandActor, runOperatorCommand, USAGE } from '../api/operators-admin/command.ts';
import { consoleOrigin, loadEnv } from '../server/env.ts';

const argv = process.argv.slice(2);
if (!argv.length || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
  console.log(USAGE);
  process.exit(argv.length ? 0 : 2);
}

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv({ ...process.env, NODE_ENV: productMode });
} catch (err) {
  // A bad setting names itself, as at the server's start: no stack trace.
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
let user = 'unknown';
try {
  user = os.userInfo().username;
} catch {
  user = process.env.USER ?? 'unknown';
}
const ctx = { actor: commandActor(user), consoleOrigin: consoleOrigin(env) };

// A bad value or a usage error is refused before the database is opened.
const checked = await checkOperatorCommand(argv, ctx);
if (checked) {
  process.stdout.write(checked.stdout);
  process.stderr.write(checked.stderr);
  process.exit(checked.exitCode);
}

if (!env.DATABASE_URL) {
  const owner = pgliteOwner(env.DATA_DIR);
  if (owner) {
    console.error(
      `The server (pid ${owner}) has the embedded database in ${env.DATA_DIR} open, and it serves one process at a time:\n` +
        'stop the server, run this command, then start the server again (or run on PostgreSQL: DATABASE_URL).',
    );
    process.exit(1);
  }
}

const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
let code = 1;
try {
  const result = await runOperatorCommand(database.db, argv, { ...ctx, bus: database.bus });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  code = result.exitCode;
} finally {
  await database.close();
}
process.exit(code);
