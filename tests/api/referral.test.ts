import { describe, expect, it } from 'vitest';
import { type Who, balanceOf, fund, ledgerCheck, newPlayer, post } from './helpers.ts';

// The default operator runs the referral programme (show_referral on).
const DOMAIN = 'localhost';

const signUpWith = (domain: string, referrer_code: string) => newPlayer(domain, { referrer_code });

const summary = async (who: Who) => (await post('/settings/referral', who)).json;
const referralMessages = async (who: Who) =>
  (await post('/settings/get_inbox', who)).json.value.filter((m: { title: string }) => m.title.startsWith('Referral reward'));

describe('referral programme', () => {
  it('publishes the operator terms and the reward rule', async () => {
    const r = await post('/home/referral', { domain_name: DOMAIN });
    expect(r.json).toMatchObject({ statusCode: 1, active: true, reward: '100.00', min_deposit: '500.00' });
    // The demo operator wrote no terms of its own: the page shows the product's rules in the player's language.
    expect(r.json.value[0].setting_value).toBe('');
  });

  it('a friend who signs up with the code counts; their qualifying deposit sends one reward to the referrer', async () => {
    const referrer = await newPlayer(DOMAIN);
    const mine = await summary(referrer);
    expect(mine).toMatchObject({ statusCode: 1, invited: 0, qualified: 0, earned: '0.00', friends: [] });
    expect(mine.code).toMatch(/^[0-9A-F]{10}$/);

    // codes are read case-insensitively
    const friend = await signUpWith(DOMAIN, mine.code.toLowerCase());
    let s = await summary(referrer);
    expect(s.invited).toBe(1);
    expect(s.friends[0]).toMatchObject({ qualified: false });
    expect(s.friends[0].account_id).toContain('***');
    expect(s.friends[0].account_id).not.toBe(friend.account_id);

    // below the minimum: nothing yet
    await fund(friend, '100.00');
    expect(await referralMessages(referrer)).toEqual([]);

    await fund(friend, '600.00');
    const sent = await referralMessages(referrer);
    expect(sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ reward_amount: '100.00', claimed: false });
    s = await summary(referrer);
    expect(s).toMatchObject({ invited: 1, qualified: 1, earned: '100.00' });
    expect(s.friends[0].qualified).toBe(true);

    // one reward per friend
    await fund(friend, '700.00');
    expect((await referralMessages(referrer)).length).toBe(1);

    const claim = await post('/settings/claim_inbox', { ...referrer, inbox_id: sent[0].inbox_id });
    expect(claim.json.statusCode).toBe(1);
    expect(await balanceOf(referrer)).toBe('100.00');
    expect((await ledgerCheck()).report.ok).toBe(true);
  });

  it('two qualifying deposits of one friend credited at once still pay one reward', async () => {
    const referrer = await newPlayer(DOMAIN);
    const friend = await signUpWith(DOMAIN, (await summary(referrer)).code);
    await Promise.all([fund(friend, '550.00'), fund(friend, '650.00'), fund(friend, '750.00')]);
    expect(await balanceOf(friend)).toBe('1950.00');
    expect((await referralMessages(referrer)).length).toBe(1);
    expect((await summary(referrer)).qualified).toBe(1);
  });

  it('a code counts only on the operator that issued it; an unknown code is ignored', async () => {
    const referrer = await newPlayer(DOMAIN);
    const code = (await summary(referrer)).code;
    const elsewhere = await signUpWith('casino8.localhost', code);
    expect(elsewhere.auth).toBeTruthy();
    await signUpWith(DOMAIN, 'NOSUCHCODE');
    expect((await summary(referrer)).invited).toBe(0);
  });

  it('needs a session', async () => {
    const r = await post('/settings/referral', { account_id: 'demo01', auth: 'x'.repeat(43) });
    expect(r.json.message).toBe('sessionExpired');
  });
});
