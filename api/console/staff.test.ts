import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEMO_STAFF } from '../db/seed/factories.ts';
import { hashPassword } from '../lib/crypto.ts';
import { Throttle } from '../lib/throttle.ts';
import { createStaffMember, STAFF_ACCOUNT_LIMIT, StaffService } from './staff.ts';

let database: Database;
let production: StaffService;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  production = new StaffService(database.db, new Throttle(database.db), { totpRequired: true, production: true });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const meta = { ip: '127.0.0.1' };
const codeAt = (secret: string, at = Date.now()) => new TOTP({ secret }).generate({ timestamp: at });

describe('staff in production', () => {
  it('asks for an authenticator first: a new session reaches only enrolment until a code confirms it', async () => {
    const { token } = await createStaffMember(database.db, { email: 'new@example.com', role: 'platform_admin', operatorId: null }, { actor: 'cli:test' });
    const welcomed = await production.welcome(token, 'Staff-pass-1', meta);
    expect(welcomed.member).toMatchObject({ totp_enabled: false, totp_required: true });
    const session = (await production.session(welcomed.token))!;
    expect(production.needsEnrolment(session.member)).toBe(true);

    // Signing in again before enrolment hands out a new secret to confirm.
    const again = await production.signIn('new@example.com', 'Staff-pass-1', undefined, meta);
    expect(again.enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Playfront%20console:new%40example\.com\?/);
    const pending = (await production.session(again.token))!;
    const member = await production.confirmTotp(pending, codeAt(again.enrolment!.secret), meta);
    expect(member.totp_enabled).toBe(true);
    const [row] = await database.db.select().from(t.staff).where(eq(t.staff.email, 'new@example.com'));
    expect(production.needsEnrolment(row)).toBe(false);
    expect(row.totpPendingSecret).toBeNull();
  });

  it("refuses the demo administrator's published password", async () => {
    await database.db.insert(t.staff).values({ email: DEMO_STAFF.email, passwordHash: await hashPassword(DEMO_STAFF.password), role: 'platform_admin' });
    await expect(production.signIn(DEMO_STAFF.email, DEMO_STAFF.password, undefined, meta)).rejects.toMatchObject({ message: 'invalidCredentials' });
  });

  it('refuses an expired link, and a disabled member', async () => {
    const { member, token } = await createStaffMember(
      database.db,
      { email: 'late@example.com', role: 'platform_admin', operatorId: null },
      { actor: 'cli:test' },
    );
    await database.db
      .update(t.staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.staffInvites.staffId, member.id));
    await expect(production.welcome(token, 'Staff-pass-1', meta)).rejects.toMatchObject({ message: 'invalidLink' });

    const off = await createStaffMember(database.db, { email: 'off@example.com', role: 'platform_admin', operatorId: null }, { actor: 'cli:test' });
    const opened = await production.welcome(off.token, 'Staff-pass-1', meta);
    await database.db.update(t.staff).set({ disabled: true }).where(eq(t.staff.id, off.member.id));
    expect(await production.session(opened.token)).toBeNull();
    await expect(production.signIn('off@example.com', 'Staff-pass-1', undefined, meta)).rejects.toMatchObject({ message: 'invalidCredentials' });
  });

  it('signs in in two steps with a ticket that carries no password, works for its member and password only, and counts its codes', async () => {
    const { token } = await createStaffMember(database.db, { email: 'two@example.com', role: 'platform_admin', operatorId: null }, { actor: 'cli:test' });
    const welcomed = await production.welcome(token, 'Staff-pass-1', meta);
    await production.confirmTotp((await production.session(welcomed.token))!, codeAt(welcomed.enrolment.secret, Date.now() - 30_000), meta);

    await expect(production.checkPassword('two@example.com', 'wrong-pass', meta)).rejects.toMatchObject({ message: 'invalidCredentials' });
    const { codeNeeded, ticket } = await production.checkPassword('two@example.com', 'Staff-pass-1', meta);
    expect(codeNeeded).toBe(true);
    expect(ticket).not.toContain('Staff-pass-1');
    // Sealed: a changed ticket, or anything else, is refused; a wrong code too.
    const changed = `${ticket!.slice(0, -4)}AAAA`;
    await expect(production.signInWithTicket(changed, codeAt(welcomed.enrolment.secret), meta)).rejects.toMatchObject({ message: 'invalidCredentials' });
    await expect(production.signInWithTicket('{"id":1,"exp":9999999999999,"pw":"x"}', '000000', meta)).rejects.toMatchObject({ message: 'invalidCredentials' });
    await expect(production.signInWithTicket(ticket!, '000000', meta)).rejects.toMatchObject({ message: 'invalidCredentials' });
    const signed = await production.signInWithTicket(ticket!, codeAt(welcomed.enrolment.secret), meta);
    expect((await production.session(signed.token))?.member.email).toBe('two@example.com');

    // A new password voids the tickets given before it.
    const later = await production.checkPassword('two@example.com', 'Staff-pass-1', meta);
    await database.db
      .update(t.staff)
      .set({ passwordHash: await hashPassword('Staff-pass-2') })
      .where(eq(t.staff.email, 'two@example.com'));
    await expect(production.signInWithTicket(later.ticket!, codeAt(welcomed.enrolment.secret, Date.now() + 30_000), meta)).rejects.toMatchObject({
      message: 'invalidCredentials',
    });
  });

  it('counts code attempts on a ticket: a parallel burst of wrong codes passes no more than the account limit', async () => {
    const { token } = await createStaffMember(database.db, { email: 'burst@example.com', role: 'platform_admin', operatorId: null }, { actor: 'cli:test' });
    const welcomed = await production.welcome(token, 'Staff-pass-1', meta);
    await production.confirmTotp((await production.session(welcomed.token))!, codeAt(welcomed.enrolment.secret, Date.now() - 30_000), meta);
    const { ticket } = await production.checkPassword('burst@example.com', 'Staff-pass-1', { ip: '10.9.9.1' });
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => production.signInWithTicket(ticket!, String(100000 + i), { ip: `10.9.9.${10 + i}` })),
    );
    const messages = answers.map((a) => (a.status === 'rejected' ? (a.reason as Error).message : 'signed in'));
    expect(messages.filter((m) => m === 'invalidCredentials')).toHaveLength(STAFF_ACCOUNT_LIMIT.max);
    expect(messages.filter((m) => m === 'tooManyAttempts')).toHaveLength(12 - STAFF_ACCOUNT_LIMIT.max);
  });
});
