// npm run bench -- odds [seconds]
// The sportsbook board in a browser: how long it takes to render every listed event
// (`/sports?all=1`, ≈ 360–400 matches with their main markets; `events` is loaded / rendered client-side;
// the client render counts from the click to the first frame after the full list is in, data included), and what 200 price changes a second
// cost the page: long tasks, frames drawn against 60 Hz, and the time from a message to the new
// price on screen. Unthrottled and at 4× CPU slowdown (a mid-range phone). Figures, not a test.
/* global window, document, requestAnimationFrame -- used in the functions page.evaluate and addInitScript run in the browser */
// The odds stream is replaced in the page by a fake EventSource the bench drives (no product hook).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[3] ?? 8);
const RATE = 200;
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`,
);
ensureChromium();
ensureBuild(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-odds-'));
const port = Number(process.env.BENCH_PORT ?? 3975);
const server = await startTestServer(root, { port, logFile: path.join(os.tmpdir(), 'playfront-bench-odds.log'), env: { DATA_DIR: dataDir } });
const origin = `http://sportsbook3.localhost:${port}`;

/** Installed before the page's scripts: EventSource instances the bench can feed, and a long-task log. */
const FAKE_STREAM = () => {
  window.__sources = [];
  window.__longTasks = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.EventSource = class {
    constructor(url) {
      this.url = url;
      this.listeners = {};
      window.__sources.push(this);
    }
    addEventListener(type, fn) {
      (this.listeners[type] ??= []).push(fn);
    }
    removeEventListener(type, fn) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((f) => f !== fn);
    }
    close() {
      this.closed = true;
    }
    emit(type, data) {
      for (const fn of this.listeners[type] ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  };
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows = [];
try {
  const t0 = performance.now();
  const res = await fetch(`${origin.replace('sportsbook3.localhost', '127.0.0.1')}/sports?all=1`, { headers: { host: `sportsbook3.localhost:${port}` } });
  const html = await res.text();
  console.log(`server: /sports?all=1 ${(html.length / 1024).toFixed(0)} kB HTML in ${(performance.now() - t0).toFixed(0)} ms`);

  for (const throttle of [1, 4]) {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    await page.addInitScript(FAKE_STREAM);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

    // A full load of every event.
    const l0 = Date.now();
    await page.goto(`${origin}/sports?all=1`, { waitUntil: 'load' });
    const loadMs = Date.now() - l0;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    const hydratedMs = Date.now() - l0;
    const all = await page.locator('[data-testid=sports-board] li.match-row').count();

    // A client-side render of every event: from the short list, "Show all".
    await page.goto(`${origin}/sports`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    // Done when the full list is on screen: the "Show all" link is gone and the next frame has painted.
    const render = await page.evaluate(async () => {
      window.__longTasks.length = 0;
      const start = performance.now();
      document.querySelector('[data-testid=show-all-matches]').click();
      await new Promise((resolve) => {
        const tick = () => (!document.querySelector('[data-testid=show-all-matches]') ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(tick));
        tick();
      });
      const ms = performance.now() - start;
      const tasks = window.__longTasks.filter((t) => t.start >= start);
      return {
        ms,
        rows: document.querySelectorAll('[data-testid=sports-board] li.match-row').length,
        longTasks: tasks.length,
        longMs: tasks.reduce((n, t) => n + t.duration, 0),
      };
    });

    // 200 price changes a second for `seconds` s, in messages of 10 every 50 ms.
    const ids = await page.locator('button.odds-btn[data-selection]:not([disabled])').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-selection')));
    const updates = await page.evaluate(
      async ({ ids, seconds, rate }) => {
        const source = window.__sources.at(-1);
        const perMsg = 10;
        const every = 1000 / (rate / perMsg);
        const lat = [];
        let frames = 0;
        let running = true;
        const count = () => {
          frames++;
          if (running) requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
        window.__longTasks.length = 0;
        const start = performance.now();
        let n = 0;
        let sent = 0;
        await new Promise((resolve) => {
          const timer = setInterval(() => {
            if (performance.now() - start >= seconds * 1000) {
              clearInterval(timer);
              resolve();
              return;
            }
            const changes = [];
            for (let i = 0; i < perMsg; i++) {
              const id = ids[n++ % ids.length];
              const btn = document.querySelector(`button.odds-btn[data-selection="${id}"]`);
              const now = Number(btn?.textContent?.match(/\d+\.\d+|\d+/g)?.at(-1) ?? 2);
              const odds = Math.round((now > 1.2 ? now + (n % 2 ? 0.05 : -0.05) : 1.5) * 1000) / 1000;
              changes.push({ selection_id: id, market_id: id.split(':').slice(0, 3).join(':'), event_id: id.split(':')[0], odds, status: 'open' });
              if (btn && n % 50 === 0) {
                const t = performance.now();
                const before = btn.textContent;
                const watch = () =>
                  btn.textContent !== before ? lat.push(performance.now() - t) : performance.now() - t < 2000 && requestAnimationFrame(watch);
                requestAnimationFrame(watch);
              }
            }
            source.emit('odds', { ts: new Date().toISOString(), changes });
            sent += changes.length;
          }, every);
        });
        running = false;
        const elapsed = performance.now() - start;
        const tasks = window.__longTasks.filter((t) => t.start >= start);
        lat.sort((a, b) => a - b);
        const q = (p) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] : NaN);
        return {
          sent,
          rate: (sent / elapsed) * 1000,
          fps: (frames / elapsed) * 1000,
          dropped: Math.max(0, 1 - frames / ((elapsed / 1000) * 60)),
          longTasks: tasks.length,
          longMs: tasks.reduce((s, t) => s + t.duration, 0),
          longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
          p50: q(0.5),
          p95: q(0.95),
          samples: lat.length,
        };
      },
      { ids, seconds, rate: RATE },
    );
    rows.push({
      cpu: `${throttle}×`,
      events: `${all} / ${render.rows}`,
      'load ms': loadMs,
      'hydrated ms': hydratedMs,
      'render all ms': Math.round(render.ms),
      'render long tasks': `${render.longTasks} (${Math.round(render.longMs)} ms)`,
      'changes/s': Math.round(updates.rate),
      fps: updates.fps.toFixed(0),
      'dropped frames': `${(updates.dropped * 100).toFixed(0)} %`,
      'long tasks': `${updates.longTasks} (${Math.round(updates.longMs)} ms, longest ${Math.round(updates.longest)})`,
      'price on screen p50/p95 ms': `${updates.p50.toFixed(0)} / ${updates.p95.toFixed(0)} (${updates.samples})`,
    });
    await ctx.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
