import { describe, expect, it } from 'vitest';
import { post } from './helpers.ts';
import { CONSOLE_ADMIN, consoleSignIn, contentStaff, newConsoleMember } from './console-client.ts';
import { page as request } from './console-pages-client.ts';

/**
 * The console's promotion texts as a browser without scripts uses them: only content editors and
 * administrators of the operator reach them, bad fields are named, the terms' HTML is sanitized,
 * a save is on the site at once in the languages written (English for the others), and audited.
 */
const MINE = 'slot1-5';
const OTHER = 'slot1-3';
const SITE = `${MINE}.localhost`;

const list = (op: string) => `/console/${op}/content/promotions`;
const editor = (op: string, id: number, q = '') => `/console/${op}/content/promotions/${id}${q}`;
const onSite = async (lang: string) =>
  (await post('/home/promotions', { domain_name: SITE, lang })).json.value as { id: number; title: string; summary: string; body: string; lang: string }[];

describe('console promotions: who may', () => {
  it('payments and support are refused; another operator and an unknown offer are not found', async () => {
    const { payments, support, editorOther, editorMine } = await contentStaff(MINE, OTHER);
    const [first] = await onSite('en');
    const [theirs] = (await post('/home/promotions', { domain_name: `${OTHER}.localhost`, lang: 'en' })).json.value as { id: number }[];
    const form = { langs: 'en', title_en: 'x', summary_en: 'x', body_en: '' };
    for (const m of [payments, support]) {
      expect((await request('GET', list(MINE), { cookie: m.cookie })).status).toBe(403);
      expect((await request('GET', editor(MINE, first.id), { cookie: m.cookie })).status).toBe(403);
      expect((await request('POST', editor(MINE, first.id), { cookie: m.cookie, form })).status).toBe(403);
    }
    expect((await request('GET', list(MINE), { cookie: editorOther.cookie })).status).toBe(404);
    expect((await request('GET', editor(MINE, first.id), { cookie: editorOther.cookie })).status).toBe(404);
    expect((await request('POST', editor(MINE, first.id), { cookie: editorOther.cookie, form })).status).toBe(404);
    // Another operator's offer under this operator's address: not found either.
    expect((await request('GET', editor(MINE, theirs.id), { cookie: editorMine.cookie })).status).toBe(404);
    expect((await request('POST', editor(MINE, theirs.id), { cookie: editorMine.cookie, form })).status).toBe(404);
    expect((await request('GET', editor(MINE, 999_999_999), { cookie: editorMine.cookie })).status).toBe(404);
    expect((await request('GET', `${list(MINE)}/abc`, { cookie: editorMine.cookie })).status).toBe(404);
    expect((await onSite('en'))[0].title).toBe(first.title);
    // No session: asked to sign in.
    expect((await request('GET', list(MINE))).status).toBe(302);

    const shown = await request('GET', list(MINE), { cookie: editorMine.cookie });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(first.title);
  });
});

describe('console promotions: what is saved', () => {
  it('names each bad field; strips scripts; the site shows the texts at once, English where a language has none; audited', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const editorMine = await newConsoleMember(admin, 'content_editor', MINE);
    const [first] = await onSite('en');
    const bad = await request('POST', editor(MINE, first.id, '?lang=ru'), {
      cookie: editorMine.cookie,
      form: { langs: 'en,ru', title_en: ' ', summary_en: '', body_en: '', title_ru: '', summary_ru: 'Только описание', body_ru: '' },
    });
    expect(bad.status).toBe(400);
    for (const field of ['title_en', 'summary_en', 'title_ru']) {
      const at = bad.text.indexOf(`data-testid="error-${field}"`);
      expect(at, field).toBeGreaterThan(0);
      expect(bad.text.slice(at, at + 200), field).toContain('This field is required.');
    }
    // The values sent come back in the form.
    expect(bad.text).toContain('Только описание');
    const tooLong = await request('POST', editor(MINE, first.id), {
      cookie: editorMine.cookie,
      form: { langs: 'en', title_en: 'x'.repeat(121), summary_en: 's' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('This is too long.');
    for (const langs of ['en,xx', 'en,<b>']) {
      const r = await request('POST', editor(MINE, first.id), { cookie: editorMine.cookie, form: { langs, title_en: 'a', summary_en: 'b' } });
      expect(r.status, langs).toBe(400);
    }
    // A malformed body: a form error, never a server error.
    for (const body of [
      { type: 'application/json', body: Buffer.from('{"langs":') },
      { type: 'multipart/form-data; boundary=x', body: Buffer.from('--x\r\nnot a part') },
    ]) {
      const raw = await request('POST', editor(MINE, first.id), { cookie: editorMine.cookie, raw: body });
      expect(raw.status, body.type).toBeGreaterThanOrEqual(400);
      expect(raw.status, body.type).toBeLessThan(500);
    }

    const stamp = Date.now().toString(36);
    const saved = await request('POST', editor(MINE, first.id, '?lang=ru'), {
      cookie: editorMine.cookie,
      form: {
        langs: 'en,ru',
        title_en: `Welcome ${stamp}`,
        summary_en: `Double your first deposit ${stamp}`,
        body_en: `<p>Terms ${stamp}</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">`,
        title_ru: `Добро пожаловать ${stamp}`,
        summary_ru: '',
        body_ru: `<p>Условия ${stamp}</p><iframe src="https://evil.example"></iframe>`,
      },
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect(saved.text).toContain('Saved: the site shows these texts now.');
    for (const gone of ['alert(', 'onerror', 'evil.example']) expect(saved.text, gone).not.toContain(gone);

    const en = (await onSite('en')).find((p) => p.id === first.id)!;
    expect(en).toMatchObject({ title: `Welcome ${stamp}`, summary: `Double your first deposit ${stamp}` });
    expect(en.body).toContain(`Terms ${stamp}`);
    const ru = (await onSite('ru')).find((p) => p.id === first.id)!;
    // Russian where written; the summary left blank shows the English one.
    expect(ru).toMatchObject({ title: `Добро пожаловать ${stamp}`, summary: `Double your first deposit ${stamp}`, lang: 'ru' });
    expect(ru.body).toContain(`Условия ${stamp}`);
    expect(JSON.stringify([en, ru])).not.toMatch(/alert|onerror|iframe/);

    // Russian left blank: removed, the site shows English there.
    await request('POST', editor(MINE, first.id, '?lang=ru'), {
      cookie: editorMine.cookie,
      form: { langs: 'en,ru', title_en: `Welcome ${stamp}`, summary_en: 'v2', body_en: '', title_ru: '', summary_ru: '', body_ru: '' },
    });
    expect((await onSite('ru')).find((p) => p.id === first.id)).toMatchObject({ title: `Welcome ${stamp}`, lang: 'en' });
    // The list says so: Russian is missing there now.
    const listed = await request('GET', list(MINE), { cookie: editorMine.cookie });
    const entry = listed.text.slice(listed.text.indexOf(`Welcome ${stamp}`));
    expect(entry.slice(0, entry.indexOf('</li>')).replaceAll('<!-- -->', '')).toContain('Missing: Русский');

    const audit = (await request('GET', `/console/${MINE}/audit.csv?q=promotion%23${first.id}`, { cookie: admin })).text;
    expect(audit).toContain(`promotion.texts,promotion#${first.id}`);
    expect(audit).toContain(`Добро пожаловать ${stamp}`);
    expect(audit).toContain(editorMine.email);
  });
});
