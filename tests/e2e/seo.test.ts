import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fetchAs, launch, openPage, origin } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('SEO and operator scripts in the first HTML', () => {
  it('home carries the SEO record: title, description, keywords, canonical, author, publisher, share image', async () => {
    const html = head((await fetchAs('localhost', '/')).text);
    expect(html).toContain('<title>Royal Crown Casino | Online Casino, Slots &amp; Sports</title>');
    expect(html).toMatch(/<meta name="description" content="Play casino, slots and sports at Royal Crown Casino/);
    expect(html).toMatch(/<meta name="keywords" content="Royal Crown Casino, online casino/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
    expect(html).toContain('<meta name="author" content="Royal Crown Casino"');
    expect(html).toContain('<meta name="publisher" content="Royal Crown Casino"');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/api\/art\/partner\//);
  });

  it('a page without its own record gets its translated title and the operator defaults', async () => {
    const html = head((await fetchAs('slot3.localhost', '/fishing')).text);
    expect(html).toMatch(/<title>[^<]+ \| Lucky Lantern<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/slot3\.localhost:\d+\/fishing"/);
  });

  it('operator analytics scripts land in HEAD and BODY and run', async () => {
    const raw = (await fetchAs('localhost', '/')).text;
    expect(head(raw)).toContain('data-operator-script="HEAD"');
    expect(raw.slice(raw.indexOf('<body'))).toContain('data-operator-script="BODY"');
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    expect(await page.evaluate(() => (window as unknown as { __opAnalytics: string[] }).__opAnalytics)).toEqual(['head:default', 'body:default']);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('serves a per-operator robots.txt and sitemap.xml', async () => {
    const robots = (await fetchAs('casino2.localhost', '/robots.txt')).text;
    expect(robots).toContain('Disallow: /deposit');
    expect(robots).toMatch(/Sitemap: http:\/\/casino2\.localhost:\d+\/sitemap\.xml/);
    const sitemap = (await fetchAs('casino2.localhost', '/sitemap.xml')).text;
    expect(sitemap).toMatch(/<loc>http:\/\/casino2\.localhost:\d+\/slots<\/loc>/);
    expect(sitemap).not.toContain('/withdrawal<');
    // the referral page only where the operator runs the programme
    expect(sitemap).toContain('/promotions<');
    expect((await fetchAs('localhost', '/sitemap.xml')).text).toContain('/referral<');
    expect((await fetchAs('casino1-3.localhost', '/sitemap.xml')).text).not.toContain('/referral<');
    const closed = (await fetchAs('maintenance.localhost', '/robots.txt')).text;
    expect(closed).toBe('User-agent: *\nDisallow: /\n');
  });
});
