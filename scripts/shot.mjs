// Screenshot helper: node scripts/shot.mjs <url> <out.png> [width] [height] [fullPage]
import { chromium } from 'playwright-core';
const [url, out, w = '1280', h = '800', full = '0'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: full === '1' });
console.log(errors.length ? `errors: ${errors.join(' | ')}` : 'no errors');
await browser.close();
