import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../lib/crypto.ts';
import { Throttle } from '../lib/throttle.ts';
import { createStaffMember, StaffService } from './staff.ts';
import { SecretBox, confirmedContext, loadConsoleSecretKey, sealStoredSecrets } from './staff-secrets.ts';
import { newTotpSecret } from './totp.ts';

const KEY = 'k'.repeat(20) + '-unit-test-console-key';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('SecretBox', () => {
  it('opens what it sealed, only with the same key and in the same place', () => {
    const box = new SecretBox(KEY);
    const secret = newTotpSecret();
    const sealed = box.seal(secret, confirmedContext(7));
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret, confirmedContext(7))).not.toBe(sealed);
    expect(box.open(sealed, confirmedContext(7))).toBe(secret);
    expect(() => box.open(sealed, confirmedContext(8))).toThrow();
    expect(() => new SecretBox(`${KEY}-other`).open(sealed, confirmedContext(7))).toThrow();
    expect(() => new SecretBox('short')).toThrow(/32 characters/);
  });

  it('keeps the demo key in the data directory, the environment one first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-key-'));
    try {
      const made = loadConsoleSecretKey(dir);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(loadConsoleSecretKey(dir)).toBe(made);
      expect(fs.statSync(path.join(dir, 'console.secret')).mode & 0o077).toBe(0);
      expect(loadConsoleSecretKey(dir, KEY)).toBe(KEY);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('secrets at rest', () => {
  it('stores no secret in clear, and a secret stored in clear earlier is encrypted at start and still signs in', async () => {
    const box = new SecretBox(KEY);
    const service = new StaffService(database.db, new Throttle(database.db), { totpRequired: true, production: true, secrets: box });
    const { token, member } = await createStaffMember(
      database.db,
      { email: 'sealed@example.com', role: 'platform_admin', operatorId: null },
      { actor: 'operator command (test)' },
    );
    const welcomed = await service.welcome(token, 'Staff-pass-1', { ip: '127.0.0.1' });
    const [pending] = await database.db.select().from(t.staff).where(eq(t.staff.id, member.id));
    expect(pending.totpPendingSecret).not.toContain(welcomed.enrolment.secret);
    const session = (await service.session(welcomed.token))!;
    await service.confirmTotp(session, new TOTP({ secret: welcomed.enrolment.secret }).generate(), { ip: '127.0.0.1' });
    const [confirmed] = await database.db.select().from(t.staff).where(eq(t.staff.id, member.id));
    expect(confirmed.totpSecret).toMatch(/^gcm1\./);
    expect(confirmed.totpSecret).not.toContain(welcomed.enrolment.secret);

    // A member written by an earlier version: the secret in clear.
    const clear = newTotpSecret();
    const [legacy] = await database.db
      .insert(t.staff)
      .values({ email: 'legacy@example.com', role: 'platform_admin', passwordHash: await hashPassword('Staff-pass-1'), totpSecret: clear })
      .returning();
    // Its first sign-in encrypts it.
    await service.signIn('legacy@example.com', 'Staff-pass-1', new TOTP({ secret: clear }).generate({ timestamp: Date.now() - 30_000 }), { ip: '127.0.0.3' });
    const [used] = await database.db.select().from(t.staff).where(eq(t.staff.id, legacy.id));
    expect(used.totpSecret).toMatch(/^gcm1\./);
    await database.db.update(t.staff).set({ totpSecret: clear, totpLastStep: null }).where(eq(t.staff.id, legacy.id));
    // At start, every secret still in clear is encrypted, once.
    expect(await sealStoredSecrets(database.db, box)).toBe(1);
    expect(await sealStoredSecrets(database.db, box)).toBe(0);
    const [now] = await database.db.select().from(t.staff).where(eq(t.staff.id, legacy.id));
    expect(now.totpSecret).toMatch(/^gcm1\./);
    const signedIn = await service.signIn('legacy@example.com', 'Staff-pass-1', new TOTP({ secret: clear }).generate(), { ip: '127.0.0.2' });
    expect(signedIn.member).toMatchObject({ email: 'legacy@example.com', totp_enabled: true });
  });
});
