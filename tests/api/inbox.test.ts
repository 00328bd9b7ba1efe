import { describe, expect, it } from 'vitest';
import { type Who, balanceOf, ledgerCheck, login, newPlayer, post, sendInbox } from './helpers.ts';

const DOMAIN = 'casino8.localhost';

const send = (who: Who, body: Record<string, unknown>, key?: string) => sendInbox(DOMAIN, who.account_id, body, key);

const inbox = async (who: Who) => (await post('/settings/get_inbox', who)).json;
const tokensOf = async (who: Who) => (await post('/auth/get_balance', who)).json.game_token as string;

describe('inbox', () => {
  it('the demo player has rewards to claim, an expired one and a notice, newest first', async () => {
    const who = await login(DOMAIN);
    const a = await inbox(who);
    expect(a.statusCode).toBe(1);
    const titles = a.value.map((m: { title: string }) => m.title);
    expect(titles[0]).toMatch(/^Welcome to /);
    expect(a.value.length).toBeGreaterThanOrEqual(4);
    const welcome = a.value[0];
    expect(welcome).toMatchObject({ reward_amount: '50.00', reward_account: 'balance', read: false });
    const expired = a.value.find((m: { title: string }) => /cashback/i.test(m.title));
    expect(new Date(expired.expires_at).getTime()).toBeLessThan(Date.now());
    const notice = a.value.find((m: { reward_amount: string | null }) => m.reward_amount === null);
    expect(notice).toBeTruthy();
    expect(a.claimable).toBeGreaterThanOrEqual(2);
    expect(a.unread).toBeGreaterThanOrEqual(4);
  });

  it('a claim pays the reward once through the ledger; a second claim says it was claimed', async () => {
    const who = await newPlayer(DOMAIN);
    const sent = await send(who, { title: 'Reload bonus', body: '<p>Enjoy <b>25.50</b></p>', reward_amount: '25.50', expires_in_days: 3 });
    expect(sent.json.statusCode).toBe(1);
    const id = sent.json.item.inbox_id;
    expect(await balanceOf(who)).toBe('0.00');

    const first = await post('/settings/claim_inbox', { ...who, inbox_id: id });
    expect(first.json).toMatchObject({ statusCode: 1, balance: '25.50', item: { inbox_id: id, claimed: true, read: true } });
    expect(await balanceOf(who)).toBe('25.50');

    const again = await post('/settings/claim_inbox', { ...who, inbox_id: id });
    expect(again.json.statusCode).not.toBe(1);
    expect(again.json.message).toBe('rewardClaimed');
    expect(await balanceOf(who)).toBe('25.50');

    // the statement shows the bonus line
    const st = await post('/wallet/statement', { ...who, page: 1 });
    expect(st.json.value.some((l: { kind: string; amount: string }) => l.kind === 'bonus' && l.amount === '25.50')).toBe(true);
    // What is left to claim: the operator's welcome offer only.
    expect((await inbox(who)).claimable).toBe(1);
  });

  it('a new player finds the operator’s welcome offer, in every language of the site', async () => {
    const who = await newPlayer(DOMAIN);
    const a = await inbox(who);
    expect(a.value).toHaveLength(1);
    expect(a.value[0]).toMatchObject({ reward_amount: '50.00', reward_account: 'balance', read: false });
    expect(a.value[0].title).toMatch(/^Welcome to /);
    const ru = (await post('/settings/get_inbox', { ...who, lang: 'ru' })).json.value[0];
    expect(ru).toMatchObject({ lang: 'ru' });
    expect(ru.title).toMatch(/^Добро пожаловать на /);
    expect(ru.body).toContain('50,00');
    const ne = (await post('/settings/get_inbox', { ...who, lang: 'ne' })).json.value[0];
    expect(ne.title).toMatch(/स्वागत/);
    expect(ne.body).toContain('50.00');
  });

  it('ten claims of one reward at once pay it exactly once', async () => {
    const who = await newPlayer(DOMAIN);
    const id = (await send(who, { title: 'Race', body: 'x', reward_amount: '10.00' })).json.item.inbox_id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/settings/claim_inbox', { ...who, inbox_id: id })));
    const paid = answers.filter((a) => a.json.statusCode === 1);
    expect(paid.length).toBe(1);
    expect(answers.filter((a) => a.json.message === 'rewardClaimed').length).toBe(9);
    expect(await balanceOf(who)).toBe('10.00');
    console.log(`inbox: 10 concurrent claims of one reward: ${paid.length} paid, ${answers.length - paid.length} rewardClaimed`);
    const check = await ledgerCheck();
    expect(check.report.inboxMismatches).toEqual([]);
    expect(check.report.ok).toBe(true);
  });

  it('token rewards go to the token balance', async () => {
    const who = await newPlayer(DOMAIN);
    const id = (await send(who, { title: 'Tokens', body: '<p>t</p>', reward_amount: '20', reward_account: 'token' })).json.item.inbox_id;
    const r = await post('/settings/claim_inbox', { ...who, inbox_id: id });
    expect(r.json).toMatchObject({ statusCode: 1, token: '20.00', balance: '0.00' });
    expect(await tokensOf(who)).toBe('20.00');
  });

  it('refuses notices, another player’s message and unknown ids, paying nothing', async () => {
    const who = await newPlayer(DOMAIN);
    const other = await newPlayer(DOMAIN);
    const notice = (await send(who, { title: 'News', body: '<p>hello</p>' })).json.item;
    expect(notice.reward_amount).toBeNull();
    expect((await post('/settings/claim_inbox', { ...who, inbox_id: notice.inbox_id })).json.message).toBe('noReward');
    const theirs = (await send(other, { title: 'Theirs', body: 'x', reward_amount: '5.00' })).json.item.inbox_id;
    expect((await post('/settings/claim_inbox', { ...who, inbox_id: theirs })).json.message).toBe('inboxNotFound');
    expect((await post('/settings/read_inbox', { ...who, inbox_id: theirs })).json.message).toBe('inboxNotFound');
    expect((await post('/settings/claim_inbox', { ...who, inbox_id: 987654321 })).json.message).toBe('inboxNotFound');
    expect(await balanceOf(who)).toBe('0.00');
    expect(await balanceOf(other)).toBe('0.00');
  });

  it('marks one message read, then all of them', async () => {
    const who = await newPlayer(DOMAIN);
    const a = (await send(who, { title: 'One', body: 'x' })).json.item.inbox_id;
    await send(who, { title: 'Two', body: 'y' });
    // Two, and the welcome offer every new player finds.
    expect((await inbox(who)).unread).toBe(3);
    expect((await post('/settings/read_inbox', { ...who, inbox_id: a })).json.statusCode).toBe(1);
    const after = await inbox(who);
    expect(after.unread).toBe(2);
    expect(after.value.find((m: { inbox_id: number }) => m.inbox_id === a).read).toBe(true);
    expect((await post('/settings/read_inbox', who)).json.statusCode).toBe(1);
    expect((await inbox(who)).unread).toBe(0);
  });

  it('stores message bodies sanitized', async () => {
    const who = await newPlayer(DOMAIN);
    const item = (
      await send(who, {
        title: 'Hi',
        body: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      })
    ).json.item;
    expect(item.body).toContain('Hi');
    expect(item.body).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('the back-office call needs the ops key and valid input', async () => {
    const who = await newPlayer(DOMAIN);
    expect((await send(who, { title: 'x', body: 'x' }, 'wrong-key')).status).toBe(404);
    const negative = await send(who, { title: 'x', body: 'x', reward_amount: '-5.00' });
    expect(negative.status).toBe(400);
    expect(negative.json.statusCode).not.toBe(1);
    const unknown = await send({ ...who, account_id: 'nobody000' }, { title: 'x', body: 'x' });
    expect(unknown.json.message).toBe('accountNotFound');
  });

  it('answers a bad or expired session with sessionExpired', async () => {
    for (const path of ['/settings/get_inbox', '/settings/claim_inbox', '/settings/read_inbox']) {
      const r = await post(path, { account_id: 'demo01', auth: 'x'.repeat(43), inbox_id: 1 });
      expect(r.json.message, path).toBe('sessionExpired');
    }
  });
});
