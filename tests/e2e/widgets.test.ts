import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fetchAs, launch, openPage, origin, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('rewards icon', () => {
  it('signed out goes to /login on most templates and opens the login modal on template4', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await page.getByTestId('rewards-icon').getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL(`${origin()}/login`);
    await page.goto(`${origin('casino4.localhost')}/`);
    await page.getByTestId('rewards-icon').getByRole('button', { name: 'Rewards', exact: true }).click();
    await page.locator('#loginmodal').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('signed in opens /minigame in a new tab; the player can close it; absent without gamify', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await signIn(page);
    const link = page.getByTestId('rewards-icon').getByRole('link', { name: 'Rewards' });
    expect(await link.getAttribute('href')).toBe('/minigame');
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.getByTestId('rewards-close').click();
    expect(await page.getByTestId('rewards-icon').count()).toBe(0);
    await page.reload();
    await page.getByTestId('balance').waitFor();
    expect(await page.getByTestId('rewards-icon').count()).toBe(0);
    await page.goto(`${origin('casino1.localhost')}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('rewards-icon').count()).toBe(0);
    await ctx.close();
  });
});

describe('partners, live chat, body classes, app', () => {
  it('partners: a collapsible panel and a modal of logos linking out in a new tab', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    const toggle = page.getByRole('button', { name: 'Show partners' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await page.locator('#partners-panel').isVisible()).toBe(true);
    await page.getByTestId('partners-open').click();
    const modal = page.getByTestId('partners-modal');
    // The dialog's code loads when it is about to open: it shows a moment after the press.
    await modal.waitFor();
    const links = modal.getByRole('link');
    expect(await links.count()).toBe(4);
    expect(await links.first().getAttribute('target')).toBe('_blank');
    expect(await modal.textContent()).toContain('Aurora Gaming');
    // Closed by keyboard, focus goes back to the button that opened it, not to the body.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('partners-open');
    await ctx.close();
  });

  it('live chat: the button appears once the widget has loaded and maximizes it', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await page.getByTestId('live-chat').click();
    expect(await page.locator('#demo-chat-panel').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('special templates add their body class', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    for (const code of ['slot2', 'slot4', 'casino3', 'casino4', 'sportsbook1']) {
      await page.goto(`${origin(`${code}.localhost`)}/`);
      expect(await page.locator('body').getAttribute('class'), code).toContain(code);
    }
    await page.goto(`${origin('slot3.localhost')}/`);
    expect(await page.locator('body').getAttribute('class')).toBeNull();
    await ctx.close();
  });

  it('a phone gets the viewport cookie and the server renders for it first', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page } = await openPage(ctx);
    await page.goto(`${origin()}/`);
    await expect.poll(async () => (await ctx.cookies()).find((c) => c.name === 'viewport')?.value).toBe('mobile');
    const c = (await ctx.cookies()).find((x) => x.name === 'viewport')!;
    expect(c.sameSite).toBe('Strict');
    expect(c.secure).toBe(true);
    expect((c.expires - Date.now() / 1000) / 86400).toBeGreaterThan(364);
    const html = (await fetchAs('localhost', '/', { cookie: 'viewport=mobile' })).text;
    expect(html).toContain('data-viewport="mobile"');
    await ctx.close();
  });

  it('each operator has its own web app manifest', async () => {
    const m = JSON.parse((await fetchAs('slot2-3.localhost', '/manifest.webmanifest')).text);
    expect(m.name).toBe('Reel Rush');
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(m.icons[0].src).toBe('/app-icon.svg');
  });
});
