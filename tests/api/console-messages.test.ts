import { describe, expect, it } from 'vitest';
import { balanceOf, fund, ledgerCheck, newPlayer, post, type Who } from './helpers.ts';
import { adminSession, page, pageMember } from './console-pages-client.ts';

/**
 * Messages and rewards from the console: the count a segment reaches is shown before sending,
 * each player of it receives one inbox message in the languages written, and a reward is claimed
 * once per player by the inbox's own rule.
 */
const OP = 'slot6';
const OTHER = 'slot7';
const screen = (op = OP) => `/console/${op}/messages`;
const plain = (html: string) => html.replace(/<!-- -->/g, '');
const today = () => new Date().toISOString().slice(0, 10);
const inbox = async (who: Who, lang?: string) => (await post('/settings/get_inbox', { ...who, ...(lang ? { lang } : {}) })).json;

describe('console messages', () => {
  it('a segment: its count first, then one message each in their language, and a reward claimed once per player', async () => {
    const admin = await adminSession();
    const opAdmin = await pageMember(admin, 'operator_admin', OP);
    const [fresh, deposited] = await Promise.all([newPlayer(`${OP}.localhost`), newPlayer(`${OP}.localhost`)]);
    await fund(deposited, '100.00');
    const title = `Welcome gift ${Date.now()}`;
    const form = {
      target: 'segment',
      from: today(),
      to: today(),
      deposited: 'no',
      title_en: title,
      body_en: 'A gift for you.\n\nClaim it <b>today</b>.',
      title_es: `Regalo ${title}`,
      body_es: 'Un regalo para ti.',
      reward: '5.00',
    };
    const counted = await page('POST', screen(), { cookie: opAdmin.cookie, form: { ...form, intent: 'count' } });
    expect(counted.status).toBe(200);
    const reach = Number(/data-testid="segment-reach">This reaches (\d+) player/.exec(plain(counted.text))![1]);
    expect(reach).toBeGreaterThanOrEqual(1);
    expect(plain(counted.text)).toContain(`Send to ${reach} player`);

    const sent = await page('POST', screen(), { cookie: opAdmin.cookie, form: { ...form, intent: 'send' } });
    expect(sent.status).toBe(200);
    // Other suites sign players up on this operator meanwhile: the segment is read again when sent.
    expect(Number(/Sent to (\d+) player/.exec(plain(sent.text))![1])).toBeGreaterThanOrEqual(reach);

    const mine = (await inbox(fresh)).value.filter((m: { title: string }) => m.title === title);
    expect(mine).toHaveLength(1);
    // Typed text is kept as text: the markup the console's user typed is not HTML.
    expect(mine[0].body).toBe('<p>A gift for you.</p><p>Claim it &lt;b&gt;today&lt;/b&gt;.</p>');
    const es = (await inbox(fresh, 'es')).value.find((m: { inbox_id: number }) => m.inbox_id === mine[0].inbox_id);
    expect(es.title).toBe(`Regalo ${title}`);
    expect((await inbox(deposited)).value.some((m: { title: string }) => m.title === title)).toBe(false);

    const claims = await Promise.all(Array.from({ length: 6 }, () => post('/settings/claim_inbox', { ...fresh, inbox_id: mine[0].inbox_id })));
    expect(claims.filter((c) => c.json.statusCode === 1)).toHaveLength(1);
    expect(await balanceOf(fresh)).toBe('5.00');
    expect((await ledgerCheck()).report.ok).toBe(true);

    // One player by account; the audit log records both sendings.
    const one = await page('POST', screen(), {
      cookie: opAdmin.cookie,
      form: { target: 'player', account: deposited.account_id, title_en: `Just you ${title}`, body_en: 'Hello.', intent: 'send' },
    });
    expect(plain(one.text)).toContain('Sent to 1 player.');
    expect((await inbox(deposited)).value.filter((m: { title: string }) => m.title === `Just you ${title}`)).toHaveLength(1);
    const csv = (await page('GET', `/console/${OP}/audit.csv?q=inbox.`, { cookie: admin })).text;
    expect(csv).toContain(`inbox.reward,segment`);
    expect(csv).toContain(`inbox.message,${deposited.account_id}`);
  });

  it("a form's key sends once: a parallel burst of the same send reaches each player once", async () => {
    const admin = await adminSession();
    const opAdmin = await pageMember(admin, 'operator_admin', OP);
    const who = await newPlayer(`${OP}.localhost`);
    const shown = await page('GET', screen(), { cookie: opAdmin.cookie });
    const key = /name="key" value="([^"]+)"/.exec(shown.text)![1]!;
    const title = `Once only ${Date.now()}`;
    const form = { intent: 'send', key, target: 'player', account: who.account_id, title_en: title, body_en: 'Sent once.', reward: '1.00' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('POST', screen(), { cookie: opAdmin.cookie, form })));
    expect(answers.filter((a) => /Sent to 1 player/.test(plain(a.text)))).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && /already sent/.test(a.text))).toHaveLength(5);
    expect((await inbox(who)).value.filter((m: { title: string }) => m.title === title)).toHaveLength(1);
    // The page after a send carries a new key.
    const next = await page('GET', screen(), { cookie: opAdmin.cookie });
    expect(/name="key" value="([^"]+)"/.exec(next.text)![1]).not.toBe(key);
  });

  it('refuses other roles and operators, and names each bad field', async () => {
    const admin = await adminSession();
    const [opAdmin, payments, support, editor, elsewhere] = await Promise.all([
      pageMember(admin, 'operator_admin', OP),
      pageMember(admin, 'payments', OP),
      pageMember(admin, 'support', OP),
      pageMember(admin, 'content_editor', OP),
      pageMember(admin, 'operator_admin', OTHER),
    ]);
    const form = { target: 'player', account: 'demo01', title_en: 'Hi', body_en: 'Hello', intent: 'send' };
    expect((await page('GET', screen(), { cookie: opAdmin.cookie })).status).toBe(200);
    for (const m of [payments, support, editor]) {
      expect((await page('GET', screen(), { cookie: m.cookie })).status).toBe(403);
      expect((await page('POST', screen(), { cookie: m.cookie, form })).status).toBe(403);
    }
    expect((await page('GET', screen(), { cookie: elsewhere.cookie })).status).toBe(404);
    expect((await page('POST', screen(), { cookie: elsewhere.cookie, form })).status).toBe(404);

    const bad = await page('POST', screen(), {
      cookie: opAdmin.cookie,
      form: { target: 'player', account: '', title_en: '', body_en: 'x', from: '2026-13-45', reward: '1.234', intent: 'count' },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/data-testid="error-account">This field is required\./);
    expect(bad.text).toMatch(/data-testid="error-title_en">This field is required\./);
    expect(bad.text).toMatch(/data-testid="error-from">Enter a date as YYYY-MM-DD\./);
    expect(bad.text).toMatch(/data-testid="error-reward">Enter an amount such as 250\.00\./);
    const order = await page('POST', screen(), {
      cookie: opAdmin.cookie,
      form: { target: 'segment', from: '2026-02-02', to: '2026-02-01', title_en: 'a', body_en: 'b', intent: 'count' },
    });
    expect(order.text).toMatch(/data-testid="error-to">This date is before the first one\./);
    const nobody = await page('POST', screen(), { cookie: opAdmin.cookie, form: { ...form, account: 'no-such-player' } });
    expect(nobody.status).toBe(400);
    expect(nobody.text).toContain('This player cannot receive messages now');
  });
});
