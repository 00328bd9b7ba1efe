import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import { runOperatorCommand } from './command.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const r = await run('create', '--domain', 'lucky.example.com', '--template', 'slot3', '--palette', '2', '--name', 'Lucky', '--code', 'lucky');
  expect(r.exitCode).toBe(0);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const run = (...argv: string[]) => runOperatorCommand(database.db, argv, { actor: 'cli:test', consoleOrigin: 'https://console.example.com' });
const staffCount = async () => (await database.db.select({ n: count() }).from(t.staff))[0].n;
const LINK = /https:\/\/console\.example\.com\/console\/welcome\?token=([\w-]{43})/;

describe('create-admin', () => {
  it('makes a platform administrator by default and prints a one-time link (its token stored only as a hash)', async () => {
    const r = await run('create-admin', '--email', 'Admin@Example.com');
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('Created platform administrator admin@example.com');
    const token = LINK.exec(r.stdout)![1];
    const [member] = await database.db.select().from(t.staff).where(eq(t.staff.email, 'admin@example.com'));
    expect(member).toMatchObject({ role: 'platform_admin', operatorId: null, passwordHash: null, disabled: false });
    const [invite] = await database.db.select().from(t.staffInvites).where(eq(t.staffInvites.staffId, member.id));
    expect(invite.tokenHash).toBe(sha256(token));
    expect(invite.expiresAt.getTime() - invite.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
    const [entry] = await database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'staff.create'));
    expect(entry).toMatchObject({ actor: 'cli:test', target: 'admin@example.com', operatorId: null });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("makes an operator's member with --operator (operator_admin unless --role says otherwise)", async () => {
    const a = await run('create-admin', '--email', 'boss@lucky.example', '--operator', 'lucky');
    expect(a.exitCode).toBe(0);
    expect(a.stdout).toContain('operator_admin of operator lucky');
    const b = await run('create-admin', '--email', 'words@lucky.example', '--operator', 'lucky.example.com', '--role', 'content-editor');
    expect(b.exitCode).toBe(0);
    const [m] = await database.db.select().from(t.staff).where(eq(t.staff.email, 'words@lucky.example'));
    expect(m.role).toBe('content_editor');
  });

  it.each([
    [['create-admin'], '--email: required'],
    [['create-admin', '--email', 'not-an-address'], '--email: "not-an-address" is not an email address'],
    [['create-admin', '--email', 'admin@example.com'], '--email: admin@example.com is already a staff member'],
    [['create-admin', '--email', 'x@example.com', '--role', 'owner'], '--role: must be one of platform_admin, operator_admin'],
    [['create-admin', '--email', 'x@example.com', '--role', 'support'], '--operator: required with --role support'],
    [
      ['create-admin', '--email', 'x@example.com', '--role', 'platform_admin', '--operator', 'lucky'],
      '--operator: a platform administrator works for no operator',
    ],
    [['create-admin', '--email', 'x@example.com', '--operator', 'nobody'], '--operator: no operator has the code or domain "nobody"'],
    [['create-admin', '--email', 'x@example.com', '--password', 'secret1234'], 'Unknown option'],
    [['create-admin', '--email', 'x@example.com', '--name', 'X'], '--name: not an option of create-admin'],
    [['create-admin', 'extra', '--email', 'x@example.com'], 'create-admin takes options only'],
  ])('refuses %j naming the field, and writes nothing', async (argv, message) => {
    const before = await staffCount();
    const r = await run(...argv);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
    expect(await staffCount()).toBe(before);
  });
});
