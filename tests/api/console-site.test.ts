import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASE } from './helpers.ts';
import { nextIp, page as request, pageMember as member } from './console-pages-client.ts';

/**
 * The console's Site screen as a browser without scripts uses it: only an operator's
 * administrators (and platform administrators) reach it, each refusal of the form is named next to
 * its field, a draft is seen only through a signed preview link, publishing makes one new version
 * live at once (a burst of publishes numbers them one after another), and an earlier version can
 * be published again. Operators no other suite changes.
 */
const PORT = new URL(BASE).port;
const CONSOLE_HOST = 'console.localhost';
const ADMIN = { email: 'admin@demo.test', password: 'console-demo-1' };
const MINE = 'slot8-3';
const OTHER = 'slot9-3';
const BURST = 'slot8-5';

async function signIn(email: string, password: string) {
  const r = await request('POST', '/console/api/sign-in', { json: { email, password }, ip: nextIp() });
  expect(r.status, r.text).toBe(200);
  return r.cookie!;
}

const sitePath = (op: string) => `/console/${op}/site`;

/** The Settings form's fields as the page shows them for `op` (names and values), to change a few and post. */
async function currentForm(cookie: string, op: string): Promise<Record<string, string>> {
  const page = await request('GET', sitePath(op), { cookie });
  expect(page.status).toBe(200);
  const form = /<form[^>]*>\s*<input type="hidden" name="intent" value="save"\/>([\s\S]*?)<\/form>/.exec(page.text)![1];
  const fields: Record<string, string> = { intent: 'save' };
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(m[1])?.[1];
    if (!name || name === 'intent') continue;
    const value = decode(/value="([^"]*)"/.exec(m[1])?.[1] ?? '');
    if (/type="checkbox"/.test(m[1])) {
      if (/checked=""/.test(m[1])) fields[name] = 'on';
    } else fields[name] = value;
  }
  for (const m of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    fields[m[1]] = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[2])?.[1] ?? /<option[^>]*value="([^"]*)"/.exec(m[2])![1];
  }
  fields.domains = decode(/<textarea[^>]*name="domains"[^>]*>([\s\S]*?)<\/textarea>/.exec(form)![1]);
  return fields;
}

const previewOf = async (cookie: string, op: string) => {
  const page = await request('GET', sitePath(op), { cookie });
  return new URL(/<iframe[^>]*src="([^"]+)"/.exec(page.text)![1].replace(/&amp;/g, '&'));
};
const player = (host: string, path: string) => request('GET', path, { host });
const startupName = async (op: string) => {
  const r = await request('POST', '/api/startup', { host: `${op}.localhost`, json: { domain_name: `${op}.localhost` } });
  return JSON.parse(r.text).site.site_name as string;
};

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----site${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

describe('console Site screen', () => {
  it('administrators only: other roles 403, another operator 404, with the form and every action', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const opAdmin = await member(admin, 'operator_admin', MINE);
    const editor = await member(admin, 'content_editor', MINE);
    const payments = await member(admin, 'payments', MINE);
    const elsewhere = await member(admin, 'operator_admin', OTHER);

    const page = await request('GET', sitePath(MINE), { cookie: opAdmin.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/console/${MINE}/site"`);
    for (const m of [editor, payments]) {
      expect((await request('GET', sitePath(MINE), { cookie: m.cookie })).status).toBe(403);
      // Their navigation does not offer it.
      expect((await request('GET', '/console', { cookie: m.cookie })).text).not.toContain(`/console/${MINE}/site`);
    }
    expect((await request('GET', sitePath(MINE), { cookie: elsewhere.cookie })).status).toBe(404);
    const form = await currentForm(opAdmin.cookie, MINE);
    for (const [cookie, status] of [
      [editor.cookie, 403],
      [elsewhere.cookie, 404],
    ] as const) {
      for (const f of [{ ...form, name: 'Not theirs' }, { intent: 'publish' }, { intent: 'restore', version: '1' }] as Record<string, string>[]) {
        expect((await request('POST', sitePath(MINE), { cookie, form: f })).status, `${f.intent} ${status}`).toBe(status);
      }
      const upload = multipart([
        { name: 'intent', value: 'images' },
        { name: 'logo', value: Buffer.from('x'), filename: 'a.png', type: 'image/png' },
      ]);
      expect((await request('POST', sitePath(MINE), { cookie, raw: upload })).status).toBe(status);
    }
    expect(await startupName(MINE)).not.toBe('Not theirs');
    // No session: sign-in first.
    expect((await request('GET', sitePath(MINE))).status).toBe(302);
  });

  it('refuses each bad value next to its field and saves nothing', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const form = await currentForm(admin, MINE);
    const bad = await request('POST', sitePath(MINE), {
      cookie: admin,
      form: {
        intent: 'save',
        name: '  ',
        domains: 'https://casino.example.com/',
        template: 'slot99',
        palette: '9',
        appThemeColor: 'red',
        appBackgroundColor: '#12345',
        defaultLanguage: 'EN',
        currency: 'XYZ',
        timeZone: 'Mars/Olympus',
        maintenanceStart: '2030-02-01T10:00',
        maintenanceEnd: '2030-01-01T10:00',
      },
    });
    expect(bad.status).toBe(400);
    const errorOf = (field: string) => new RegExp(`data-testid="error-${field}"[^>]*>([^<]*)<`).exec(bad.text)?.[1];
    expect(errorOf('name')).toContain('required');
    expect(errorOf('domains')).toContain('is not a host name');
    expect(errorOf('template')).toContain('must be one of');
    expect(errorOf('palette')).toBe('must be 1–5');
    expect(errorOf('appThemeColor')).toContain('#rrggbb');
    expect(errorOf('appBackgroundColor')).toContain('#rrggbb');
    expect(errorOf('languages')).toContain('at least one language');
    expect(errorOf('currency')).toContain('is not an ISO 4217 currency code');
    expect(errorOf('timeZone')).toContain('is not an IANA time zone');
    expect(errorOf('maintenanceEnd')).toBe('must be after the start');
    // The fields keep what was typed.
    expect(bad.text).toContain('value="XYZ"');
    // A domain of another operator, and the default language outside the languages ticked.
    const taken = await request('POST', sitePath(MINE), { cookie: admin, form: { ...form, domains: `${MINE}.localhost\n${OTHER}.localhost` } });
    expect(taken.status).toBe(400);
    expect(taken.text).toContain(`${OTHER}.localhost is already used by operator ${OTHER}`);
    const lang: Record<string, string> = { ...form, defaultLanguage: 'RUS' };
    delete lang['language.RUS'];
    const notTicked = await request('POST', sitePath(MINE), { cookie: admin, form: lang });
    expect(notTicked.status).toBe(400);
    expect(notTicked.text).toContain('must be one of the languages ticked');
    expect((await request('GET', sitePath(MINE), { cookie: admin })).text).toContain('No unpublished changes.');
  });

  it('a saved draft shows only in the signed preview; publishing makes it live, restoring brings the earlier version back; all audited', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const before = await startupName(MINE);
    const form = await currentForm(admin, MINE);
    const name = `Site draft ${Date.now().toString(36)}`;
    const saved = await request('POST', sitePath(MINE), { cookie: admin, form: { ...form, name, palette: '5', appThemeColor: '#123456' } });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect(saved.text).toContain('Draft saved.');
    expect(await startupName(MINE)).toBe(before);

    const host = `${MINE}.localhost`;
    const preview = await previewOf(admin, MINE);
    expect(preview.host).toBe(`${host}:${PORT}`);
    const drawn = await player(host, `${preview.pathname}${preview.search}`);
    expect(drawn.status).toBe(200);
    expect(drawn.text).toContain(name);
    expect(drawn.text).toContain('data-palette="5"');
    expect(drawn.headers['cache-control']).toBe('no-store');
    expect(drawn.headers['x-frame-options']).toBeUndefined();
    expect(drawn.headers['content-security-policy']).toContain(`frame-ancestors http://${CONSOLE_HOST}:${PORT}`);
    // The pages opened from the link (its cookie) show the draft too; a cookie that no longer opens it is dropped.
    const kept = (drawn.headers['set-cookie'] ?? []).find((c) => c.startsWith('site_preview='))!;
    expect(kept).toMatch(/HttpOnly/i);
    expect(kept).toMatch(/SameSite=Lax/i);
    const cookie = kept.split(';')[0];
    for (const path of ['/slots', '/about', '/slots.data']) {
      const next = await request('GET', path, { host, cookie });
      expect(next.text, path).toContain(name);
      expect(next.headers['cache-control'], path).toBe('no-store');
    }
    const stale = await request('GET', '/slots', { host, cookie: 'site_preview=x.y' });
    expect(stale.status).toBe(200);
    expect(stale.text).not.toContain(name);
    expect(stale.headers['set-cookie']?.join()).toMatch(/site_preview=;/);
    // A player opening the site, a changed link, the link on another operator's host: never the draft.
    expect((await player(host, '/')).text).not.toContain(name);
    const token = preview.searchParams.get('preview')!;
    const forged = `${token.split('.')[0]}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    for (const [h, t] of [
      [host, forged],
      [host, token.slice(0, -2)],
      [`${OTHER}.localhost`, token],
    ]) {
      const r = await player(h, `/?preview=${encodeURIComponent(t)}`);
      expect(r.status, h).toBe(403);
      expect(r.text).not.toContain(name);
    }

    const published = await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'publish' } });
    expect(published.status).toBe(200);
    const live = Number(/Version (\d+) is live on every server/.exec(published.text)![1]);
    expect(await startupName(MINE)).toBe(name);
    expect((await player(host, '/')).text).toContain(name);
    const manifest = JSON.parse((await player(host, '/manifest.webmanifest')).text);
    expect(manifest.theme_color).toBe('#123456');
    expect((await player(host, '/')).text).toContain('<meta name="theme-color" content="#123456"/>');

    const restored = await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'restore', version: String(live - 1) } });
    expect(restored.status).toBe(200);
    expect(restored.text).toContain(`Version ${live - 1} is live again, as version ${live + 1}.`);
    expect(await startupName(MINE)).toBe(before);
    expect(JSON.parse((await player(host, '/manifest.webmanifest')).text).theme_color).not.toBe('#123456');
    expect((await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'restore', version: '999' } })).status).toBe(400);

    const csv = (await request('GET', `/console/${MINE}/audit.csv?q=site.`, { cookie: admin })).text;
    expect(csv).toContain(`site.draft,${MINE}`);
    expect(csv).toContain(`site.publish,${MINE} v${live}`);
    expect(csv).toContain(`site.restore,${MINE} v${live + 1}`);
    const publishLine = csv.split('\r\n').find((l) => l.includes(`site.publish,${MINE} v${live},`))!;
    expect(publishLine).toContain(`""name"":""${before}""`);
    expect(publishLine).toContain(`""name"":""${name}""`);
  });

  it('uploads are re-encoded and served from the site; a file that is no image or too big is refused', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 4, background: '#ff8800' } })
      .jpeg()
      .toBuffer();
    const up = await request('POST', sitePath(MINE), {
      cookie: admin,
      raw: multipart([
        { name: 'intent', value: 'images' },
        { name: 'logo', value: big, filename: 'logo.jpg', type: 'image/jpeg' },
        { name: 'icon', value: big, filename: 'icon.jpg', type: 'image/jpeg' },
      ]),
    });
    expect(up.status, up.text.slice(0, 300)).toBe(200);
    expect(up.text).toContain('logo and icon uploaded to the draft.');
    const page = (await request('GET', sitePath(MINE), { cookie: admin })).text;
    const logo = /Now: (\/site-assets\/[\w-]+\.png)/.exec(page)![1];
    const served = await player(`${MINE}.localhost`, logo);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200]);
    // Another operator's host does not serve it.
    expect((await player(`${OTHER}.localhost`, logo)).status).toBe(404);

    const text = await request('POST', sitePath(MINE), {
      cookie: admin,
      raw: multipart([
        { name: 'intent', value: 'images' },
        { name: 'icon', value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', filename: 'icon.png', type: 'image/png' },
      ]),
    });
    expect(text.status).toBe(400);
    expect(text.text).toContain('not an image');
    const huge = await request('POST', sitePath(MINE), {
      cookie: admin,
      raw: multipart([
        { name: 'intent', value: 'images' },
        { name: 'logo', value: Buffer.alloc(5 * 1024 * 1024, 1), filename: 'logo.png', type: 'image/png' },
      ]),
    });
    expect(huge.status).toBe(413);
    expect(huge.text).toContain('larger than 2 MB');

    // Published, the manifest names the icon.
    expect((await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'publish' } })).status).toBe(200);
    const manifest = JSON.parse((await player(`${MINE}.localhost`, '/manifest.webmanifest')).text);
    expect(manifest.icons[0].src).toMatch(/^\/site-assets\/\d+-[0-9a-f]{16}\.png$/);
    const icon = await sharp((await player(`${MINE}.localhost`, manifest.icons[0].src)).body).metadata();
    expect([icon.width, icon.height]).toEqual([512, 512]);
    // The pages' own icon follows.
    expect((await player(`${MINE}.localhost`, '/')).text).toContain(`<link rel="icon" type="image/png" href="${manifest.icons[0].src}"/>`);
    const home = (await player(`${MINE}.localhost`, '/')).text;
    expect(home).toContain(`<img src="${logo}"`);

    // Removed from the draft: still on the site until published, then gone; the manifest follows.
    const removed = await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'remove-image', kind: 'logo' } });
    expect(removed.status).toBe(200);
    expect(removed.text).toContain('The logo is out of the draft');
    expect((await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'remove-image', kind: 'icon' } })).status).toBe(200);
    expect((await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'remove-image', kind: 'banner' } })).status).toBe(400);
    const after = (await request('GET', sitePath(MINE), { cookie: admin })).text;
    expect(after).toContain('None yet: the site shows its name.');
    expect(after).not.toContain('Remove the logo');
    expect((await player(`${MINE}.localhost`, '/')).text).toContain(`<img src="${logo}"`);
    expect((await request('POST', sitePath(MINE), { cookie: admin, form: { intent: 'publish' } })).status).toBe(200);
    const plain = JSON.parse((await player(`${MINE}.localhost`, '/manifest.webmanifest')).text);
    expect(plain.icons).toEqual([{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }]);
    const homeAfter = (await player(`${MINE}.localhost`, '/')).text;
    expect(homeAfter).not.toContain(logo);
    expect(homeAfter).not.toContain(manifest.icons[0].src);
    const csv = (await request('GET', `/console/${MINE}/audit.csv?q=site.draft`, { cookie: admin })).text;
    expect(csv).toContain(`site.draft,${MINE},"{""logo"":""${logo}""}","{""logo"":null}"`);
  });

  it('a maintenance window opens and closes by itself: the site is in maintenance during it only, pages and API alike', async () => {
    const op = 'slot8-2';
    const host = `${op}.localhost`;
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const form = await currentForm(admin, op);
    const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19);
    // A window that is over would do nothing: refused.
    const over = await request('POST', sitePath(op), {
      cookie: admin,
      form: { ...form, maintenance: 'on', maintenanceStart: utc(Date.now() - 120_000), maintenanceEnd: utc(Date.now() - 60_000) },
    });
    expect(over.status).toBe(400);
    expect(over.text).toContain('must be in the future');

    const start = Math.ceil(Date.now() / 1000) * 1000 + 4000;
    const end = start + 3000;
    const saved = await request('POST', sitePath(op), {
      cookie: admin,
      form: { ...form, maintenance: 'on', maintenanceStart: utc(start), maintenanceEnd: utc(end) },
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect((await request('POST', sitePath(op), { cookie: admin, form: { intent: 'publish' } })).status).toBe(200);
    const state = async () => {
      const r = await request('POST', '/api/startup', { host, json: { domain_name: host } });
      return { at: Date.now(), on: JSON.parse(r.text).maintenance.is_maintenance as boolean, page: (await player(host, '/')).status };
    };
    // Before it: open, and the answers are kept by the server's caches (the page twice: kept, then served from the cache).
    expect(await state()).toMatchObject({ on: false, page: 200 });
    expect((await state()).page).toBe(200);
    // Nobody presses anything: asked every 200 ms, the site goes into maintenance at the start and out at the end.
    const seen: { at: number; on: boolean; page: number }[] = [];
    while (Date.now() < end + 2500) {
      seen.push(await state());
      await new Promise((r) => setTimeout(r, 200));
    }
    const first = seen.find((s) => s.on)!;
    const back = seen.find((s) => s.at > first.at && !s.on)!;
    expect(first.at).toBeGreaterThanOrEqual(start);
    expect(first.at - start).toBeLessThan(1500);
    expect(back.at).toBeGreaterThanOrEqual(end);
    expect(back.at - end).toBeLessThan(1500);
    // The player's page agrees with the API at every moment asked, within the same half second.
    for (const s of seen.filter((x) => x.at > start + 500 && x.at < end - 500)) expect(s).toMatchObject({ on: true, page: 503 });
    for (const s of seen.filter((x) => x.at < start || x.at > end + 500)) expect(s).toMatchObject({ on: false, page: 200 });
  }, 30_000);

  it('a burst of publishes makes one new live version each, numbered one after another', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const first = await request('POST', sitePath(BURST), { cookie: admin, form: { intent: 'publish' } });
    const start = Number(/Version (\d+) is live/.exec(first.text)![1]);
    const n = 8;
    const answers = await Promise.all(Array.from({ length: n }, () => request('POST', sitePath(BURST), { cookie: admin, form: { intent: 'publish' } })));
    const versions = answers.map((a) => Number(/Version (\d+) is live/.exec(a.text)?.[1])).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: n }, (_, i) => start + 1 + i));
    const page = (await request('GET', sitePath(BURST), { cookie: admin })).text;
    const listed = [...page.matchAll(/data-testid="site-version-(\d+)"/g)].map((m) => Number(m[1]));
    expect(listed).toEqual(Array.from({ length: start + n }, (_, i) => start + n - i));
    expect(page).toContain(`Live: version ${start + n}.`);
  });
});
