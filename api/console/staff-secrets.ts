import { keptSecret } from '../lib/kept-secret.ts';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, not, or, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema.ts';

/** How an encrypted secret starts in the database; anything else is a secret written before encryption. */
const PREFIX = 'gcm1.';

/**
 * The staff's authenticator secrets at rest: AES-256-GCM under a key derived from
 * CONSOLE_SECRET_KEY, each value with its own random nonce, bound to its column (a value copied
 * into another column or row does not open). A copy of the database alone gives no secret.
 */
export class SecretBox {
  private key: Buffer;
  constructor(secret: string) {
    if (secret.length < 32) throw new Error('CONSOLE_SECRET_KEY: 32 characters or more');
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'playfront staff totp secrets', 32));
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
  }

  /** The secret of a stored value; a value stored before encryption (no prefix) is answered as it is. */
  open(stored: string, context: string): string {
    if (!isSealed(stored)) return stored;
    const [iv, body, tag] = stored
      .slice(PREFIX.length)
      .split('.')
      .map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !body || !tag) throw new Error('staff secret: malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    // A wrong key or a changed value throws here (the tag does not match): never a wrong secret.
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The context of a member's confirmed secret and of their pending one: a value is bound to its place. */
export const confirmedContext = (staffId: number) => `staff:${staffId}:totp`;
export const pendingContext = (staffId: number) => `staff:${staffId}:totp-pending`;

/**
 * The key: CONSOLE_SECRET_KEY, else (outside production) one made once and kept in the data
 * directory, so the demo's secrets survive a restart. Production refuses to start without the
 * variable where the console answers (server/env.ts).
 */
export function loadConsoleSecretKey(dataDir: string, fromEnv?: string): string {
  return keptSecret(dataDir, 'console.secret', fromEnv);
}

/**
 * Encrypts the secrets stored in clear by an earlier version, at start. Each row is written only
 * if it still holds the value read, so two instances starting together encrypt it once. Answers
 * how many values were encrypted.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  const clear = (c: typeof staff.totpSecret | typeof staff.totpPendingSecret) => and(isNotNull(c), not(like(c, `${PREFIX}%`)));
  const rows = await db
    .select({ id: staff.id, secret: staff.totpSecret, pending: staff.totpPendingSecret })
    .from(staff)
    .where(or(clear(staff.totpSecret), clear(staff.totpPendingSecret)));
  let sealed = 0;
  for (const r of rows) {
    if (r.secret && !isSealed(r.secret)) {
      const done = await db
        .update(staff)
        .set({ totpSecret: box.seal(r.secret, confirmedContext(r.id)) })
        .where(and(eq(staff.id, r.id), eq(staff.totpSecret, r.secret)))
        .returning({ id: staff.id });
      sealed += done.length;
    }
    if (r.pending && !isSealed(r.pending)) {
      const done = await db
        .update(staff)
        .set({ totpPendingSecret: box.seal(r.pending, pendingContext(r.id)) })
        .where(and(eq(staff.id, r.id), eq(staff.totpPendingSecret, r.pending)))
        .returning({ id: staff.id });
      sealed += done.length;
    }
  }
  return sealed;
}
