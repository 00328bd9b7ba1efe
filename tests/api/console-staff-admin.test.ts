// An administrator disables, enables, re-invites a member and resets their authenticator:
// who may (roles, operators), what the member then can do, and the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ADMIN, consoleCall as call, consoleSignIn as signIn, newConsoleMember, tokenOf, totpCode, type NewMember } from './console-client.ts';

let admin: string;
beforeAll(async () => {
  admin = await signIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
});

const act = (id: number | string, action: string, cookie: string) => call('POST', `staff/${id}/${action}`, {}, { cookie });
const me = (cookie: string) => call('GET', 'me', undefined, { cookie });
const auditOf = async (action: string, email: string) =>
  ((await call('GET', `audit?action=${action}`, undefined, { cookie: admin })).json.value as Record<string, any>[]).filter((e) => e.target === email);

describe('who may act on a member', () => {
  let boss: NewMember;
  let own: NewMember;
  let other: NewMember;
  beforeAll(async () => {
    boss = await newConsoleMember(admin, 'operator_admin', 'slot2');
    own = await newConsoleMember(admin, 'support', 'slot2');
    other = await newConsoleMember(admin, 'support', 'slot3');
  });

  it('refuses every other role with 403, whatever the member', async () => {
    for (const role of ['support', 'content_editor', 'payments']) {
      const m = await newConsoleMember(admin, role, 'slot2');
      for (const action of ['disable', 'enable', 'reinvite', 'reset-totp']) {
        const r = await act(own.id, action, m.cookie);
        expect(r.status).toBe(403);
        expect(r.json).toEqual({ statusCode: -403, message: 'forbidden' });
      }
    }
    expect((await me(own.cookie)).status).toBe(200);
  });

  it("an operator's administrator reaches only their own operator's members: another operator's, or a platform administrator, is 404", async () => {
    const platform = await newConsoleMember(admin, 'platform_admin');
    for (const action of ['disable', 'reinvite', 'reset-totp']) {
      for (const target of [other.id, platform.id, 2_000_000_000]) {
        const r = await act(target, action, boss.cookie);
        expect(r.status).toBe(404);
        expect(r.json).toEqual({ statusCode: -404, message: 'notFound' });
      }
    }
    expect((await me(other.cookie)).status).toBe(200);
    expect((await me(platform.cookie)).status).toBe(200);
    // Their own member: done.
    const r = await act(own.id, 'reinvite', boss.cookie);
    expect(r.json).toMatchObject({ statusCode: 1, staff: { email: own.email } });
  });

  it('nobody acts on themselves, and a malformed id is a JSON refusal', async () => {
    const r = await act(boss.id, 'disable', boss.cookie);
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ statusCode: -409, message: 'notOnYourself' });
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const bad = await act(id, 'disable', admin);
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ statusCode: -422, message: 'invalidRequest' });
    }
  });
});

describe('disable and enable', () => {
  it('a disabled member loses every session and cannot sign in or use a link; enabled, they sign in again', async () => {
    const boss = await newConsoleMember(admin, 'operator_admin', 'slot3');
    const m = await newConsoleMember(admin, 'payments', 'slot3');
    const second = await signIn(m.email, m.password, undefined, '127.51.0.1');
    const link = await act(m.id, 'reinvite', boss.cookie);

    const off = await act(m.id, 'disable', boss.cookie);
    expect(off.json).toMatchObject({ statusCode: 1, changed: true, sessions_ended: 2, staff: { email: m.email, disabled: true } });
    for (const cookie of [m.cookie, second]) expect((await me(cookie)).status).toBe(401);
    const refused = await call('POST', 'sign-in', { email: m.email, password: m.password }, { ip: '127.51.0.2' });
    expect(refused.json).toEqual({ statusCode: -1, message: 'invalidCredentials' });
    const welcome = await call('POST', 'welcome', { token: tokenOf(link.json.welcome_url as string), password: 'Other-pass-2' });
    expect(welcome.json.message).toBe('invalidLink');
    const reinvite = await act(m.id, 'reinvite', boss.cookie);
    expect(reinvite.status).toBe(409);
    expect(reinvite.json.message).toBe('memberDisabled');

    const on = await act(m.id, 'enable', boss.cookie);
    expect(on.json).toMatchObject({ statusCode: 1, changed: true, staff: { disabled: false } });
    const back = await signIn(m.email, m.password, undefined, '127.51.0.3');
    expect((await me(back)).json.staff.email).toBe(m.email);

    const [disabled] = await auditOf('staff.disable', m.email);
    expect(disabled).toMatchObject({ actor: `staff:${boss.id}`, after: { disabled: true, sessionsEnded: 2 } });
    expect((await auditOf('staff.enable', m.email))[0]).toMatchObject({ actor: `staff:${boss.id}` });
  });

  it('a parallel burst of 10 disables changes the member once: one audit entry', async () => {
    const m = await newConsoleMember(admin, 'support', 'slot4');
    const burst = await Promise.all(Array.from({ length: 10 }, () => act(m.id, 'disable', admin)));
    expect(burst.every((r) => r.json.statusCode === 1)).toBe(true);
    expect(burst.filter((r) => r.json.changed).length).toBe(1);
    expect(await auditOf('staff.disable', m.email)).toHaveLength(1);
  });
});

describe('re-invite', () => {
  it('a new one-time link chooses a new password; earlier links are spent; after a parallel burst of 8 only one link opens', async () => {
    const m = await newConsoleMember(admin, 'content_editor', 'slot2');
    const first = await act(m.id, 'reinvite', admin);
    expect(first.json).toMatchObject({
      statusCode: 1,
      changed: true,
      welcome_url: expect.stringMatching(/^http:\/\/console\.localhost:\d+\/console\/welcome\?token=/),
    });

    const burst = await Promise.all(Array.from({ length: 8 }, () => act(m.id, 'reinvite', admin)));
    expect(burst.every((r) => r.json.statusCode === 1)).toBe(true);
    const links = [first, ...burst].map((r) => tokenOf(r.json.welcome_url as string));
    expect(new Set(links).size).toBe(9);
    const used = await Promise.all(links.map((token) => call('POST', 'welcome', { token, password: 'New-pass-22' })));
    expect(used.filter((u) => u.json.statusCode === 1)).toHaveLength(1);
    expect(used.filter((u) => u.json.message === 'invalidLink')).toHaveLength(8);

    // The new password signs in; the old one no more.
    const old = await call('POST', 'sign-in', { email: m.email, password: m.password }, { ip: '127.52.0.1' });
    expect(old.json.message).toBe('invalidCredentials');
    expect((await me(await signIn(m.email, 'New-pass-22', undefined, '127.52.0.2'))).json.staff.email).toBe(m.email);
    expect(await auditOf('staff.reinvite', m.email)).toHaveLength(9);
  });
});

describe('reset the authenticator', () => {
  it('forgets the confirmed authenticator and ends the sessions: the next sign-in needs no code and offers a new one', async () => {
    const boss = await newConsoleMember(admin, 'operator_admin', 'slot4');
    const m = await newConsoleMember(admin, 'support', 'slot4');
    const ok = await call('POST', 'totp/confirm', { code: totpCode(m.secret) }, { cookie: m.cookie });
    expect(ok.json.staff.totp_enabled).toBe(true);
    const noCode = await call('POST', 'sign-in', { email: m.email, password: m.password }, { ip: '127.53.0.1' });
    expect(noCode.json.message).toBe('invalidCredentials');

    const reset = await act(m.id, 'reset-totp', boss.cookie);
    expect(reset.json).toMatchObject({ statusCode: 1, changed: true, sessions_ended: 1, staff: { email: m.email, totp_enabled: false } });
    expect((await me(m.cookie)).status).toBe(401);
    const again = await signIn(m.email, m.password, undefined, '127.53.0.2');
    expect((await me(again)).json.staff).toMatchObject({ email: m.email, totp_enabled: false });
    expect((await auditOf('staff.reset_totp', m.email))[0]).toMatchObject({
      actor: `staff:${boss.id}`,
      before: { totpEnabled: true },
      after: { totpEnabled: false, sessionsEnded: 1 },
    });
  });

  it('an unknown member is 404 for the platform administrator too', async () => {
    const r = await act(1_999_999_999, 'reset-totp', admin);
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('notFound');
  });
});
