import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of this deployment: the environment's value when set, else one made once and kept in
 * the data directory (readable by its owner only), so what it protects survives a restart.
 */
export function keptSecret(dataDir: string, fileName: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.resolve(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
