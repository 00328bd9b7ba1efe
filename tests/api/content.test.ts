import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { BASE, OPS_KEY, login, post } from './helpers.ts';

/** A site of its own: the back-office tests change its content. */
const EDITED = 'casino5-2.localhost';

async function ops(path: string, body: unknown, key = OPS_KEY) {
  const res = await fetch(`${BASE}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-ops-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const texts = (title: string, more: Record<string, unknown> = {}) => ({ en: { title, body: `${title} body`, cta: 'Go', ...more } });
const slides = async (domain: string, extra: Record<string, unknown> = {}) => (await post('/home/fetch_slide', { domain_name: domain, ...extra })).json;

describe('operator content: slides, announcements, marquee', () => {
  it('fetch_slide answers the operator’s slides in order, with every image width', async () => {
    const a = await slides('localhost');
    expect(a.statusCode).toBe(1);
    expect(a.value.length).toBe(3);
    expect(a.value.map((s: { sort: number }) => s.sort)).toEqual([0, 1, 2]);
    const first = a.value[0];
    expect(first).toMatchObject({ title: 'Live tables, real dealers', link: '/casino', cta: 'Take a seat', lang: 'en' });
    expect(first.images.map((i: { width: number }) => i.width)).toEqual([480, 960, 1440]);
    expect(first.image_url).toMatch(/\/1440\//);
    expect(JSON.stringify(a)).not.toMatch(/\{\{|\{site\}|\{w\}/);
    // the picture itself is served, in that width
    const img = await fetch(`${BASE}${first.images[0].url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await img.text()).toMatch(/^<svg[^>]+width="480" height="270"/);
    expect((await fetch(`${BASE}/api/art/content/481/roulette-10.svg`)).status).toBe(404);
    expect((await fetch(`${BASE}/api/art/content/480/evil-10.svg`)).status).toBe(404);
  });

  it('each template family has its own copy, in the asked language, else English', async () => {
    const [casino, slot, sports] = await Promise.all([slides('casino3.localhost'), slides('slot2.localhost'), slides('sportsbook1.localhost')]);
    const titles = new Set([casino, slot, sports].map((a) => a.value[0].title));
    expect(titles.size).toBe(3);
    for (const lang of ['zh', 'ne', 'ru', 'vi', 'ms', 'fil', 'es']) {
      const a = await slides('slot2.localhost', { lang });
      expect(a.value[0].lang, lang).toBe(lang);
      expect(a.value[0].title, lang).not.toBe(slot.value[0].title);
    }
    expect((await slides('slot2.localhost', { lang: 'ru' })).value[0].title).toBe('Новые слоты каждую пятницу');
    expect((await slides('slot2.localhost', { lang: 'zh-CN' })).value[0].title).toBe('每周五上新老虎机');
    // a language content is not written in reads English
    expect((await slides('slot2.localhost', { lang: 'xx' })).value[0]).toMatchObject({ title: slot.value[0].title, lang: 'en' });
  });

  it('signed-out visitors see public announcements; players see theirs too', async () => {
    const anon = (await post('/home/fetch_announment', { domain_name: 'localhost' })).json;
    expect(anon.statusCode).toBe(1);
    expect(anon.value.length).toBe(1);
    expect(anon.value[0]).toMatchObject({ audience: 'public', promotional: true, version: 1, title: 'Weekend reload bonus' });
    expect(anon.value[0].body).toContain('<strong>25% bonus</strong>');
    const who = await login('localhost');
    const mine = (await post('/home/fetch_announment', { ...who, lang: 'es' })).json;
    expect(mine.value.map((a: { audience: string }) => a.audience)).toEqual(['public', 'players']);
    expect(mine.value[1].title).toBe('Depósitos más rápidos');
    // credentials that do not work read as a visitor's, and never end anything
    const stale = (await post('/home/fetch_announment', { domain_name: 'localhost', account_id: 'demo01', auth: 'x'.repeat(40) })).json;
    expect(stale.statusCode).toBe(1);
    expect(stale.value.length).toBe(1);
  });

  it('marquee answers its lines', async () => {
    const a = (await post('/home/marquee', { domain_name: 'localhost', lang: 'ne' })).json;
    expect(a.statusCode).toBe(1);
    expect(a.value.length).toBe(3);
    expect(a.value[0].text).toMatch(/स्वागत/);
    expect(a.value[0].text).not.toContain('{site}');
  });

  it('malformed bodies get JSON errors, unknown sites siteNotFound', async () => {
    for (const path of ['/home/fetch_slide', '/home/fetch_announment', '/home/marquee', '/home/news', '/home/news_article']) {
      const bad = await post(path, { domain_name: 5, page: -1, slug: '../x' });
      expect(bad.status, path).toBe(400);
      expect(bad.json.statusCode, path).not.toBe(1);
      const raw = await post(path, '{"domain_name":', true);
      expect(raw.status, path).toBeLessThan(500);
      expect(raw.json.statusCode, path).not.toBe(1);
    }
    expect((await slides('nowhere.example')).message).toBe('siteNotFound');
  });
});

describe('back office (OPS_KEY or the operator’s key)', () => {
  it('answers 404 without a key, and refuses bad bodies with their fields', async () => {
    const none = await ops('/ops/content', { domain_name: EDITED, kind: 'slide', texts: texts('x') }, '');
    expect(none.status).toBe(404);
    const wrong = await ops('/ops/content', { domain_name: EDITED, kind: 'slide', texts: texts('x') }, 'not-the-key-000000000');
    expect(wrong.status).toBe(404);
    const bad = await ops('/ops/content', { domain_name: EDITED, kind: 'poster', texts: { de: { title: 'x' } }, link: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['kind', 'texts', 'link']));
    const noEnglish = await ops('/ops/content', { domain_name: EDITED, kind: 'slide', texts: { ru: { title: 'Только по-русски' } } });
    expect(noEnglish.json.errors[0]).toMatchObject({ field: 'texts', message: 'englishRequired' });
    const backwards = await ops('/ops/content', {
      domain_name: EDITED,
      kind: 'marquee',
      texts: texts('x'),
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(backwards.json.errors[0]).toMatchObject({ field: 'ends_at', message: 'endsBeforeStart' });
    const raw = await fetch(`${BASE}/api/ops/content`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY }, body: '{' });
    expect(raw.status).toBeLessThan(500);
  });

  it('creates, schedules, updates and retires slides; each change shows on the next read', async () => {
    const before = (await slides(EDITED)).value.length;
    const made = await ops('/ops/content', {
      domain_name: EDITED,
      kind: 'slide',
      texts: { en: { title: 'Spring festival', body: 'Prizes all week <b>long</b>', cta: 'Join' }, ru: { title: 'Весенний фестиваль' } },
      image_url: 'https://cdn.example.org/spring-{w}.jpg',
      link: '/promotions',
      sort: -1,
    });
    expect(made.json).toMatchObject({ statusCode: 1, item: { kind: 'slide', version: 1, retired_at: null } });
    const id = made.json.item.id;
    let now = (await slides(EDITED, { lang: 'ru' })).value;
    expect(now.length).toBe(before + 1);
    // first by its order; Russian title, English text where Russian has none; slides are plain text
    expect(now[0]).toMatchObject({ id, title: 'Весенний фестиваль', text: 'Prizes all week long', cta: 'Join', lang: 'ru' });
    expect(now[0].images).toEqual([480, 960, 1440].map((w) => ({ width: w, url: `https://cdn.example.org/spring-${w}.jpg` })));

    const later = await ops('/ops/content', {
      domain_name: EDITED,
      kind: 'slide',
      texts: texts('Next month'),
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const ended = await ops('/ops/content', {
      domain_name: EDITED,
      kind: 'slide',
      texts: texts('Last month'),
      ends_at: new Date(Date.now() - 1000).toISOString(),
    });
    now = (await slides(EDITED)).value;
    expect(now.map((s: { id: number }) => s.id)).not.toContain(later.json.item.id);
    expect(now.map((s: { id: number }) => s.id)).not.toContain(ended.json.item.id);

    const changed = await ops('/ops/content/update', { domain_name: EDITED, id, texts: { en: { title: 'Spring festival: final week' } }, sort: 5 });
    expect(changed.json.item.version).toBe(2);
    now = (await slides(EDITED)).value;
    expect(now.find((s: { id: number }) => s.id === id)).toMatchObject({ title: 'Spring festival: final week', sort: 5 });
    expect(now[now.length - 1].id).toBe(id);
    // an update replaces the languages it names only; an empty one is removed; English stays
    expect((await slides(EDITED, { lang: 'ru' })).value.find((s: { id: number }) => s.id === id).title).toBe('Весенний фестиваль');
    await ops('/ops/content/update', { domain_name: EDITED, id, texts: { ru: {} } });
    expect((await slides(EDITED, { lang: 'ru' })).value.find((s: { id: number }) => s.id === id)).toMatchObject({
      title: 'Spring festival: final week',
      lang: 'en',
    });
    expect((await ops('/ops/content/update', { domain_name: EDITED, id, texts: { en: {} } })).json.message).toBe('englishRequired');

    const retired = await ops('/ops/content/retire', { domain_name: EDITED, id });
    expect(retired.json.item.retired_at).not.toBeNull();
    expect((await slides(EDITED)).value.map((s: { id: number }) => s.id)).not.toContain(id);
    const listed = await ops('/ops/content/list', { domain_name: EDITED, kind: 'slide' });
    expect(listed.json.value.find((s: { id: number }) => s.id === id)).toMatchObject({ retired_at: expect.any(String), version: 3 });
    // another operator's item is not this operator's to change
    expect((await ops('/ops/content/update', { domain_name: 'localhost', id: later.json.item.id, sort: 1 })).json.message).toBe('contentNotFound');
  });

  it('an update bumps an announcement’s version (the modal shows it again); bodies are sanitized', async () => {
    const made = await ops('/ops/content', {
      domain_name: EDITED,
      kind: 'announcement',
      texts: {
        en: {
          title: 'Heads up',
          body: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        },
      },
      audience: 'public',
      promotional: false,
    });
    const id = made.json.item.id;
    const body = made.json.item.texts.en.body as string;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:/i);
    const read = async () => (await post('/home/fetch_announment', { domain_name: EDITED })).json.value.find((a: { id: number }) => a.id === id);
    expect((await read()).version).toBe(1);
    await ops('/ops/content/update', { domain_name: EDITED, id, texts: { en: { title: 'Heads up again', body: '<p>New text</p>' } } });
    expect(await read()).toMatchObject({ version: 2, title: 'Heads up again', body: '<p>New text</p>' });
    await ops('/ops/content/retire', { domain_name: EDITED, id });
    expect(await read()).toBeUndefined();
  });

  it('an operator’s own key works on its own site only', async () => {
    const key = (await ops('/ops/operator_key', { domain_name: 'casino5-3.localhost' })).json.key as string;
    expect(key).toBeTruthy();
    const own = await ops('/ops/content', { domain_name: 'casino5-3.localhost', kind: 'marquee', texts: { en: { body: 'Own key line' } } }, key);
    expect(own.json.statusCode).toBe(1);
    expect((await post('/home/marquee', { domain_name: 'casino5-3.localhost' })).json.value.some((m: { text: string }) => m.text === 'Own key line')).toBe(
      true,
    );
    const other = await ops('/ops/content', { domain_name: EDITED, kind: 'marquee', texts: { en: { body: 'Not mine' } } }, key);
    expect(other.status).toBe(404);
  });
});

describe('news', () => {
  it('lists the operator’s articles newest first, 10 a page, in the asked language', async () => {
    const a = (await post('/home/news', { domain_name: 'localhost' })).json;
    expect(a).toMatchObject({ statusCode: 1, page: 1, per_page: 10 });
    expect(a.total).toBeGreaterThanOrEqual(7);
    const dates = a.value.map((n: { published_at: string }) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p2 = (await post('/home/news', { domain_name: 'localhost', page: 2, per_page: 3 })).json;
    expect(p2.value.map((n: { slug: string }) => n.slug)).toEqual(a.value.slice(3, 6).map((n: { slug: string }) => n.slug));
    const zh = (await post('/home/news', { domain_name: 'localhost', lang: 'zh' })).json;
    expect(zh.value[0]).toMatchObject({ lang: 'zh', title: '提款只需几分钟' });
    expect(JSON.stringify(zh)).not.toContain('{site}');
  });

  it('opens one article by its slug; unknown and retired ones are not found', async () => {
    const art = (await post('/home/news_article', { domain_name: 'localhost', slug: 'responsible-gaming-tools', lang: 'ru' })).json;
    expect(art.statusCode).toBe(1);
    expect(art.article).toMatchObject({ slug: 'responsible-gaming-tools', title: 'Установите свои лимиты', lang: 'ru' });
    expect(art.article.body).toContain('<strong>лимит депозита</strong>');
    const none = (await post('/home/news_article', { domain_name: 'localhost', slug: 'no-such-article' })).json;
    expect(none.message).toBe('articleNotFound');

    const made = await ops('/ops/content', {
      domain_name: EDITED,
      kind: 'news',
      slug: 'short-lived',
      texts: { en: { title: 'Short lived', summary: 'Gone soon', body: '<p>Hi<script>alert(1)</script></p>' } },
    });
    expect(made.json.item.promotional).toBe(false);
    const dup = await ops('/ops/content', { domain_name: EDITED, kind: 'news', slug: 'short-lived', texts: texts('Again') });
    expect(dup.json.message).toBe('slugTaken');
    const missingSlug = await ops('/ops/content', { domain_name: EDITED, kind: 'news', texts: texts('No slug') });
    expect(missingSlug.json.errors[0].field).toBe('slug');
    const shown = (await post('/home/news_article', { domain_name: EDITED, slug: 'short-lived' })).json;
    expect(shown.article.body).toBe('<p>Hi</p>');
    expect((await post('/home/news', { domain_name: EDITED })).json.value[0].slug).toBe('short-lived');
    await ops('/ops/content/retire', { domain_name: EDITED, id: made.json.item.id });
    expect((await post('/home/news_article', { domain_name: EDITED, slug: 'short-lived' })).json.message).toBe('articleNotFound');
  });

  it('where the site shows a preloader, the installed app opens on it', async () => {
    // Node's fetch does not send a Host header of ours: a plain request does.
    const manifest = (host: string) =>
      new Promise<{ start_url: string }>((resolve, reject) => {
        const u = new URL(BASE);
        http
          .get({ host: u.hostname, port: u.port, path: '/manifest.webmanifest', headers: { host: `${host}:${u.port}` } }, (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve(JSON.parse(text)));
          })
          .on('error', reject);
      });
    expect((await manifest('casino2-3.localhost')).start_url).toBe('/preloader');
    expect((await manifest('localhost')).start_url).toBe('/');
  });

  it('the sitemap lists every article', async () => {
    const xml = await (await fetch(`${BASE}/sitemap.xml`)).text();
    expect(xml).toContain('/news?article=faster-withdrawals</loc>');
    expect((xml.match(/\/news\?article=/g) ?? []).length).toBeGreaterThanOrEqual(7);
  });
});
