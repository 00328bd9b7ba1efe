// Screenshot of a player page: node scripts/shot-signed-in.mjs <origin> <path> <out.png> [width] [height]
// Signs in as demo01 first; prints page errors and whether the page overflows sideways.
/* global document -- used in the functions page.evaluate / waitForFunction run in the browser */
import { chromium } from 'playwright-core';
const [base, path, out, w = '1280', h = '900'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(`${base}/login`);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const form = page.getByTestId('login-form');
await form.getByLabel(/account id/i).fill('demo01');
await form.getByLabel(/^password$/i).fill('demo1234');
await form.locator('button[type=submit]').click();
await page.waitForURL(`${base}/`);
await page.goto(`${base}${path}`);
await page.waitForFunction(() => !document.querySelector('[data-testid="skeleton"]'), null, { timeout: 10_000 });
await page.waitForTimeout(300);
const width = await page.evaluate(() => document.documentElement.scrollWidth);
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
console.log(`${width > Number(w) ? `overflows: ${width}px wide` : 'fits'}; ${errors.length ? `errors: ${errors.join(' | ')}` : 'no errors'}`);
await browser.close();
