// npm run bench:lobby — the lobby on a large category, measured in Debian chromium:
// search keystroke → next painted frame, scroll frame times, cards and DOM nodes on the page.
/* global document, window, HTMLInputElement, requestAnimationFrame -- used in the functions page.evaluate runs in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureChromium();
ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3972);
const server = await startTestServer(root, { port, logFile: path.join(os.tmpdir(), 'playfront-bench-lobby.log'), env: { DATA_DIR: dataDir } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const t0 = Date.now();
  await page.goto(`http://localhost:${port}/slots`);
  await page.getByTestId('game-grid').waitFor();
  const ready = Date.now() - t0;
  const total = Number(await page.getByTestId('game-grid').getAttribute('data-total'));

  // Keystroke → React has filtered and committed the grid (synchronous for a typed key), and
  // → the next frame.
  const words = [
    'd',
    'dr',
    'dra',
    'drag',
    'drago',
    'dragon',
    'dragon ',
    'dragon f',
    'dragon fo',
    'dragon for',
    'g',
    'go',
    'gol',
    'gold',
    'golden',
    'p',
    'pa',
    'pan',
    'pand',
    'panda',
  ];
  const keystrokes = [];
  for (const w of words) {
    keystrokes.push(
      await page.evaluate(
        (value) =>
          new Promise((resolve) => {
            const input = document.querySelector('[data-testid="game-search"]');
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            const start = performance.now();
            setter.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            const committed = performance.now() - start;
            requestAnimationFrame(() => resolve([committed, performance.now() - start]));
          }),
        w,
      ),
    );
  }
  await page.getByTestId('game-search').fill('');
  await page.waitForTimeout(300);

  // Scroll like a fast fling (120 px a frame ≈ 7 200 px/s at 60 Hz); record frame intervals.
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const times = [];
        let last = performance.now();
        let y = 0;
        const step = () => {
          const now = performance.now();
          times.push(now - last);
          last = now;
          y += 120;
          window.scrollTo(0, y);
          if (y < 24000) requestAnimationFrame(step);
          else resolve(times.slice(2));
        };
        requestAnimationFrame(step);
      }),
  );
  const cards = await page.getByTestId('game-card').count();
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.table([
    { measure: 'games in /slots', value: total },
    { measure: 'grid ready after load (ms)', value: ready },
    {
      measure: 'search keystroke → grid committed, median (ms)',
      value: pct(
        keystrokes.map((k) => k[0]),
        50,
      ).toFixed(1),
    },
    { measure: 'search keystroke → grid committed, max (ms)', value: Math.max(...keystrokes.map((k) => k[0])).toFixed(1) },
    {
      measure: 'search keystroke → next frame, median (ms)',
      value: pct(
        keystrokes.map((k) => k[1]),
        50,
      ).toFixed(1),
    },
    { measure: 'search keystroke → next frame, max (ms)', value: Math.max(...keystrokes.map((k) => k[1])).toFixed(1) },
    { measure: 'scroll frame interval, median (ms)', value: pct(frames, 50).toFixed(1) },
    { measure: 'scroll frame interval, p95 (ms)', value: pct(frames, 95).toFixed(1) },
    { measure: 'cards in the DOM while scrolling', value: cards },
    { measure: 'DOM elements on the page', value: nodes },
  ]);
  console.log(`keystrokes (committed ms, in order): ${keystrokes.map((k) => k[0].toFixed(1)).join(' ')}`);
  console.log(`keystrokes over 16 ms: ${keystrokes.filter((k) => k[0] > 16).length} of ${keystrokes.length}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
