import { describe, expect, it } from 'vitest';
import { BASE, OPS_KEY, freshId, freshPhone, fund, login, newPlayer, post } from './helpers.ts';

/** Sign-up asks for the 18+ confirmation and the terms; the API refuses without them. */
describe('sign-up: 18+ and terms', () => {
  const D = 'casino7.localhost';
  async function verified() {
    const account_id = freshId('t');
    const contact_phone = freshPhone();
    const code = await post('/auth/tac/request_new_register', { domain_name: D, account_id, contact_phone });
    expect((await post('/auth/tac/verify', { domain_name: D, account_id, tac: code.json.demo_tac })).json.statusCode).toBe(1);
    return { domain_name: D, account_id, password: 'Secret123', contact_phone, contact_email: '' };
  }

  it('refuses a verified sign-up without accept_terms, or with it false, and opens no account', async () => {
    const body = await verified();
    for (const extra of [{}, { accept_terms: false }, { accept_terms: 'yes' }]) {
      const r = await post('/auth/signup', { ...body, ...extra });
      expect(r.status).toBe(400);
      expect(r.json.statusCode).not.toBe(1);
      expect(r.json.message).toBe('invalidRequest');
      expect(r.json.errors).toEqual([{ field: 'accept_terms', message: 'acceptTerms' }]);
      expect(r.json.token).toBeUndefined();
    }
    // No account was opened: its sign-in fails; with the confirmation the same sign-up succeeds.
    expect((await post('/auth/login', { domain_name: D, account_id: body.account_id, password: body.password })).json.statusCode).not.toBe(1);
    const ok = await post('/auth/signup', { ...body, accept_terms: true });
    expect(ok.json.statusCode).toBe(1);
  });
});

/** The operator's texts in every language it offers, English where one is missing. */
describe('operator texts per language', () => {
  const D = 'casino4.localhost';
  const ops = (path: string, body: unknown, key = OPS_KEY) =>
    fetch(`${BASE}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': key }, body: JSON.stringify(body) }).then(
      async (r) => ({ status: r.status, json: await r.json() }),
    );

  it('promotions answer in the asked language, and in English for a language without texts or none asked', async () => {
    const ru = await post('/home/promotions', { domain_name: D, lang: 'ru' });
    expect(ru.json.statusCode).toBe(1);
    expect(ru.json.value[0]).toMatchObject({ lang: 'ru', title: 'Приветственный бонус: 100% на первый депозит' });
    expect(ru.json.value[0].body).toContain('<li>');
    const en = await post('/home/promotions', { domain_name: D });
    expect(en.json.value[0]).toMatchObject({ lang: 'en', title: 'Welcome bonus: 100% on your first deposit' });
    const odd = await post('/home/promotions', { domain_name: D, lang: 'xx' });
    expect(odd.json.value[0].lang).toBe('en');
  });

  it('VIP levels carry their name and benefits in the asked language; code stays the operator name', async () => {
    const zh = await post('/wallet/vip_levels', { domain_name: D, lang: 'zh' });
    expect(zh.json.value[2]).toMatchObject({ level: 2, name: '黄金', code: 'Gold' });
    expect(zh.json.value[2].benefits).toContain('生日礼物');
    const en = await post('/wallet/vip_levels', { domain_name: D });
    expect(en.json.value[2]).toMatchObject({ name: 'Gold', benefits: ['8% weekly reload bonus', 'Withdrawals handled first', 'A birthday gift'] });
  });

  it('the demo inbox reads in Nepali', async () => {
    const who = await login(D);
    const ne = await post('/settings/get_inbox', { ...who, lang: 'ne' });
    expect(ne.json.statusCode).toBe(1);
    const welcome = ne.json.value.find((m: { title: string }) => m.title.includes('स्वागत'));
    expect(welcome).toBeTruthy();
    expect(welcome.lang).toBe('ne');
  });

  it('the back office writes a promotion and a VIP level in a language; an empty text removes it', async () => {
    const list = await post('/home/promotions', { domain_name: D });
    const id = list.json.value[1].id;
    const denied = await ops('/ops/promotion_texts', { domain_name: D, id, texts: { vi: { title: 'X' } } }, 'wrong-key-0123456789');
    expect(denied.json.statusCode).not.toBe(1);
    const bad = await ops('/ops/promotion_texts', { domain_name: D, id, texts: { xx: { title: 'X' } } });
    expect(bad.status).toBe(400);
    const set = await ops('/ops/promotion_texts', {
      domain_name: D,
      id,
      texts: { vi: { title: 'Hoàn tiền thứ Hai (mới)', body: '<p onclick="x()">Điều khoản</p>' } },
    });
    expect(set.json.statusCode).toBe(1);
    const vi = await post('/home/promotions', { domain_name: D, lang: 'vi' });
    const item = vi.json.value.find((p: { id: number }) => p.id === id);
    expect(item.title).toBe('Hoàn tiền thứ Hai (mới)');
    expect(item.body).not.toContain('onclick');
    // A language is replaced whole; an empty one removes it, and English shows.
    await ops('/ops/promotion_texts', { domain_name: D, id, texts: { vi: {} } });
    const back = await post('/home/promotions', { domain_name: D, lang: 'vi' });
    expect(back.json.value.find((p: { id: number }) => p.id === id).lang).toBe('en');

    const vip = await ops('/ops/vip_level_texts', { domain_name: D, level: 1, names: { es: 'Plata Plus' }, benefits: { es: ['Regalo'] } });
    expect(vip.json.statusCode).toBe(1);
    const es = await post('/wallet/vip_levels', { domain_name: D, lang: 'es' });
    expect(es.json.value[1]).toMatchObject({ name: 'Plata Plus', benefits: ['Regalo'] });
    expect((await ops('/ops/vip_level_texts', { domain_name: D, level: 99 })).json.message).toBe('notFound');
  });
});

describe('site-wide game search', () => {
  it('finds games of every category by part of their name, any case, and treats % and _ as letters', async () => {
    const slots = await post('/product/games', { domain_name: 'localhost', game_type: 'slots' });
    const name: string = slots.json.value[0][2];
    // A part of the name as typed: the API trims what it is sent.
    const part = name.slice(1, 5).trim().toUpperCase();
    const r = await post('/product/search', { domain_name: 'localhost', q: part });
    expect(r.json.statusCode).toBe(1);
    expect(r.json.value.length).toBeGreaterThan(0);
    expect(r.json.value.length).toBeLessThanOrEqual(24);
    for (const g of r.json.value) expect(g.game_name.toLowerCase()).toContain(part.toLowerCase());
    // The whole name, in another case, finds that game first (a short part may match more than a page).
    const whole = await post('/product/search', { domain_name: 'localhost', q: name.toUpperCase() });
    expect(whole.json.value[0]).toMatchObject({ game_name: name });
    expect(whole.json.value.some((g: { game_name: string; game_type: string }) => g.game_name === name && g.game_type === 'slots')).toBe(true);
    // Games of more than one category answer one search.
    const wide = await post('/product/search', { domain_name: 'localhost', q: 'an' });
    expect(new Set(wide.json.value.map((g: { game_type: string }) => g.game_type)).size).toBeGreaterThan(1);
    expect((await post('/product/search', { domain_name: 'localhost', q: '%%' })).json.value).toEqual([]);
    expect((await post('/product/search', { domain_name: 'localhost', q: '__' })).json.value).toEqual([]);
    // One letter is too little; an unknown site is refused.
    expect((await post('/product/search', { domain_name: 'localhost', q: 'a' })).json.statusCode).not.toBe(1);
    expect((await post('/product/search', { domain_name: 'nosuch.example', q: 'an' })).json.statusCode).not.toBe(1);
  });
});

/** A new operator's leaderboard and ticker wait for enough entries, and can be switched off. */
describe('social proof thresholds and switches', () => {
  const D = 'casino8-4.localhost';
  const ops = (body: unknown, key = OPS_KEY) =>
    fetch(`${BASE}/api/ops/social_proof`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': key },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, json: await r.json() }));
  const lines = async () => {
    const a = await post('/home/fetch_transactions', { domain_name: D });
    expect(a.json.statusCode).toBe(1);
    return a.json.deposits.length + a.json.withdrawals.length;
  };
  const linked = async () => (await post('/startup', { domain_name: D })).json.site.show_leaderboard;

  it('the ticker shows nothing below the threshold or when switched off; the leaderboard link follows its lists', async () => {
    const who = await newPlayer(D);
    await fund(who, '100.00');
    expect((await ops({ domain_name: D, min_entries: 0, show_ticker: true, show_leaderboard: true })).json).toMatchObject({
      statusCode: 1,
      min_entries: 0,
      show_ticker: true,
      show_leaderboard: true,
    });
    const n = await lines();
    expect(n).toBeGreaterThan(0);
    expect(await linked()).toBe(true);
    if (n < 10) {
      await ops({ domain_name: D, min_entries: n + 1 });
      expect(await lines()).toBe(0);
    }
    await ops({ domain_name: D, min_entries: Math.min(n, 10) });
    expect(await lines()).toBe(n);
    await ops({ domain_name: D, show_ticker: false, min_entries: 0 });
    expect(await lines()).toBe(0);
    // The leaderboard is linked when one of its two lists reaches the threshold.
    await ops({ domain_name: D, min_entries: 10 });
    const top = (await post('/settings/top10winner_withdrawal', { domain_name: D })).json.value;
    expect(await linked()).toBe(Math.max(top.winner.length, top.withrawal.length) >= 10);
    await ops({ domain_name: D, min_entries: 0, show_leaderboard: false });
    expect(await linked()).toBe(false);
    await ops({ domain_name: D, min_entries: 5, show_leaderboard: true, show_ticker: true });
  });

  it('needs the platform key or the operator’s own key, and names a bad field', async () => {
    expect((await ops({ domain_name: D, show_ticker: false }, 'wrong-key')).status).toBe(404);
    const bad = await ops({ domain_name: D, min_entries: 11 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ statusCode: -422, message: 'invalidRequest' });
    expect(bad.json.errors[0].field).toBe('min_entries');
    expect((await ops({ domain_name: 'nosuch.example', show_ticker: false })).json.statusCode).not.toBe(1);
  });
});
