import { describe, expect, it } from 'vitest';
import type { OddsLine } from '../../contract/index.ts';
import { balanceOf, fund, ledgerCheck, newPlayer, post, type Who } from './helpers.ts';
import { adminSession, page, pageMember } from './console-pages-client.ts';

/**
 * The console's sports screen: liability by selection from the operator's open bets, a preview
 * graded by the settlement's own code that pays nothing, and a settlement that pays each bet once
 * however many are sent together. Volleyball, so that no other suite's events are settled here.
 */
const OP = 'slot6';
const OTHER = 'slot7';
const screen = (op = OP) => `/console/${op}/sports`;
const key = () => `cs-${Math.random().toString(36).slice(2, 14)}`;

/** Events a test of this file has taken: the board keeps its answer for the rest of a second, so it may still list one another test has just settled. */
const taken = new Set<string>();

async function openLine(): Promise<OddsLine> {
  const odds = await post<{ value: OddsLine[] }>('/home/public_odds', { sport: 'volleyball' });
  const line = odds.json.value.find(
    (l) =>
      !taken.has(l.event_id) &&
      l.event_status === 'upcoming' &&
      l.status === 'open' &&
      Date.parse(l.start_time) - Date.now() > 10 * 60_000 &&
      l.bet_type === odds.json.value[0].bet_type,
  );
  expect(line).toBeDefined();
  taken.add(line!.event_id);
  return line!;
}

async function bet(who: Who, line: OddsLine, stake: string) {
  const r = await post('/sports/place_bet', {
    ...who,
    kind: 'single',
    stake,
    legs: [{ selection_id: line.selection_id, odds: line.odds }],
    odds_policy: 'any',
    idempotency_key: key(),
  });
  expect(r.json.statusCode, JSON.stringify(r.json)).toBe(1);
  return r.json.bet as { id: number; potential_return: string };
}

/** The page's text without the markers React leaves between joined parts. */
const plain = (html: string) => html.replace(/<!-- -->/g, '');
const cents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);

describe('console sports', () => {
  it('shows liability by selection, previews what a score pays without paying, and a burst of settlements pays once', async () => {
    const admin = await adminSession();
    const [one, two] = await Promise.all([newPlayer(`${OP}.localhost`), newPlayer(`${OP}.localhost`)]);
    await Promise.all([fund(one, '500.00'), fund(two, '500.00')]);
    const line = await openLine();
    await bet(one, line, '100.00');
    await bet(two, line, '50.00');
    await bet(two, line, '25.00');

    const list = await page('GET', screen(), { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.text).toContain(line.event_id);
    const detail = await page('GET', `${screen()}?event=${line.event_id}`, { cookie: admin });
    const row = /data-testid="liability-row">(.*?)<\/tr>/s.exec(detail.text)![1];
    const cells = [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    // Three bets, 175.00 staked; what they pay if the selection wins is the sum of their potential returns.
    expect(cells.slice(2, 4)).toEqual(['3', '175.00']);
    expect(cents(cells[4])).toBeGreaterThan(17_500);

    const form = { outcome: 'score', event: line.event_id, home: '3', away: '0' };
    const preview = await page('POST', screen(), { cookie: admin, form: { ...form, intent: 'preview' } });
    expect(preview.status).toBe(200);
    const total = /data-testid="preview-total">Pays ([\d,.]+) on 3 bets of this operator/.exec(plain(preview.text));
    expect(total, preview.text.slice(0, 200)).not.toBeNull();
    const before = cents(await balanceOf(one)) + cents(await balanceOf(two));
    expect(before).toBe(100_000 - 17_500);

    const burst = await Promise.all(Array.from({ length: 5 }, () => page('POST', screen(), { cookie: admin, form: { ...form, intent: 'settle' } })));
    for (const r of burst) expect(r.status).toBe(200);
    const settled = burst.map((r) => Number(/Event settled: (\d+) bets? settled/.exec(plain(r.text))?.[1] ?? 0));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(3);
    const after = cents(await balanceOf(one)) + cents(await balanceOf(two));
    // What the preview said is what was paid.
    expect(after - before).toBe(cents(total![1]));
    expect((await ledgerCheck()).report.ok).toBe(true);
    // Another result for a settled event is refused; the screen lists it among the results.
    const other = await page('POST', screen(), { cookie: admin, form: { ...form, home: '0', away: '3', intent: 'preview' } });
    expect(other.status).toBe(400);
    expect(other.text).toContain('This event already has another result.');
    const csv = (await page('GET', `/console/${OP}/audit.csv?q=sports.settle`, { cookie: admin })).text;
    expect(csv).toContain(`sports.settle,${line.event_id}`);
  });

  it('refuses other roles and operators, and names each bad field', async () => {
    const admin = await adminSession();
    const [payments, opAdmin, support, editor, elsewhere] = await Promise.all([
      pageMember(admin, 'payments', OP),
      pageMember(admin, 'operator_admin', OP),
      pageMember(admin, 'support', OP),
      pageMember(admin, 'content_editor', OP),
      pageMember(admin, 'payments', OTHER),
    ]);
    const line = await openLine();
    const form = { outcome: 'void', event: line.event_id };
    expect((await page('GET', screen(), { cookie: payments.cookie })).status).toBe(200);
    for (const m of [support, editor]) {
      expect((await page('GET', screen(), { cookie: m.cookie })).status).toBe(403);
      expect((await page('POST', screen(), { cookie: m.cookie, form: { ...form, intent: 'preview' } })).status).toBe(403);
    }
    expect((await page('GET', screen(), { cookie: elsewhere.cookie })).status).toBe(404);
    expect((await page('POST', screen(), { cookie: elsewhere.cookie, form: { ...form, intent: 'preview' } })).status).toBe(404);
    // A result is every operator's: an operator's own staff preview but do not set it.
    const preview = await page('POST', screen(), { cookie: opAdmin.cookie, form: { ...form, intent: 'preview' } });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('A platform administrator sets results.');
    for (const m of [payments, opAdmin]) expect((await page('POST', screen(), { cookie: m.cookie, form: { ...form, intent: 'settle' } })).status).toBe(403);

    const bad = await page('POST', screen(), { cookie: payments.cookie, form: { intent: 'preview', outcome: 'score', event: '', home: 'x', away: '' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/data-testid="error-event">This field is required\./);
    expect(bad.text).toMatch(/data-testid="error-home">Enter a whole number of points or goals\./);
    expect(bad.text).toMatch(/data-testid="error-away">This field is required\./);
    const unknown = await page('POST', screen(), { cookie: payments.cookie, form: { intent: 'preview', outcome: 'void', event: 'no-such-event' } });
    expect(unknown.text).toContain('The feed no longer has this event.');
  });
});
