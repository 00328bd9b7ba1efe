import { describe, expect, it } from 'vitest';
import { TEMPLATE_CODES } from '../../api/db/seed/factories.ts';
import { StartupAnswer } from '../../contract/site.ts';
import { post, site } from './helpers.ts';

describe('/api/startup', () => {
  it('answers the default operator for localhost and 127.0.0.1 (casino1, colour 1)', async () => {
    for (const host of ['localhost', '127.0.0.1', 'localhost:3900']) {
      const r = await post('/startup', site(host));
      expect(r.status).toBe(200);
      const a = StartupAnswer.parse(r.json);
      expect(a).toMatchObject({ statusCode: 1, message: 'OK' });
      expect(a.site.theme_code).toBe('casino1');
      expect(String(a.site.theme_color)).toBe('1');
      expect(a.site.gamify_status).toBe(true);
      expect(a.live_chat.status).toBe(true);
      expect(a.live_chat.chat_id).toBeTruthy();
      expect(a.site.show_referral).toBe(true);
      expect(a.maintenance.is_maintenance).toBe(false);
    }
  });

  it('carries a content tree of categories with games, with hot under content_id "hot"', async () => {
    const a = StartupAnswer.parse((await post('/startup', site())).json);
    const ids = a.content.menu.map((n) => n.content_id);
    expect(ids).toContain('hot');
    expect(ids).toEqual(expect.arrayContaining(['slots', 'livecasino', 'fish', 'crash']));
    for (const n of a.content.menu) {
      expect(n.children?.length).toBeGreaterThan(0);
      expect(a.provider_count[n.content_id]).toBe(n.children?.length);
    }
    expect(a.language.map((l) => l.code)).toEqual(['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE']);
  });

  it('maps {code}.localhost and {code}-{n}.localhost to that template and colour', async () => {
    for (const code of TEMPLATE_CODES) {
      const a = (await post('/startup', site(`${code}.localhost`))).json;
      expect(a.site.theme_code).toBe(code);
      expect(String(a.site.theme_color)).toBe('1');
    }
    const b = (await post('/startup', site('slot7-4.localhost'))).json;
    expect([b.site.theme_code, String(b.site.theme_color)]).toEqual(['slot7', '4']);
  });

  it('reports maintenance with its window', async () => {
    const a = (await post('/startup', site('maintenance.localhost'))).json;
    expect(a.maintenance.is_maintenance).toBe(true);
    expect(Date.parse(a.maintenance.start_date)).toBeLessThan(Date.now());
    expect(Date.parse(a.maintenance.end_date)).toBeGreaterThan(Date.now());
  });

  it('serves the bad-theme and bad-colour operators as stored (the front end rejects them)', async () => {
    expect((await post('/startup', site('bad-theme.localhost'))).json.site.theme_code).toBe('casino99');
    expect(String((await post('/startup', site('bad-color.localhost'))).json.site.theme_color)).toBe('9');
  });

  it('answers an unknown domain with statusCode ≠ 1, never 5xx; without domain_name, the host names the site', async () => {
    const unknown = await post('/startup', site('nobody.example'));
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.json.statusCode).not.toBe(1);
    expect(unknown.json.message).toBe('siteNotFound');
    // BASE is 127.0.0.1, one of casino1's hosts.
    const missing = await post('/startup', {});
    expect(missing.json.statusCode).toBe(1);
    expect(missing.json.site.theme_code).toBe('casino1');
  });
});

describe('site content calls', () => {
  it('/api/seo answers the page record, and the operator default for an unknown page', async () => {
    const home = await post('/seo', { ...site(), page_name: 'home' });
    expect(home.json.statusCode).toBe(1);
    expect(home.json.value.meta_title).toContain('Royal Crown Casino');
    expect(home.json.value.meta_desc.length).toBeGreaterThan(10);
    const other = await post('/seo', { ...site(), page_name: 'transaction-history' });
    expect(other.json.statusCode).toBe(1);
    expect(other.json.value.page_name).toBe('default');
    expect(other.json.value.meta_title).toBeTruthy();
  });

  it('/api/settings/siteinfodetail answers every CMS page with en and local bodies and a status', async () => {
    const r = await post('/settings/siteinfodetail', site());
    expect(r.json.statusCode).toBe(1);
    for (const key of ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming']) {
      expect(r.json.cms[key]).toMatchObject({ status: true });
      expect(r.json.cms[key].en_body).toMatch(/<p>/);
    }
  });

  it('/api/settings/partners lists partners where the operator has them', async () => {
    const r = await post('/settings/partners', site());
    expect(r.json.statusCode).toBe(1);
    expect(r.json.partners.length).toBeGreaterThanOrEqual(3);
    for (const p of r.json.partners) expect(Object.keys(p).sort()).toEqual(['href', 'img_url', 'partner_name']);
  });

  it('/api/settings/get_analytics lists HEAD and BODY scripts', async () => {
    const r = await post('/settings/get_analytics', site());
    expect(r.json.statusCode).toBe(1);
    expect(r.json.value.map((s: { section: string }) => s.section).sort()).toEqual(['BODY', 'HEAD']);
  });

  it('/api/settings/social_account returns accountList', async () => {
    const r = await post('/settings/social_account', site());
    expect(r.json.statusCode).toBe(1);
    expect(r.json.accountList.length).toBeGreaterThan(0);
  });

  it('/api/product/get_hot_games lists hot games, by type when asked', async () => {
    const all = await post('/product/get_hot_games', site());
    expect(all.json.value.length).toBeGreaterThan(10);
    const slots = await post('/product/get_hot_games', { ...site(), game_type: 'slots' });
    expect(slots.json.value.length).toBeGreaterThan(0);
    expect(slots.json.value.every((g: { game_type: string }) => g.game_type === 'slots')).toBe(true);
  });

  it('serves generated game artwork as SVG', async () => {
    const g = (await post('/product/get_hot_games', site())).json.value[0];
    const res = await fetch(`${process.env.API_BASE_URL ?? 'http://127.0.0.1:3911'}${g.game_image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
