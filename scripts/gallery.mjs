// npm run gallery (node --import tsx: the template list is TypeScript) — screenshots every template × palette (desktop 1280×800 and phone 390×844)
// under docs/themes/shots/ and composes docs/themes/contact-sheet.jpg from the desktop shots, templates.jpg (desktop and
// phone side by side) and phone-homes.jpg (each template's first phone screen).
//   npm run gallery -- --phone-homes    only the phone shots of palette 1 and phone-homes.jpg
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { startTestServer } from './lib/server.mjs';
import { TEMPLATE_CODES } from '../contract/templates.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODES = TEMPLATE_CODES;
const outDir = path.join(root, 'docs', 'themes');
const shots = path.join(outDir, 'shots');
fs.mkdirSync(shots, { recursive: true });
ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-gallery-'));
const port = Number(process.env.GALLERY_PORT ?? 3973);
const server = await startTestServer(root, { port, logFile: path.join(os.tmpdir(), 'playfront-gallery.log'), env: { DATA_DIR: dataDir } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const phoneHomesOnly = process.argv.includes('--phone-homes');
const b64 = (f) => `data:image/jpeg;base64,${fs.readFileSync(path.join(shots, f)).toString('base64')}`;

/** Each template's first phone screen (palette 1) as a tile, six to a row: can two be told apart? */
async function phoneHomes(sheet) {
  await sheet.setViewportSize({ width: 1380, height: 800 });
  await sheet.setContent(
    `<style>body{margin:0;padding:10px;background:#111;color:#eee;font:15px system-ui;display:grid;grid-template-columns:repeat(6,1fr);gap:14px 10px}figure{margin:0}figcaption{padding:0 0 4px}img{display:block;width:100%;border-radius:6px}</style>${CODES.map(
      (code) => `<figure><figcaption>${code}</figcaption><img src="${b64(`${code}-1-phone.jpg`)}"></figure>`,
    ).join('')}`,
  );
  await sheet.screenshot({ path: path.join(outDir, 'phone-homes.jpg'), type: 'jpeg', quality: 75, fullPage: true });
}

try {
  const sizes = phoneHomesOnly ? { phone: { width: 390, height: 844 } } : { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
  for (const [kind, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport });
    for (const code of CODES) {
      for (let n = 1; n <= (phoneHomesOnly ? 1 : 5); n++) {
        await page.goto(`http://${code}-${n}.localhost:${port}/`, { waitUntil: 'networkidle' });
        // The operator's first-visit announcement covers the page: close it, the sheet shows the template.
        if (await page.locator('[role="dialog"]').count()) {
          await page.keyboard.press('Escape');
          await page
            .locator('[role="dialog"]')
            .waitFor({ state: 'detached', timeout: 3000 })
            .catch(() => {});
        }
        await page.screenshot({ path: path.join(shots, `${code}-${n}-${kind}.jpg`), type: 'jpeg', quality: 80 });
      }
    }
    await page.close();
  }
  if (phoneHomesOnly) {
    await phoneHomes(await browser.newPage());
    console.log(`wrote ${path.relative(root, path.join(outDir, 'phone-homes.jpg'))}`);
  } else {
    // The contact sheet: 22 rows (templates) × 5 columns (palettes) of desktop shots.
    const cells = CODES.map(
      (code) =>
        `<div class="row"><div class="label">${code}</div>${[1, 2, 3, 4, 5]
          .map((n) => `<img src="data:image/jpeg;base64,${fs.readFileSync(path.join(shots, `${code}-${n}-desktop.jpg`)).toString('base64')}">`)
          .join('')}</div>`,
    );
    const sheet = await browser.newPage({ viewport: { width: 1400, height: 800 } });
    await sheet.setContent(
      `<style>body{margin:0;background:#111;color:#eee;font:14px system-ui}.row{display:flex;gap:6px;align-items:center;margin:6px}.label{width:90px;text-align:right;padding-right:6px}img{width:256px;height:160px;object-fit:cover;border-radius:4px}</style>${cells.join('')}`,
    );
    await sheet.screenshot({ path: path.join(outDir, 'contact-sheet.jpg'), type: 'jpeg', quality: 70, fullPage: true });
    // The 22 designs side by side (palette 1, desktop and phone): tell them apart at thumbnail size.
    await sheet.setContent(
      `<style>body{margin:0;padding:8px;background:#111;color:#eee;font:14px system-ui;display:grid;grid-template-columns:repeat(4,1fr);gap:10px}figure{margin:0}figcaption{padding:2px 0 4px}.pair{display:flex;gap:4px;align-items:flex-start}.d{width:262px;height:164px;object-fit:cover;object-position:top;border-radius:4px}.p{width:76px;height:164px;object-fit:cover;object-position:top;border-radius:4px}</style>${CODES.map(
        (code) =>
          `<figure><figcaption>${code}</figcaption><div class="pair"><img class="d" src="${b64(`${code}-1-desktop.jpg`)}"><img class="p" src="${b64(`${code}-1-phone.jpg`)}"></div></figure>`,
      ).join('')}`,
    );
    await sheet.screenshot({ path: path.join(outDir, 'templates.jpg'), type: 'jpeg', quality: 75, fullPage: true });
    await phoneHomes(sheet);
    console.log(
      `wrote ${path.relative(root, path.join(outDir, 'contact-sheet.jpg'))}, templates.jpg, phone-homes.jpg and ${CODES.length * 10} shots in ${path.relative(root, shots)}/`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
