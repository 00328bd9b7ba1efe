import { describe, expect, it } from 'vitest';
import { balanceOf, fund, ledgerCheck, newPlayer } from './helpers.ts';
import { adminSession, page, pageMember } from './console-pages-client.ts';

/**
 * Manual adjustments on the console's player page: at or below the operator's threshold one posts
 * at once; above it, it waits until a different money member approves it, and however many
 * approvals arrive together it posts exactly once. A debit never takes the balance below zero.
 */
const OP = 'slot6';
const OTHER = 'slot7';
const playerPage = (account: string, op = OP) => `/console/${op}/players/${account}`;
const idsOf = (html: string) => [...html.matchAll(/Approve adjustment (\d+)/g)].map((m) => Number(m[1]));

async function team() {
  const admin = await adminSession();
  const [opAdmin, payments, second] = await Promise.all([
    pageMember(admin, 'operator_admin', OP),
    pageMember(admin, 'payments', OP),
    pageMember(admin, 'payments', OP),
  ]);
  // The threshold is 100.00 for these tests.
  const set = await page('POST', playerPage('demo01'), { cookie: opAdmin.cookie, form: { intent: 'adjustment-threshold', threshold: '100' } });
  expect(set.status, set.text.slice(0, 300)).toBe(200);
  return { admin, opAdmin, payments, second };
}

describe('console manual adjustments', () => {
  it('posts at once up to the threshold; above it waits for another member, and a burst of approvals posts once', async () => {
    const { admin, opAdmin, payments, second } = await team();
    const who = await newPlayer(`${OP}.localhost`);
    const at = playerPage(who.account_id);

    const small = await page('POST', at, { cookie: payments.cookie, form: { intent: 'adjust', direction: 'credit', amount: '100.00', reason: 'Goodwill' } });
    expect(small.status).toBe(200);
    expect(small.text).toContain('Credit of 100.00 posted.');
    expect(await balanceOf(who)).toBe('100.00');

    const big = await page('POST', at, {
      cookie: payments.cookie,
      form: { intent: 'adjust', direction: 'credit', amount: '250.50', reason: 'Lost round refund' },
    });
    expect(big.text).toContain('it waits for another member');
    expect(await balanceOf(who)).toBe('100.00');
    // The requester sees no buttons for their own, and is refused when posting the decision anyway.
    expect(idsOf(big.text)).toEqual([]);
    const id = idsOf((await page('GET', at, { cookie: second.cookie })).text)[0];
    expect(id).toBeGreaterThan(0);
    const own = await page('POST', at, { cookie: payments.cookie, form: { intent: 'adjustment-decision', id: String(id), decision: 'approve' } });
    expect(own.status).toBe(400);
    expect(own.text).toContain('You asked for this adjustment');

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        page('POST', at, { cookie: i % 2 ? second.cookie : opAdmin.cookie, form: { intent: 'adjustment-decision', id: String(id), decision: 'approve' } }),
      ),
    );
    expect(burst.filter((r) => r.status === 200 && r.text.includes(`Adjustment ${id} approved and posted.`))).toHaveLength(1);
    expect(burst.filter((r) => r.status === 400 && r.text.includes('This was decided meanwhile.'))).toHaveLength(7);
    expect(await balanceOf(who)).toBe('350.50');
    const late = await page('POST', at, { cookie: second.cookie, form: { intent: 'adjustment-decision', id: String(id), decision: 'reject' } });
    expect(late.text).toContain('This was decided meanwhile.');
    expect(await balanceOf(who)).toBe('350.50');
    expect((await ledgerCheck()).report.ok).toBe(true);

    const csv = (await page('GET', `/console/${OP}/audit.csv?q=${who.account_id}`, { cookie: admin })).text;
    expect(csv).toContain(`adjustment.post,${who.account_id}#`);
    expect(csv).toContain(`adjustment.request,${who.account_id}#${id}`);
    expect(csv.split('\r\n').filter((l) => l.includes(`adjustment.approve,${who.account_id}#${id}`))).toHaveLength(1);
  });

  it('a debit never takes the balance below zero: of approvals sent together only those the balance covers post', async () => {
    const { opAdmin, payments, second } = await team();
    const who = await newPlayer(`${OP}.localhost`);
    await fund(who, '300.00');
    const at = playerPage(who.account_id);
    const tooMuch = await page('POST', at, {
      cookie: payments.cookie,
      form: { intent: 'adjust', direction: 'debit', amount: '300.01', reason: 'Bonus abuse' },
    });
    // Above the threshold: it waits; nothing moves yet.
    expect(tooMuch.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await page('POST', at, { cookie: payments.cookie, form: { intent: 'adjust', direction: 'debit', amount: '120.00', reason: `Chargeback ${i}` } });
    }
    const ids = idsOf((await page('GET', at, { cookie: second.cookie })).text);
    expect(ids).toHaveLength(4);
    const answers = await Promise.all(
      ids.map((id, i) =>
        page('POST', at, { cookie: i % 2 ? second.cookie : opAdmin.cookie, form: { intent: 'adjustment-decision', id: String(id), decision: 'approve' } }),
      ),
    );
    const posted = answers.filter((r) => r.status === 200).length;
    const short = answers.filter((r) => r.text.includes('The balance is smaller than this debit.')).length;
    expect(posted).toBe(2);
    expect(short).toBe(2);
    expect(await balanceOf(who)).toBe('60.00');
    // The refused ones are still waiting: they can be rejected.
    const left = idsOf((await page('GET', at, { cookie: second.cookie })).text);
    expect(left).toHaveLength(2);
    const rejected = await page('POST', at, {
      cookie: second.cookie,
      form: { intent: 'adjustment-decision', id: String(left[0]), decision: 'reject', note: 'Too much' },
    });
    expect(rejected.text).toContain(`Adjustment ${left[0]} rejected.`);
    expect(await balanceOf(who)).toBe('60.00');
    // At or below the threshold a debit larger than the balance is refused at once.
    const now = await page('POST', at, { cookie: payments.cookie, form: { intent: 'adjust', direction: 'debit', amount: '60.01', reason: 'Correction' } });
    expect(now.status).toBe(400);
    expect(now.text).toContain('The balance is smaller than this debit.');
    expect(await balanceOf(who)).toBe('60.00');
    expect((await ledgerCheck()).report.ok).toBe(true);
  });

  it('refuses other roles and operators, and names each bad field', async () => {
    const admin = await adminSession();
    const [support, editor, payments, elsewhere] = await Promise.all([
      pageMember(admin, 'support', OP),
      pageMember(admin, 'content_editor', OP),
      pageMember(admin, 'payments', OP),
      pageMember(admin, 'payments', OTHER),
    ]);
    const at = playerPage('demo01');
    const credit = { intent: 'adjust', direction: 'credit', amount: '1.00', reason: 'x' };
    const supportPage = await page('GET', at, { cookie: support.cookie });
    expect(supportPage.status).toBe(200);
    expect(supportPage.text).not.toContain('Manual adjustments');
    expect((await page('POST', at, { cookie: support.cookie, form: credit })).status).toBe(403);
    expect((await page('POST', at, { cookie: editor.cookie, form: credit })).status).toBe(403);
    expect((await page('POST', at, { cookie: elsewhere.cookie, form: credit })).status).toBe(404);
    expect((await page('POST', at, { cookie: elsewhere.cookie, form: { intent: 'adjustment-decision', id: '1', decision: 'approve' } })).status).toBe(404);
    // The threshold is an operator administrator's.
    expect((await page('POST', at, { cookie: payments.cookie, form: { intent: 'adjustment-threshold', threshold: '5.00' } })).status).toBe(403);

    const bad = await page('POST', at, { cookie: payments.cookie, form: { intent: 'adjust', amount: '12.345', reason: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/id="adjust-direction-error"[^>]*>This field is required\./);
    expect(bad.text).toMatch(/data-testid="error-amount">Enter an amount such as 250\.00\./);
    expect(bad.text).toMatch(/data-testid="error-reason">This field is required\./);
    const zero = await page('POST', at, { cookie: payments.cookie, form: { ...credit, amount: '0.00' } });
    expect(zero.text).toMatch(/data-testid="error-amount">Enter an amount such as 250\.00\./);
    const opAdmin = await pageMember(admin, 'operator_admin', OP);
    const threshold = await page('POST', at, { cookie: opAdmin.cookie, form: { intent: 'adjustment-threshold', threshold: '-1' } });
    expect(threshold.status).toBe(400);
    expect(threshold.text).toMatch(/data-testid="error-threshold">Enter an amount such as 250\.00\./);

    // The threshold's changes are in the platform's audit log, which only a platform administrator reads.
    const platform = await page('GET', '/console/audit?q=settings.adjustment_threshold', { cookie: admin });
    expect(platform.status).toBe(200);
    expect(platform.text.replace(/<!-- -->/g, '')).toContain(`settings.adjustment_threshold <span class="font-normal">on ${OP}</span>`);
    expect((await page('GET', '/console/audit', { cookie: opAdmin.cookie })).status).toBe(403);
  });
});
