import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { post } from './helpers.ts';
import { CONSOLE_ADMIN, consoleSignIn, contentStaff, newConsoleMember } from './console-client.ts';
import { page as request } from './console-pages-client.ts';

/**
 * The console's content screen as a browser without scripts uses it: only content editors and
 * administrators of the operator reach it, bad fields are named, HTML is sanitized when saved, a
 * picture is checked and resized to the hero's widths, and a draft reaches the site only once
 * published, with every change in the audit log.
 */
const MINE = 'slot6-4';
const OTHER = 'slot6-3';
const SITE = `${MINE}.localhost`;

const list = (op: string, kind = 'slide') => `/console/${op}/content?kind=${kind}`;
const editor = (op: string, id: number | 'new', q = '') => `/console/${op}/content/${id}${q}`;
const idOf = (location: string | undefined) => Number(/\/content\/(\d+)/.exec(location ?? '')?.[1]);

function slideForm(fields: Record<string, string>, image?: Buffer, name = 'slide.png') {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ intent: 'save', kind: 'slide', langs: 'en,zh', ...fields })) fd.set(k, v);
  if (image) fd.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), name);
  return fd;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('console content: who may', () => {
  it('payments and support are refused; another operator is not found; an editor of the operator works', async () => {
    const { payments, support, editorOther, editorMine } = await contentStaff(MINE, OTHER);
    for (const m of [payments, support]) {
      expect((await request('GET', list(MINE), { cookie: m.cookie })).status).toBe(403);
      expect((await request('GET', editor(MINE, 'new'), { cookie: m.cookie })).status).toBe(403);
      expect((await request('POST', editor(MINE, 'new'), { cookie: m.cookie, form: slideForm({ title_en: 'no' }) })).status).toBe(403);
    }
    // The navigation does not offer it either.
    expect((await request('GET', `/console/${MINE}/players`, { cookie: support.cookie })).text).not.toContain(`/console/${MINE}/content`);

    const made = await request('POST', editor(MINE, 'new'), { cookie: editorMine.cookie, form: slideForm({ title_en: `Mine ${Date.now()}` }) });
    expect(made.status, made.text.slice(0, 300)).toBe(302);
    const id = idOf(made.location);
    expect(id).toBeGreaterThan(0);
    // Another operator's editor finds neither the list nor the item, and cannot change or publish it.
    expect((await request('GET', list(MINE), { cookie: editorOther.cookie })).status).toBe(404);
    expect((await request('GET', editor(MINE, id), { cookie: editorOther.cookie })).status).toBe(404);
    expect((await request('GET', editor(OTHER, id), { cookie: editorOther.cookie })).status).toBe(404);
    expect((await request('POST', editor(OTHER, id), { cookie: editorOther.cookie, form: { intent: 'publish' } })).status).toBe(404);
    expect((await request('POST', editor(MINE, id), { cookie: editorOther.cookie, form: { intent: 'retire' } })).status).toBe(404);
    expect((await request('POST', editor(MINE, id), { cookie: payments.cookie, form: { intent: 'publish' } })).status).toBe(403);
    const page = await request('GET', editor(MINE, id), { cookie: editorMine.cookie });
    expect(page.text).toContain('Draft');
  });
});

describe('console content: what is saved', () => {
  it('names each bad field, and strips scripts from HTML bodies when it saves them', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const bad = await request('POST', editor(MINE, 'new', '?kind=slide&lang=zh'), {
      cookie: admin,
      form: slideForm({
        title_en: ' ',
        link: 'javascript:alert(1)',
        sort: 'first',
        starts_at: '2030-02-01T10:00',
        ends_at: '2030-01-01T10:00',
        cta_zh: 'x'.repeat(41),
      }),
    });
    expect(bad.status).toBe(400);
    for (const [field, text] of [
      ['title_en', 'This field is required.'],
      ['link', 'https:// address'],
      ['sort', 'Enter a whole number.'],
      ['ends_at', 'The end must come after the start.'],
      ['cta_zh', 'This is too long.'],
    ]) {
      const at = bad.text.indexOf(`data-testid="error-${field}"`);
      expect(at, field).toBeGreaterThan(0);
      expect(bad.text.slice(at, at + 300), field).toContain(text.replace("'", '&#x27;'));
    }
    // What was typed stays in the form.
    expect(bad.text).toContain('javascript:alert(1)');

    const fd = new FormData();
    for (const [k, v] of Object.entries({
      intent: 'save',
      kind: 'announcement',
      langs: 'en,zh',
      title_en: 'Weekend notice',
      body_en: '<p>Hello <b>all</b></p><script>alert("x")</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a>',
      title_zh: '周末通知',
      body_zh: '<p>你好</p><iframe src="https://evil.example"></iframe>',
    }))
      fd.set(k, v);
    const saved = await request('POST', editor(MINE, 'new'), { cookie: admin, form: fd });
    expect(saved.status).toBe(302);
    const page = await request('GET', editor(MINE, idOf(saved.location)), { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Hello &lt;b&gt;all&lt;/b&gt;');
    for (const gone of ['alert', 'onerror', 'iframe', 'evil.example']) expect(page.text, gone).not.toContain(gone);
  });

  it('refuses what is not a picture, one too large or too small; resizes a picture to the three widths the hero asks for', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const text = await request('POST', editor(MINE, 'new'), {
      cookie: admin,
      form: slideForm({ title_en: 'Not a picture' }, Buffer.from('<svg onload="x"></svg>'), 'a.png'),
    });
    expect(text.status).toBe(400);
    expect(text.text).toContain('This file is not a picture');
    const small = await request('POST', editor(MINE, 'new'), { cookie: admin, form: slideForm({ title_en: 'Small' }, await png(200, 120)) });
    expect(small.text).toContain('too small');
    const huge = await request('POST', editor(MINE, 'new'), { cookie: admin, form: slideForm({ title_en: 'Huge' }, Buffer.alloc(9 * 1024 * 1024, 1)) });
    expect(huge.status).toBe(413);
    expect(huge.text).toContain('too large');

    const made = await request('POST', editor(MINE, 'new'), { cookie: admin, form: slideForm({ title_en: 'Picture' }, await png(2000, 1000)) });
    expect(made.status).toBe(302);
    const page = await request('GET', editor(MINE, idOf(made.location)), { cookie: admin });
    const key = /\/api\/art\/upload\/([0-9a-f]{24})\/480\.webp/.exec(page.text)?.[1];
    expect(key).toBeTruthy();
    for (const w of [480, 960, 1440]) {
      for (const [ext, type, format] of [
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ]) {
        const img = await request('GET', `/api/art/upload/${key}/${w}.${ext}`, { host: SITE });
        expect(img.status).toBe(200);
        expect(img.headers['content-type']).toBe(type);
        const m = await sharp(img.body).metadata();
        expect([m.format, m.width, m.height]).toEqual([format, w, Math.round((w * 9) / 16)]);
      }
    }
    expect((await request('GET', `/api/art/upload/${key}/500.webp`, { host: SITE })).status).toBe(404);
  });

  it('a draft is on no page until published; publishing, editing and retiring are audited with before and after', async () => {
    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const editorMine = await newConsoleMember(admin, 'content_editor', MINE);
    const title = `Draft slide ${Date.now()}`;
    const made = await request('POST', editor(MINE, 'new'), {
      cookie: editorMine.cookie,
      form: slideForm({ title_en: title, title_zh: `草稿 ${title}`, sort: '-900' }),
    });
    const id = idOf(made.location);
    const titles = async (lang: string) => (await post('/home/fetch_slide', { domain_name: SITE, lang })).json.value.map((s: { title: string }) => s.title);
    expect(await titles('en')).not.toContain(title);

    const published = await request('POST', editor(MINE, id), { cookie: editorMine.cookie, form: { intent: 'publish' } });
    expect(published.status).toBe(200);
    expect(published.text).toContain('Published');
    expect(await titles('en')).toContain(title);
    expect(await titles('zh')).toContain(`草稿 ${title}`);
    expect((await request('POST', editor(MINE, id), { cookie: editorMine.cookie, form: { intent: 'publish' } })).text).toContain('already live');

    const renamed = await request('POST', editor(MINE, id, '?lang=zh'), {
      cookie: editorMine.cookie,
      form: slideForm({ title_en: `${title} v2`, sort: '-900' }),
    });
    expect(renamed.status).toBe(302);
    // The Chinese column was posted empty: the site falls back to English there.
    expect(await titles('zh')).toContain(`${title} v2`);
    await request('POST', editor(MINE, id), { cookie: editorMine.cookie, form: { intent: 'retire' } });
    expect(await titles('en')).not.toContain(`${title} v2`);

    // Published with a start tomorrow: scheduled, not on the site yet.
    const later = `Later slide ${Date.now()}`;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    const scheduled = idOf(
      (await request('POST', editor(MINE, 'new'), { cookie: editorMine.cookie, form: slideForm({ title_en: later, starts_at: tomorrow }) })).location,
    );
    await request('POST', editor(MINE, scheduled), { cookie: editorMine.cookie, form: { intent: 'publish' } });
    expect(await titles('en')).not.toContain(later);
    const listed = (await request('GET', list(MINE), { cookie: editorMine.cookie })).text;
    expect(listed.slice(listed.indexOf(later), listed.indexOf(later) + 400)).toContain('Scheduled');

    const audit = (await request('GET', `/console/${MINE}/audit.csv?q=slide%23${id}`, { cookie: admin })).text;
    expect(audit).toContain(`content.create,slide#${id}`);
    expect(audit).toContain(`content.publish,slide#${id},"{""draft"":true}","{""draft"":false}"`);
    expect(audit).toMatch(new RegExp(`content\\.update,slide#${id},"\\{[^\\n]*${title}""[^\\n]*${title} v2`));
    expect(audit).toContain(`content.retire,slide#${id}`);
    expect(audit).toContain(editorMine.email);
  });
});
