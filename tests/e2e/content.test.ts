import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, fetchAs, interactive, launch, openPage, origin, signIn } from './browser.ts';
import { TEMPLATES } from '../../app/themes/templates.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('CMS pages', () => {
  it('each page shows its sanitized body', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    const pages: Array<[string, RegExp]> = [
      ['/about', /Welcome to Royal Crown Casino/],
      ['/privacy-policy', /Data we collect/],
      ['/banking', /Deposits and withdrawals/],
      ['/responsible-gaming', /Play responsibly/],
      ['/term-condition', /Terms and conditions/],
      ['/contact-us', /24 hours a day/],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${origin()}${path}`);
      await expect.poll(() => page.getByTestId('cms-body').textContent(), { timeout: 5000 }).toMatch(text);
      expect(await page.locator('main script').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('FAQs is an accessible accordion that opens by keyboard', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/faqs`);
    const first = page.getByRole('button', { name: 'How do I create an account?' });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText('pick an account id and password').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('CMS local bodies', () => {
  it('shows the local body in the operator local language and the English body otherwise', async () => {
    const ctx = await browser.newContext();
    await ctx.addCookies([{ name: 'lang', value: 'PHP', url: origin() }]);
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/about`);
    expect(await page.getByTestId('cms-body').textContent()).toContain('Maligayang pagdating sa Royal Crown Casino');
    expect(await page.locator('article[lang="fil"]').count()).toBe(1);
    await ctx.addCookies([{ name: 'lang', value: 'CN', url: origin() }]);
    await page.goto(`${origin()}/about`);
    // CN is not this operator's local language: English body
    expect(await page.getByTestId('cms-body').textContent()).toContain('Welcome to Royal Crown Casino');
    await ctx.close();
  });

  it('a page switched off says so', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin('slot1.localhost')}/contact-us`);
    expect(await page.getByTestId('cms-off').textContent()).toMatch(/not available/);
    await ctx.close();
  });
});

/* ——— The operator's voice: slides, announcements, marquee, news, preloader ——— */

const OPS_KEY = process.env.OPS_KEY ?? 'test-ops-key-0123456789';
async function ops(path: string, body: unknown) {
  const res = await fetch(`${origin()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, any>;
}

describe('home hero from the operator’s slides', () => {
  it('shows the slides in responsive sizes, the first eager with high priority, the rest lazy', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    const hero = page.getByTestId('hero-carousel');
    expect(await hero.getAttribute('data-source')).toBe('operator');
    // the template's hero variant keeps its name
    expect(await hero.getAttribute('data-hero')).toBe(TEMPLATES.casino1.look.hero);
    const imgs = hero.getByTestId('slide-image');
    expect(await imgs.count()).toBe(3);
    expect(await imgs.nth(0).getAttribute('loading')).toBe('eager');
    expect(await imgs.nth(0).getAttribute('fetchpriority')).toBe('high');
    for (const i of [1, 2]) expect(await imgs.nth(i).getAttribute('loading')).toBe('lazy');
    expect(await imgs.nth(0).getAttribute('srcset')).toMatch(/480w, .*960w, .*1440w$/);
    expect(await imgs.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.getByTestId('hero-slide').locator('h2').first().textContent()).toBe('Live tables, real dealers');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a change in the back office shows on the next page load; with no slides the theme’s hero returns', async () => {
    const host = 'casino4-4.localhost';
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const made = await ops('/ops/content', {
      domain_name: host,
      kind: 'slide',
      texts: { en: { title: 'Fresh from the back office', cta: 'Look' } },
      link: '/vip',
      sort: -5,
    });
    expect(made.statusCode).toBe(1);
    await page.goto(`${origin(host)}/`);
    expect(await page.getByTestId('hero-slide').locator('h2').first().textContent()).toBe('Fresh from the back office');
    const all = (await ops('/ops/content/list', { domain_name: host, kind: 'slide' })).value as { id: number }[];
    for (const s of all) await ops('/ops/content/retire', { domain_name: host, id: s.id });
    await page.goto(`${origin(host)}/`);
    expect(await page.locator('[data-source="operator"]').count()).toBe(0);
    expect(await page.locator('main#main h1').count()).toBe(1);
    await ctx.close();
  });

  it('every template family shows its own slides and is axe clean, on a phone too', async () => {
    for (const [host, title] of [
      ['slot2.localhost', 'New slots every Friday'],
      ['sportsbook1.localhost', 'Every match, live odds'],
    ]) {
      for (const width of [1280, 390]) {
        const ctx = await browser.newContext({ viewport: { width, height: 900 } });
        const { page, errors } = await openPage(ctx);
        await page.goto(`${origin(host)}/`);
        // The first slide's title (the board composition names the carousel with an h2 of its own).
        expect(await page.getByTestId('hero-slide').locator('h2').first().textContent(), host).toBe(title);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axe(page), `${host} ${width}`).toEqual([]);
        expect(errors).toEqual([]);
        await ctx.close();
      }
    }
  }, 60_000);
});

describe('announcements before the first visit', () => {
  const host = 'casino2-3.localhost';
  it('shows once per version per browser, traps focus, closes by keyboard', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(host)}/`);
    await interactive(page);
    const modal = page.getByTestId('announcement-modal');
    await modal.waitFor();
    expect(await modal.getByRole('heading').first().textContent()).toBe('Weekend reload bonus');
    expect(await page.getByTestId('announcement-body').innerHTML()).toContain('<strong>25% bonus</strong>');
    expect(await axe(page)).toEqual([]);
    // focus stays inside: Tab cycles through the dialog's controls only
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="announcement-modal"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await page.reload();
    await interactive(page);
    await page.waitForTimeout(800);
    expect(await page.getByTestId('announcement-modal').count()).toBe(0);
    // a new version of the announcement shows again
    const list = (await ops('/ops/content/list', { domain_name: host, kind: 'announcement' })).value as { id: number; audience: string }[];
    const pub = list.find((a) => a.audience === 'public')!;
    await ops('/ops/content/update', { domain_name: host, id: pub.id, texts: { en: { title: 'Weekend reload: now 30%', body: '<p>More on top.</p>' } } });
    await page.reload();
    await page.getByTestId('announcement-modal').waitFor();
    expect(await page.getByTestId('announcement-modal').getByRole('heading').first().textContent()).toBe('Weekend reload: now 30%');
    await page.getByTestId('announcement-dismiss').click();
    await expect.poll(() => page.getByTestId('announcement-modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a signed-in player also gets the players’ announcements, listed in one dialog', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await signIn(page, 'sportsbook2-3.localhost');
    const modal = page.getByTestId('announcement-modal');
    await modal.waitFor();
    expect(await modal.getByRole('heading', { level: 2 }).first().textContent()).toBe('Announcements');
    expect(await modal.locator('h3').allTextContents()).toEqual(['Weekend reload bonus', 'Faster deposits are here']);
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('announcement-dismiss').click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('sites that do not show it before the visit do not', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await interactive(page);
    await page.waitForTimeout(800);
    expect(await page.getByTestId('announcement-modal').count()).toBe(0);
    await ctx.close();
  });
});

describe('marquee', () => {
  it('moves, pauses on hover, on focus and with its button (WCAG 2.2.2)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await interactive(page);
    const track = page.getByTestId('marquee-track');
    const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee-scroll');
    // readable: at least 12 s for one pass
    expect(await track.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration))).toBeGreaterThanOrEqual(12);
    expect(await state()).toBe('running');
    await page.getByTestId('marquee').hover();
    expect(await state()).toBe('paused');
    await page.mouse.move(5, 5);
    expect(await state()).toBe('running');
    const pause = page.getByTestId('marquee-pause');
    await pause.focus();
    expect(await state()).toBe('paused');
    await pause.press('Enter');
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    await pause.blur();
    expect(await state()).toBe('paused');
    // the duplicate copy is hidden from assistive technology and from Tab
    expect(await page.locator('[data-testid="marquee"] ul[aria-hidden="true"] a[tabindex="-1"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('does not move under reduced motion', async () => {
    const ctx = await browser.newContext({ reducedMotion: 'reduce' });
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    const track = page.getByTestId('marquee-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await page.getByTestId('marquee-pause').isVisible()).toBe(false);
    expect(
      await page
        .getByTestId('marquee')
        .getByText(/play responsibly/)
        .first()
        .isVisible(),
    ).toBe(true);
    await ctx.close();
  });
});

describe('news', () => {
  it('lists articles newest first and opens one in place with its own SEO', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/news`);
    const cards = page.getByTestId('news-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(7);
    expect(await cards.first().locator('h2').textContent()).toBe('Withdrawals now in minutes');
    expect(await axe(page)).toEqual([]);
    await interactive(page);
    await page.getByRole('link', { name: 'Set your own limits' }).click();
    await page.waitForURL(/\/news\?article=responsible-gaming-tools$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Set your own limits');
    expect(await page.getByTestId('news-body').innerHTML()).toContain('<strong>deposit limit</strong>');
    await expect.poll(() => page.title()).toMatch(/^Set your own limits \| /);
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('news-back').click();
    await page.waitForURL(/\/news$/);
    expect(errors).toEqual([]);
    // the first HTML of an article carries its meta and canonical address
    const html = (await fetchAs('localhost', '/news?article=faster-withdrawals')).text;
    expect(html).toMatch(/<title>Withdrawals now in minutes \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Most bank withdrawals are now approved and paid within 15 minutes."');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/news\?article=faster-withdrawals"/);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect((await fetchAs('localhost', '/news?article=nope')).status).toBe(404);
    await ctx.close();
  });

  it('pages by 10 with the pagination, each page at its own address', async () => {
    const host = 'casino6-4.localhost';
    for (let i = 1; i <= 5; i++) {
      const made = await ops('/ops/content', {
        domain_name: host,
        kind: 'news',
        slug: `extra-${i}`,
        texts: { en: { title: `Extra story ${i}`, summary: 'More news', body: '<p>Body</p>' } },
        starts_at: new Date(Date.now() - (30 + i) * 86_400_000).toISOString(),
      });
      expect(made.statusCode).toBe(1);
    }
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin(host)}/news`);
    expect(await page.getByTestId('news-card').count()).toBe(10);
    const nav = page.getByTestId('pagination');
    expect(await nav.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/news?page=2');
    await interactive(page);
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/news\?page=2$/);
    await expect.poll(() => page.getByTestId('news-card').count()).toBe(2);
    expect(await page.getByTestId('news-card').last().locator('h2').textContent()).toBe('Extra story 5');
    expect(await axe(page)).toEqual([]);
    const html = (await fetchAs(host, '/news?page=2')).text;
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/casino6-4\.localhost:\d+\/news\?page=2"/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('reads in the player’s language (Russian, Chinese, Nepali) and fits a phone', async () => {
    for (const [code, title] of [
      ['RUS', 'Выводы теперь за минуты'],
      ['CN', '提款只需几分钟'],
      ['NE', 'अब निकासी केही मिनेटमै'],
    ]) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await ctx.addCookies([{ name: 'lang', value: code, url: origin('slot2.localhost') }]);
      const { page, errors } = await openPage(ctx);
      await page.goto(`${origin('slot2.localhost')}/news`);
      expect(await page.getByTestId('news-card').first().locator('h2').textContent(), code).toBe(title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axe(page), code).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  }, 60_000);
});

describe('preloader', () => {
  it('shows the brand, then moves on to where the player was going', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/preloader?to=/promotions`);
    expect(await page.getByTestId('preloader').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.waitForURL(`${origin()}/promotions`, { timeout: 10_000 });
    // never to another site
    await page.goto(`${origin()}/preloader?to=//evil.example/`);
    await page.waitForURL(`${origin()}/`, { timeout: 10_000 });
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
