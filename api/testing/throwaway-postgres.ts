import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL of a unit test's own (Debian's `postgresql` binaries, when installed), on its own
 * port and temp directory, that the test may stop, start and restart under running code. Only for
 * tests: `npm test` runs the API tests against `scripts/with-postgres.sh`; these tests need a
 * server they can restart without disturbing anyone else.
 */
const bins = fs.existsSync('/usr/lib/postgresql')
  ? fs
      .readdirSync('/usr/lib/postgresql')
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .filter((d) => fs.existsSync(`${d}/initdb`))
  : [];

/** The newest installed PostgreSQL's bin directory, or undefined (then skip the test). */
export const PGBIN = bins.sort().at(-1);

export interface ThrowawayPostgres {
  url: string;
  dir: string;
  start(): void;
  /** `fast` (clients told to go) or `immediate` (a crash). */
  stop(mode?: 'fast' | 'immediate'): void;
  restart(): void;
  /** Stops it (if running) and removes its directory. */
  remove(): void;
}

/** initdb + start on 127.0.0.1:`port`; run as the `postgres` user when the test runs as root. */
export function throwawayPostgres(port: number, prefix = 'pg-'): ThrowawayPostgres {
  if (!PGBIN) throw new Error('PostgreSQL is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const asPg = (args: string[]) => {
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' });
    else execFileSync(args[0], args.slice(1), { stdio: 'ignore' });
  };
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...a: string[]) => asPg([`${PGBIN}/pg_ctl`, '-D', dir, '-l', path.join(dir, 'log'), '-w', ...a]);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  asPg([`${PGBIN}/initdb`, '-D', dir, '-A', 'trust', '-U', 'postgres']);
  const pg: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start: () => ctl('-o', opts, 'start'),
    stop: (mode = 'fast') => ctl('-m', mode, 'stop'),
    restart: () => ctl('-m', 'fast', 'restart', '-o', opts),
    remove: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // already down
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
