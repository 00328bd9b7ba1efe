import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { securityHeaders } from './security.ts';

async function headersOf(source: NodeJS.ProcessEnv, requestHeaders: Record<string, string> = {}) {
  const env = loadEnv(source);
  const app = express();
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders(env));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const port = (server.address() as { port: number }).port;
    return (await fetch(`http://127.0.0.1:${port}/`, { headers: requestHeaders })).headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('HSTS only when the request came over https', async () => {
    expect((await headersOf({})).get('strict-transport-security')).toBeNull();
    // Behind the one proxy that ended TLS.
    expect((await headersOf({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBe('max-age=31536000');
    // A client's own X-Forwarded-Proto means nothing without a trusted proxy.
    expect((await headersOf({}, { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBeNull();
  });

  it('Permissions-Policy turns off what the site does not use and keeps full screen', async () => {
    const policy = (await headersOf({})).get('permissions-policy') ?? '';
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
    expect(policy).toContain('fullscreen=*');
  });

  it('images from the site, data: and blob:, plus the configured origins only', async () => {
    const img = (h: Headers) => /img-src ([^;]*)/.exec(h.get('content-security-policy') ?? '')?.[1];
    expect(img(await headersOf({}))).toBe("'self' data: blob:");
    expect(img(await headersOf({ IMG_ORIGINS: 'https://cdn.example.com' }))).toBe("'self' data: blob: https://cdn.example.com");
  });
});
