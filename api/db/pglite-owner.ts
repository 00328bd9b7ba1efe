import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite opens its data directory without a lock, and two processes writing to it corrupt it. The
 * server records its pid beside the data while it runs; commands that open the same directory
 * (the operator command) ask first and stop when a live server holds it.
 */
const ownerFile = (dataDir: string) => path.resolve(dataDir, 'server.pid');

/** The server: records itself as the directory's user until it exits. */
export function claimPglite(dataDir: string) {
  const file = ownerFile(dataDir);
  fs.writeFileSync(file, String(process.pid));
  process.on('exit', () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  });
}

/** The pid of a live server using the directory, or null (none, or it died without cleaning up). */
export function pgliteOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(ownerFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
