import { describe, expect, it } from 'vitest';
import { post } from './helpers.ts';
import { CONSOLE_ADMIN, consoleSignIn, contentStaff, newConsoleMember } from './console-client.ts';
import { page as request } from './console-pages-client.ts';

/**
 * The console's CMS pages as a browser without scripts uses them: only content editors and
 * administrators of the operator reach them, bad fields are named, HTML is sanitized when saved, a
 * draft reaches the site only once published (in the languages it was written in, English for the
 * others), with each step in the audit log.
 */
const MINE = 'slot6-4';
const OTHER = 'slot6-3';
const SITE = `${MINE}.localhost`;
const KEY = 'privacy_policy';

const pages = (op: string) => `/console/${op}/content/pages`;
const editor = (op: string, key = KEY, q = '') => `/console/${op}/content/pages/${key}${q}`;
const siteTexts = async () =>
  (await post('/settings/siteinfodetail', { domain_name: SITE })).json.cms[KEY].texts as Record<string, { title: string; html: string }>;

describe('console CMS pages: who may', () => {
  it('payments and support are refused; another operator is not found; an unknown page is not found', async () => {
    const { payments, support, editorOther, editorMine } = await contentStaff(MINE, OTHER);
    for (const m of [payments, support]) {
      expect((await request('GET', pages(MINE), { cookie: m.cookie })).status).toBe(403);
      expect((await request('GET', editor(MINE), { cookie: m.cookie })).status).toBe(403);
      expect((await request('POST', editor(MINE), { cookie: m.cookie, form: { intent: 'publish' } })).status).toBe(403);
    }
    expect((await request('GET', pages(MINE), { cookie: editorOther.cookie })).status).toBe(404);
    expect((await request('GET', editor(MINE), { cookie: editorOther.cookie })).status).toBe(404);
    expect(
      (await request('POST', editor(MINE), { cookie: editorOther.cookie, form: { intent: 'save', langs: 'en', title_en: 'x', html_en: '<p>x</p>' } })).status,
    ).toBe(404);
    expect((await request('GET', editor(MINE, 'banking'), { cookie: editorMine.cookie })).status).toBe(404);
    const list = await request('GET', pages(MINE), { cookie: editorMine.cookie });
    expect(list.status).toBe(200);
    for (const name of ['About us', 'Terms and conditions', 'Privacy policy', 'Responsible gaming']) expect(list.text).toContain(name);
  });
});

describe('console CMS pages: what is saved', () => {
  it('names each bad field; strips scripts; a draft is on the site only once published; each step audited', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const editorMine = await newConsoleMember(admin, 'content_editor', MINE);
    const bad = await request('POST', editor(MINE, KEY, '?lang=ru'), {
      cookie: editorMine.cookie,
      form: { intent: 'save', langs: 'en,ru', title_en: ' ', html_en: '', title_ru: '', html_ru: '<p>Текст</p>' },
    });
    expect(bad.status).toBe(400);
    for (const field of ['title_en', 'html_en', 'title_ru']) {
      const at = bad.text.indexOf(`data-testid="error-${field}"`);
      expect(at, field).toBeGreaterThan(0);
      expect(bad.text.slice(at, at + 200), field).toContain('This field is required.');
    }
    const unknown = await request('POST', editor(MINE), {
      cookie: editorMine.cookie,
      form: { intent: 'save', langs: 'en,xx', title_en: 'a', html_en: '<p>a</p>' },
    });
    expect(unknown.status).toBe(400);

    const stamp = Date.now();
    const saved = await request('POST', editor(MINE, KEY, '?lang=ru'), {
      cookie: editorMine.cookie,
      form: {
        intent: 'save',
        langs: 'en,ru',
        title_en: `Privacy ${stamp}`,
        html_en: `<p>Your data ${stamp}</p><script>alert("x")</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a>`,
        title_ru: `Конфиденциальность ${stamp}`,
        html_ru: `<p>Ваши данные ${stamp}</p><iframe src="https://evil.example"></iframe>`,
      },
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(302);
    const page = await request('GET', saved.location!.replace(/^https?:\/\/[^/]+/, ''), { cookie: editorMine.cookie });
    expect(page.text).toContain('Unpublished draft');
    expect(page.text).toContain(`Ваши данные ${stamp}`);
    for (const gone of ['alert', 'onerror', 'iframe', 'evil.example']) expect(page.text, gone).not.toContain(gone);
    // A draft: the site does not show it.
    expect((await siteTexts()).en.html).not.toContain(String(stamp));

    const published = await request('POST', editor(MINE), { cookie: editorMine.cookie, form: { intent: 'publish' } });
    expect(published.status).toBe(200);
    expect(published.text).toContain('Published');
    const texts = await siteTexts();
    expect(texts.en).toEqual({ title: `Privacy ${stamp}`, html: expect.stringContaining(`Your data ${stamp}`) });
    expect(texts.ru.html).toContain(`Ваши данные ${stamp}`);
    expect(JSON.stringify(texts)).not.toMatch(/alert|onerror|iframe/);
    // Nothing left to publish.
    expect((await request('POST', editor(MINE), { cookie: editorMine.cookie, form: { intent: 'publish' } })).text).toContain('no draft to publish');

    // Russian left blank: removed, the site falls back to English there; other languages stay.
    const before = Object.keys(texts);
    await request('POST', editor(MINE, KEY, '?lang=ru'), {
      cookie: editorMine.cookie,
      form: { intent: 'save', langs: 'en,ru', title_en: `Privacy ${stamp} v2`, html_en: '<p>v2</p>', title_ru: '', html_ru: '' },
    });
    await request('POST', editor(MINE), { cookie: editorMine.cookie, form: { intent: 'publish' } });
    const after = await siteTexts();
    expect(after.ru).toBeUndefined();
    expect(Object.keys(after).sort()).toEqual(before.filter((l) => l !== 'ru').sort());

    const audit = (await request('GET', `/console/${MINE}/audit.csv?q=cms%23${KEY}`, { cookie: admin })).text;
    expect(audit).toContain(`cms.draft,cms#${KEY}`);
    expect(audit).toContain(`cms.publish,cms#${KEY}`);
    expect(audit).toContain(`Privacy ${stamp} v2`);
    expect(audit).toContain(editorMine.email);
  });
});
