import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, fetchAs, launch, openPage, origin } from './browser.ts';
import { CONSOLE_ADMIN, CONSOLE_HOST as CONSOLE, consoleSignIn, newConsoleMember } from '../api/console-client.ts';

/**
 * The console's content screen: a content editor drafts a hero slide with a picture and its title
 * in two languages, previews it, publishes it, and the operator's site shows it at once in both;
 * the terms page written in a second language reaches the site in that language once published.
 */
/** An operator no other suite reads the home hero of. */
const OP = { code: 'slot6-5', host: 'slot6-5.localhost' };
/** Where the screenshots of the editors go (looked at, not compared). */
const SHOTS = process.env.RESULTS_DIR ?? 'test-results';

let browser: Browser;
let editorCookie: string;
/** The slide the first test publishes (the phone test opens it). */
let published = '';
beforeAll(async () => {
  browser = await launch();
  // A content editor of the operator, made by the demo's administrator, signed in by their welcome link.
  const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  editorCookie = (await newConsoleMember(admin, 'content_editor', OP.code)).cookie;
});
afterAll(async () => {
  await browser?.close();
});

async function asEditor(width: number, height: number) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const [name, value] = editorCookie.split('=');
  await ctx.addCookies([{ name, value, url: origin(CONSOLE) }]);
  return { ctx, ...(await openPage(ctx)) };
}

/** The first slide of the operator's home hero, in a language (its cookie), and whether its picture loaded. */
async function heroOf(page: Page, lang: 'EN' | 'CN') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: origin(OP.host) }]);
  await page.goto(`${origin(OP.host)}/`);
  const slide = page.getByTestId('hero-slide').first();
  const img = slide.getByTestId('slide-image');
  await img.evaluate((i: HTMLImageElement) => (i.complete ? null : new Promise((r) => i.addEventListener('load', r, { once: true }))));
  return {
    title: await slide.getByRole('heading', { level: 2 }).textContent(),
    loaded: await img.evaluate((i: HTMLImageElement) => i.naturalWidth),
    srcset: (await img.getAttribute('srcset')) ?? '',
  };
}

describe('content screen', () => {
  it('an editor uploads a slide, writes its title in English and Chinese, previews, publishes: the site shows it in both', async () => {
    const stamp = Date.now().toString(36);
    const en = `Spring cup ${stamp}`;
    const zh = `春季杯 ${stamp}`;
    const { ctx, page, errors } = await asEditor(1280, 900);
    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/content`);
    await page.getByRole('link', { name: 'New slide' }).click();
    await page.waitForURL(/\/content\/new\?kind=slide/);
    // The second column is any language of the site: every one is marked missing on a new item.
    const languages = page.getByTestId('content-languages');
    await expect.poll(() => languages.locator('[data-missing="true"]').count()).toBeGreaterThanOrEqual(2);
    await languages.getByRole('link', { name: /中文/ }).click();
    await page.waitForURL(/lang=zh/);
    expect(await axe(page)).toEqual([]);

    // A mistake first: the English title is required, said next to it.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByTestId('error-title_en').textContent()).toContain('required');

    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: picture });
    await page.getByLabel('Title (English)').fill(en);
    await page.getByLabel('Title (中文)').fill(zh);
    await page.getByLabel('Button label (English)').fill('Join now');
    await page.getByLabel('Link', { exact: true }).fill('/promotions');
    await page.getByLabel('Order', { exact: true }).fill('-1000');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/content\/\d+\?.*saved=draft/);

    // The preview shows the picture and both titles; the site does not show the draft.
    await expect.poll(() => page.getByTestId('preview-zh').getByTestId('preview-title').textContent()).toBe(zh);
    expect(await page.getByTestId('preview-en').getByTestId('preview-title').textContent()).toBe(en);
    const preview = page.getByTestId('preview-en').getByTestId('preview-image');
    await expect.poll(() => preview.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await preview.getAttribute('srcset')).toMatch(/480\.webp 480w, .*960\.webp 960w, .*1440\.webp 1440w/);
    // Languages still missing stay marked; the two written are not.
    expect(await languages.getByRole('link', { name: /中文/ }).getAttribute('data-missing')).toBeNull();
    expect(await languages.getByRole('link', { name: /English/ }).getAttribute('data-missing')).toBeNull();
    expect((await fetchAs(OP.host, '/')).text).not.toContain(en);
    expect(await axe(page)).toEqual([]);

    // Published by keyboard.
    await page.getByRole('button', { name: 'Publish' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Published');
    await expect.poll(() => page.getByTestId('content-state').first().textContent()).toBe('Live');
    published = en;

    // The site shows it at once (where guest pages are kept, publishing dropped them), in both languages.
    const site = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const player = await site.newPage();
    const inEnglish = await heroOf(player, 'EN');
    expect(inEnglish.title).toBe(en);
    expect(inEnglish.loaded).toBeGreaterThan(0);
    expect(inEnglish.srcset).toContain('/api/art/upload/');
    expect((await heroOf(player, 'CN')).title).toBe(zh);
    await site.close();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('an editor writes the terms page in Spanish, publishes it: the site shows it in Spanish', async () => {
    const stamp = Date.now().toString(36);
    const es = `Términos ${stamp}`;
    const { ctx, page, errors } = await asEditor(1280, 900);
    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/content/pages`);
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await page
      .getByTestId('content-languages')
      .getByRole('link', { name: /Español/ })
      .click();
    await page.waitForURL(/lang=es/);
    await page.getByLabel('Title (Español)').fill(es);
    await page.getByLabel('Body (HTML, Español)').fill(`<h2>${es}</h2><p>Condiciones del sitio.</p><script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/saved=draft/);
    await expect.poll(() => page.getByTestId('preview-es').textContent()).toContain('Condiciones del sitio.');
    expect(await axe(page)).toEqual([]);
    // A draft: the site still shows the page as it was.
    const player = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await player.addCookies([{ name: 'lang', value: 'ESP', url: origin(OP.host) }]);
    const site = await player.newPage();
    await site.goto(`${origin(OP.host)}/term-condition`);
    expect(await site.getByTestId('cms-body').textContent()).not.toContain(es);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Published');
    await site.goto(`${origin(OP.host)}/term-condition`);
    const body = site.getByTestId('cms-body');
    expect(await body.textContent()).toContain(es);
    expect(await body.evaluate((b) => b.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    expect(await site.getByTestId('cms-fallback').count()).toBe(0);
    await player.close();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 30_000);

  it("an editor writes a promotion's title and terms in Chinese, saves: the site's promotions page shows them in Chinese", async () => {
    const stamp = Date.now().toString(36);
    const zh = `首存奖金 ${stamp}`;
    const { ctx, page, errors } = await asEditor(1280, 900);
    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/content`);
    await page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL(/\/content\/promotions$/);
    const first = page.getByTestId('promotions').getByRole('link').first();
    const english = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/content\/promotions\/\d+/);
    await page.getByTestId('content-languages').getByRole('link', { name: /中文/ }).click();
    await page.waitForURL(/lang=zh/);
    expect(await axe(page)).toEqual([]);

    // A summary without a title is refused next to the title.
    await page.getByLabel('Title (中文)').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('error-title_zh').textContent()).toContain('required');

    await page.getByLabel('Title (中文)').fill(zh);
    await page.getByLabel('Terms (HTML, 中文)').fill(`<p>条款 ${stamp}</p><script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Saved');
    await expect.poll(() => page.getByTestId('preview-zh').getByTestId('preview-title').textContent()).toBe(zh);
    expect(await page.getByTestId('preview-en').getByTestId('preview-title').textContent()).toBe(english);
    expect(await page.getByTestId('preview-zh').innerHTML()).not.toContain('script');
    // The field shows the terms as stored: the script is gone there too.
    expect(await page.getByLabel('Terms (HTML, 中文)').inputValue()).toBe(`<p>条款 ${stamp}</p>`);
    await page.screenshot({ path: `${SHOTS}/promotion-desktop.png`, fullPage: true });

    const site = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await site.addCookies([{ name: 'lang', value: 'CN', url: origin(OP.host) }]);
    const player = await site.newPage();
    await player.goto(`${origin(OP.host)}/promotions`);
    const offers = player.getByTestId('promotions');
    await expect.poll(() => offers.textContent()).toContain(zh);
    await site.close();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 40_000);

  it('on a phone (390 px): the editor and the site fit the screen, axe clean', async () => {
    const { ctx, page, errors } = await asEditor(390, 844);
    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/content?kind=slide`);
    await page.getByTestId('content-items').getByRole('link', { name: published }).click();
    await page.waitForURL(/\/content\/\d+/);
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${origin(CONSOLE)}/console/${OP.code}/content/promotions`);
    await page.getByTestId('promotions').getByRole('link').first().click();
    await page.waitForURL(/\/content\/promotions\/\d+/);
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/promotion-phone.png`, fullPage: true });

    const site = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const player = await site.newPage();
    const hero = await heroOf(player, 'CN');
    expect(hero.title).toMatch(/^春季杯 /);
    expect(hero.loaded).toBeGreaterThan(0);
    await site.close();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 40_000);
});
