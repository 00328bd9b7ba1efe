import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { BASE, eventually, newPlayer, post } from './helpers.ts';

const PORT = Number(new URL(BASE).port);

interface Raw {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

/** A request with any Host header and body (fetch cannot set Host). */
function raw(o: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: string }): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: o.host ?? `localhost:${PORT}`, ...o.headers };
    if (o.body !== undefined) headers['content-length'] = String(Buffer.byteLength(o.body));
    const req = http.request({ host: '127.0.0.1', port: PORT, path: o.path, method: o.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(o.body);
  });
}
const json = (r: Raw) => JSON.parse(r.text) as Record<string, unknown>;

describe('the API takes JSON bodies only (no cross-site form or text/plain posts)', () => {
  const demo = { domain_name: 'localhost', account_id: 'demo01', password: 'demo1234' };
  const bodies = (fields: Record<string, string>) => [
    { type: 'text/plain', body: JSON.stringify(fields) },
    { type: 'text/plain;charset=UTF-8', body: JSON.stringify(fields) },
    { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() },
    { type: 'multipart/form-data; boundary=x', body: `--x\r\nContent-Disposition: form-data; name="account_id"\r\n\r\n${fields.account_id}\r\n--x--\r\n` },
  ];

  it('a sign-in in a text/plain or form body answers 415 and signs nobody in', async () => {
    for (const { type, body } of bodies(demo)) {
      const r = await raw({ method: 'POST', path: '/api/auth/login', headers: { 'content-type': type }, body });
      expect(r.status, type).toBe(415);
      expect(json(r), type).toEqual({ statusCode: -415, message: 'unsupportedMediaType' });
    }
    // The same call as JSON still works.
    const ok = await raw({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(demo),
    });
    expect(json(ok).statusCode).toBe(1);
  });

  it('a code request in a text/plain or form body answers 415 and sends no code', async () => {
    const who = await newPlayer();
    for (const { type, body } of bodies({ domain_name: 'casino7.localhost', account_id: who.account_id })) {
      const r = await raw({ method: 'POST', path: '/api/auth/tac/request_login', headers: { 'content-type': type }, body });
      expect(r.status, type).toBe(415);
      const a = json(r);
      expect(a.message, type).toBe('unsupportedMediaType');
      expect(a.demo_tac, type).toBeUndefined();
    }
  });

  it('a body without a content type answers 415', async () => {
    const r = await raw({ method: 'POST', path: '/api/auth/login', body: JSON.stringify(demo) });
    expect(r.status).toBe(415);
    expect(json(r).message).toBe('unsupportedMediaType');
  });
});

describe('the demo payment provider (DEMO_PAYMENTS=1 on the test server)', () => {
  it('its hosted page and the form the page posts answer', async () => {
    const who = await newPlayer();
    const d = await post('/wallet/deposit', { ...who, amount: '200.00', method: 'bank' });
    expect(d.json.statusCode).toBe(1);
    const page = await raw({ path: d.json.redirect_url });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Confirm payment');
    const url = new URL(d.json.redirect_url, BASE);
    const form = new URLSearchParams({ ref: url.searchParams.get('ref')!, sig: url.searchParams.get('sig')!, decision: 'confirm' }).toString();
    // The hosted page posts a plain HTML form: the one call that takes one.
    const decided = await raw({
      method: 'POST',
      path: '/api/payments/demo/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.location).toBe(`/deposit?deposit=${d.json.deposit.id}`);
    const status = await eventually(
      async () => (await post('/wallet/deposit_status', { ...who, deposit_id: d.json.deposit.id })).json.deposit.status as string,
      (s) => s === 'credited',
    );
    expect(status).toBe('credited');
  });
});

describe('robots.txt and sitemap.xml name the configured domain, never the raw Host header', () => {
  const crafted = [`localhost:1"/><url><loc>https://evil.example/x</loc></url><x a="`, 'localhost:1/evil.example#', 'localhost:@evil.example'];

  it('a crafted Host header is refused before anything reads it', async () => {
    for (const host of crafted) {
      for (const path of ['/sitemap.xml', '/robots.txt', '/']) {
        const r = await raw({ path, host });
        expect(r.status, `${host} ${path}`).toBe(400);
        expect(r.text, host).not.toContain('evil');
      }
    }
  });

  it('the domain as configured: lower case, the port kept when it is digits', async () => {
    const sitemap = await raw({ path: '/sitemap.xml', host: `CASINO2.LocalHost:${PORT}` });
    expect(sitemap.text).toContain(`<loc>http://casino2.localhost:${PORT}/slots</loc>`);
    const robots = await raw({ path: '/robots.txt', host: `casino2.localhost.:${PORT}` });
    expect(robots.text).toContain(`Sitemap: http://casino2.localhost:${PORT}/sitemap.xml\n`);
  });
});

describe('a malformed Host header', () => {
  it('answers 400 (JSON under /api) and the server keeps serving', async () => {
    for (const host of ['a b', `localhost:99999`, '"quoted"', `localhost:${PORT}'`]) {
      const page = await raw({ path: '/', host });
      expect(page.status, host).toBe(400);
      expect(page.text, host).toMatch(/Host header/);
      const api = await raw({ method: 'POST', path: '/api/startup', host, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(api.status, host).toBe(400);
      expect(json(api)).toMatchObject({ statusCode: -422, message: 'invalidHost' });
    }
    expect((await raw({ path: '/' })).status).toBe(200);
  });
});

/** Opens a connection, writes `data`, and resolves with how long the server kept it open and what it said. */
function stall(data: string, waitMs = 20_000): Promise<{ ms: number; said: string }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let said = '';
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(data));
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (said += c));
    socket.on('error', reject);
    socket.on('close', () => resolve({ ms: Date.now() - t0, said }));
    setTimeout(() => socket.destroy(), waitMs);
  });
}

describe('stalled clients', () => {
  // The test server: HTTP_HEADERS_TIMEOUT_MS=6000, HTTP_REQUEST_TIMEOUT_MS=10000 (checked every second).
  it('a client that stops in the middle of its headers or body is disconnected within seconds', async () => {
    const [headers, body] = await Promise.all([
      stall(`GET / HTTP/1.1\r\nHost: localhost:${PORT}\r\nX-Slow: `),
      stall(`POST /api/startup HTTP/1.1\r\nHost: localhost:${PORT}\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"domain`),
    ]);
    expect(headers.ms).toBeGreaterThanOrEqual(5500);
    expect(headers.ms).toBeLessThan(12_000);
    expect(body.ms).toBeGreaterThanOrEqual(9500);
    expect(body.ms).toBeLessThan(16_000);
    expect(body.said).toMatch(/^HTTP\/1\.1 408/);
    expect((await raw({ path: '/healthz' })).status).toBe(200);
  });
});

describe('pages of a host that is no operator', () => {
  it('answer 404 with the site message, and name no address of theirs', async () => {
    const host = `no-such-operator.localhost:${PORT}`;
    const r = await raw({ path: '/', host });
    expect(r.status).toBe(404);
    expect(r.text).toContain('data-testid="site-message"');
    // The request's Host is not a site: no canonical link or og:url built from it.
    expect(r.text).not.toMatch(/rel="canonical"|property="og:url"/);
    expect(r.text).not.toMatch(/<(link|meta)[^>]*no-such-operator/);
    const known = await raw({ path: '/', host: `localhost:${PORT}` });
    expect(known.status).toBe(200);
  });
});

describe('security headers', () => {
  it('no HSTS on plain http; features the site does not use are off; images only from the site', async () => {
    const r = await raw({ path: '/' });
    expect(r.status).toBe(200);
    expect(r.headers['strict-transport-security']).toBeUndefined();
    const policy = String(r.headers['permissions-policy']);
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
    expect(policy).not.toMatch(/fullscreen=\(\)/);
    const img = /img-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1];
    expect(img).toBe("'self' data: blob:");
  });
});

describe('every page keeps the site-wide head tags', () => {
  it('the manifest link, the icon and theme-color are in the first HTML of pages with their own meta', async () => {
    // slot2 signs in through a modal over its home (/login leads there): its /login is slot7's here.
    const pages = [
      ['/', 'slot2-3'],
      ['/slots', 'slot2-3'],
      ['/promotions', 'slot2-3'],
      ['/faqs', 'slot2-3'],
      ['/login', 'slot7-2'],
    ];
    for (const [path, code] of pages) {
      const r = await raw({ path, host: `${code}.localhost:${PORT}` });
      expect(r.status, path).toBe(200);
      const head = r.text.slice(0, r.text.indexOf('</head>'));
      expect(head, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      expect(head, path).toContain('<link rel="icon" type="image/svg+xml" href="/app-icon.svg"/>');
      expect(head, path).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"\/>/i);
      expect(head.match(/<title>/g), path).toHaveLength(1);
    }
    // The icon is the operator's: its initial on its colours.
    const icon = await raw({ path: '/app-icon.svg', host: `slot2-3.localhost:${PORT}` });
    expect(icon.status).toBe(200);
    expect(icon.text).toMatch(/^<svg[^>]*>.*<text[^>]*>[A-Z]<\/text><\/svg>$/);
  });
});
