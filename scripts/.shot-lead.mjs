import { chromium } from 'playwright-core';
const [,, host, path, out, lang='en', vp='phone', signin='1'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const phone = vp === 'phone';
const ctx = await b.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 }, isMobile: phone, hasTouch: phone });
const base = `http://${host}:3962`;
await ctx.addCookies([{ name: 'lang', value: lang, url: base }]);
const page = await ctx.newPage();
page.on('console', m => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(base + '/');
if (signin === '1') {
  const r = await page.evaluate((h) => fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-session': 'cookie' }, body: JSON.stringify({ domain_name: h, account_id: 'demo01', password: 'demo1234' }) }).then(r => r.json()), host);
  console.log('login', r.statusCode);
}
await page.goto(base + path);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: false });
await b.close();
