import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOTP } from 'otpauth';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser.ts';

/**
 * Launching a site without code, start to end, as an operator's platform engineer and
 * administrator would: a fresh production server on an empty PostgreSQL database; the operator
 * command creates the site and its first administrator; the administrator opens the one-time link,
 * sets a password and an authenticator, chooses the template and palette, uploads a logo, publishes,
 * writes a hero slide in English and Chinese, publishes it, and the player site serves all of it at
 * its domain. On PostgreSQL (DATABASE_URL, as `scripts/with-postgres.sh` sets it) the server
 * starts in production with no operator and the command runs beside it; on the embedded database
 * (PGlite, one process at a time) the command runs first and the server starts as the demo.
 */
const DB = process.env.DATABASE_URL;
// Beside the suite's own server (TEST_PORT), never on it.
const PORT = Number(process.env.LAUNCH_PORT ?? Number(process.env.TEST_PORT ?? 3900) + 20);
const DOMAIN = 'lucky-launch.localhost';
const CONSOLE = 'console.localhost';
const at = (host: string, p = '/') => `http://${host}:${PORT}${p}`;

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let env: NodeJS.ProcessEnv;
const log = path.join(os.tmpdir(), `playfront-launch-${process.pid}.log`);
const production = !!DB;

/** `npm run operator -- …` against the server's database: its output, refused on any failure. */
function operator(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], { env, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, `${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r.stdout;
}

/** The server, as `npm start` runs it (the compiled build), until it answers. */
async function startServer() {
  const out = fs.openSync(log, 'w');
  server = spawn(process.execPath, [path.resolve(process.env.BUILD_DIR ?? 'build', 'server-dist', 'index.js')], { env, stdio: ['ignore', out, out] });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped: ${fs.readFileSync(log, 'utf8')}`);
    if (
      await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${fs.readFileSync(log, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe(production ? 'launch an operator on a fresh production start (PostgreSQL)' : 'launch an operator in the demo (PGlite)', () => {
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (DB) {
      const { default: pg } = await import('pg');
      const name = `launch_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: DB });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(DB);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const off = Object.fromEntries(['DEMO_TAC', 'DEMO_PAYMENTS', 'DEMO_SPORTS', 'DEMO_GAMES', 'SEED_DEMO', 'TEST_CLOCK'].map((k) => [k, '0']));
    env = {
      ...process.env,
      ...(production ? { ...off, NODE_ENV: 'production', CONSOLE_SECRET_KEY: randomBytes(32).toString('base64') } : { NODE_ENV: 'test', SEED_DEMO: '1' }),
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-launch-')),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      CONSOLE_HOST: CONSOLE,
      CONSOLE_ORIGIN: `http://${CONSOLE}:${PORT}`,
      PAGE_CACHE_SECONDS: '0',
      OPS_KEY: undefined,
      PAYMENTS_PROVIDER: undefined,
    };
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
  });

  it('command → administrator with TOTP → template, palette, logo and a slide in two languages published → the player site serves them', async () => {
    let created = '';
    let made = '';
    const commands = () => {
      created = operator('create', '--domain', DOMAIN, '--template', 'slot3', '--palette', '2', '--name', 'Lucky Launch', '--languages', 'en,zh');
      made = operator('create-admin', '--email', 'owner@launch.test', '--operator', /\(code ([\w-]+)\)/.exec(created)![1]);
    };
    if (production) {
      await startServer();
      // Before any operator: the log names the command to run.
      expect(fs.readFileSync(log, 'utf8')).toContain('npm run operator');
      commands();
    } else {
      // The embedded database serves one process: the command first, then the server.
      commands();
      await startServer();
    }
    const code = /\(code ([\w-]+)\)/.exec(created)![1];
    const link = new URL(/(http:\/\/\S+welcome\S+)/.exec(made)![1]);

    const ctx = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(at(CONSOLE, `${link.pathname}${link.search}`));
    await page.getByLabel('New password').fill('Launch-pass-1');
    await page.getByLabel('The same password again').fill('Launch-pass-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL(/\/console\/totp/);
    // Production asks for an authenticator before anything else.
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    const totp = new TOTP({ secret });
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/console/totp'));

    // The Site screen: template, palette, a logo; published.
    await page.goto(at(CONSOLE, `/console/${code}/site`));
    await page.getByLabel('Template').selectOption('slot7');
    await page.getByLabel('Palette', { exact: true }).selectOption('4');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: { r: 250, g: 200, b: 20 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Upload to the draft' }).click();
    await page.getByRole('status').filter({ hasText: 'uploaded to the draft' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Version \d+ is live/ })
      .waitFor();

    // The Content screen: a slide in English and Chinese, published.
    await page.goto(at(CONSOLE, `/console/${code}/content/new?kind=slide&lang=zh`));
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: picture });
    await page.getByLabel('Title (English)').fill('Grand opening');
    await page.getByLabel('Title (中文)').fill('盛大开业');
    // First on the hero (the demo seeds slides of its own for every site).
    await page.getByLabel('Order', { exact: true }).fill('-1000');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/saved=draft/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    // The preview frames run no scripts (the browser says so for each), and production frames player sites over https
    // only: this server speaks plain http on loopback, so there the Site screen's preview frames stay empty.
    const expected = [
      /sandboxed and the 'allow-scripts' permission is not set/,
      /Framing 'http:\/\/lucky-launch\.localhost:\d+\/' violates .*frame-src 'self' https:/,
    ];
    expect(errors.filter((e) => !expected.some((x) => x.test(e)))).toEqual([]);
    await page.screenshot({ path: `${process.env.RESULTS_DIR ?? 'test-results'}/launch-console-${production ? 'pg' : 'pglite'}.png`, fullPage: true });
    await ctx.close();

    // The player site at its domain, as a guest: template, palette, logo, the slide in each language.
    for (const [lang, title] of [
      ['EN', 'Grand opening'],
      ['CN', '盛大开业'],
    ] as const) {
      const guest = await browser!.newContext({ viewport: { width: 390, height: 844 } });
      await guest.addCookies([{ name: 'lang', value: lang, url: at(DOMAIN) }]);
      const site = await guest.newPage();
      const answer = await site.goto(at(DOMAIN));
      expect(answer?.status()).toBe(200);
      const html = site.locator('html');
      expect([await html.getAttribute('data-template'), await html.getAttribute('data-palette')]).toEqual(['slot7', '4']);
      const shown = site.locator('header img[src^="/site-assets/"]').first();
      await expect.poll(() => shown.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
      expect(await site.getByTestId('hero-slide').first().getByRole('heading', { level: 2 }).textContent()).toBe(title);
      if (lang === 'CN') await site.screenshot({ path: `${process.env.RESULTS_DIR ?? 'test-results'}/launch-site-phone-${production ? 'pg' : 'pglite'}.png` });
      await guest.close();
    }
  }, 300_000);
});
