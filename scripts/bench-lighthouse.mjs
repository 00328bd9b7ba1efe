// npm run bench -- lighthouse [host/path…]
// Lighthouse on a fresh server, with Lighthouse's default mobile settings (a mid-range
// phone's screen, simulated slow 4G and 4× slower CPU), in Debian's /usr/bin/chromium (headless).
// Pages: casino1's home (localhost), slot7's home, sportsbook3's home and /slots on casino1, or the
// given ones (`slot2.localhost/promotions`, `/about`: a path alone is on localhost). Prints the four
// category scores and the metrics per page, then per page the audits that fail (id, title, score,
// and the first elements or files each names), and saves every report (JSON and HTML) in a temp
// directory. Each page is fetched once before its run, so the server's first render of it (code
// warming up) is not what Lighthouse measures. Figures from a busy 2-core machine are noisy: the
// load average and Lighthouse's own CPU benchmark are printed with them. `--runs N` (default 1)
// audits each page N times and reports the median run (Lighthouse's computeMedianRun, by FCP and
// TTI), with every run's performance score beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3975);
const DEFAULT_PAGES = ['localhost/', 'slot7.localhost/', 'sportsbook3.localhost/', 'localhost/slots'];
const args = process.argv.slice(3);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1');
const pages = (args.length ? args : DEFAULT_PAGES).map((p) => {
  const [host, ...rest] = p.startsWith('/') ? ['localhost', p.slice(1)] : p.split('/');
  return { host, path: `/${rest.join('/')}`, url: `http://${host}:${port}/${rest.join('/')}` };
});
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** An audit fails the way Lighthouse's report shows it: pass/fail audits below 1, scored ones below 0.9. */
const fails = (a) =>
  a.score !== null && (a.scoreDisplayMode === 'binary' ? a.score < 1 : ['numeric', 'metricSavings'].includes(a.scoreDisplayMode) && a.score < 0.9);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line for a node, a file or a label in an audit's details, with the figures the audit gives it. */
function describe(it) {
  if (it == null) return '';
  if (typeof it !== 'object') return String(it);
  if (it.type === 'node') return `${it.snippet ?? ''}${it.selector ? ` (${it.selector})` : ''}`;
  if (it.type === 'text' || it.type === 'url' || it.type === 'code') return String(it.value);
  if (it.type === 'source-location') return `${it.url}:${it.line}`;
  if (it.groupLabel) return `${it.groupLabel}: ${Math.round(it.duration)} ms`;
  if (it.statistic) return `${it.statistic}: ${it.value?.value ?? it.value}`;
  if (it.phase) return `${it.phase}: ${Math.round(it.timing)} ms (${it.percent})`;
  const figures = [
    it.wastedBytes != null && `${kib(it.wastedBytes)} to save${it.totalBytes ? ` of ${kib(it.totalBytes)}` : ''}`,
    it.wastedMs != null && `${Math.round(it.wastedMs)} ms to save`,
    it.cacheLifetimeMs != null && `cached ${Math.round(it.cacheLifetimeMs / 1000)} s`,
    it.total != null && typeof it.total === 'number' && `${Math.round(it.total)} ms`,
    it.reflowTime != null && `${Math.round(it.reflowTime)} ms`,
    typeof it.score === 'number' && `shift ${it.score.toFixed(3)}`,
  ].filter(Boolean);
  const node = it.node ?? Object.values(it).find((v) => v?.type === 'node');
  const found = node ?? it.url ?? it.issueType ?? it.source ?? it.label ?? it.description ?? it.name ?? it.entity;
  const text = found === undefined ? JSON.stringify(it) : describe(found);
  return figures.length ? `${text} — ${figures.join(', ')}` : text;
}

/** The longest chain of a network dependency tree: each request with the time it ended. */
function longestChain(chains) {
  const steps = [];
  let level = chains;
  while (level && Object.keys(level).length) {
    const next = Object.values(level).find((c) => c.isLongest) ?? Object.values(level)[0];
    steps.push(`${next.url.replace(/^https?:\/\/[^/]+/, '')} (${Math.round(next.navStartToEndTime)} ms)`);
    level = next.children;
  }
  return steps.length ? [`longest chain: ${steps.join(' → ')}`] : [];
}

/** What an audit's details point at: elements (snippet and selector), files, or failed checks. */
function itemsOf(details) {
  if (!details) return [];
  if (details.type === 'list') return details.items.flatMap(itemsOf);
  if (details.type === 'list-section') return itemsOf(details.value);
  if (details.type === 'network-tree') return longestChain(details.chains);
  if (details.type === 'checklist') return Object.values(details.items).flatMap((c) => (c.value ? [] : [`not met: ${c.label}`]));
  if (details.type === 'node' || details.type === 'text') return [describe(details)];
  if (!Array.isArray(details.items)) return [];
  return details.items.map((it) => describe(it).replace(/\s+/g, ' ').trim().slice(0, 220));
}

/** The CSP violations Chromium reported (the audit itself names only the issue type). */
function cspIssues(artifacts) {
  return (artifacts?.InspectorIssues?.contentSecurityPolicyIssue ?? []).map(
    (i) =>
      `CSP ${i.isReportOnly ? 'report-only ' : ''}${i.contentSecurityPolicyViolationType}: ${i.violatedDirective}` +
      `${i.blockedURL ? ` blocked ${i.blockedURL}` : ''}${i.sourceCodeLocation ? ` at ${i.sourceCodeLocation.url}:${i.sourceCodeLocation.lineNumber}` : ''}`,
  );
}

/** A metric's value, or why there is none (Lighthouse could not compute it on this run). */
function metric(audits, id, format) {
  const a = audits[id];
  if (typeof a?.numericValue === 'number') return format(a.numericValue);
  return a?.scoreDisplayMode === 'error' ? 'error' : '–';
}

/** GET the page through the server's Host routing (Node does not resolve *.localhost). */
function warmUp(page) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: page.path, headers: { host: `${page.host}:${port}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', reject);
  });
}

/** Starts headless Chromium with a DevTools port of its own choosing (read back from the profile). */
async function launchChromium(profile) {
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // Every *.localhost name (and localhost) to the server's address, as Chromium does on a desktop.
      '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1',
      // The quiet-browser flags Lighthouse's own launcher (chrome-launcher) uses.
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-component-update',
      '--disable-background-networking',
      '--disable-sync',
      '--disable-default-apps',
      '--metrics-recording-only',
      '--mute-audio',
      '--password-store=basic',
      '--use-mock-keychain',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-ipc-flooding-protection',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  let exited = null;
  child.on('exit', (code) => (exited = code));
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 300; i++) {
    if (exited !== null) throw new Error(`${CHROMIUM} exited with ${exited}`);
    const text = fs.existsSync(portFile) ? fs.readFileSync(portFile, 'utf8') : '';
    if (/^\d+\n/.test(text)) {
      return {
        port: Number(text.split('\n')[0]),
        /** Ends its own process group (detached): the browser and its helpers, nothing else. */
        kill: async () => {
          if (exited !== null) return;
          const gone = new Promise((r) => child.once('exit', r));
          process.kill(-child.pid, 'SIGKILL');
          await gone;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid, 'SIGKILL');
  throw new Error(`${CHROMIUM} did not open its DevTools port`);
}

ensureChromium();
ensureBuild(root);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-lighthouse-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-bench-lighthouse-'));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();
const server = await startTestServer(root, { port, logFile: path.join(os.tmpdir(), 'playfront-bench-lighthouse.log'), env: { DATA_DIR: dataDir } });

/**
 * One Lighthouse run in a browser of its own (as Lighthouse's CLI does); a run Lighthouse itself
 * calls broken (a trace without its navigation start, NO_NAVSTART, now and then on a busy machine)
 * is run once more.
 */
async function audit(page) {
  for (let attempt = 1; ; attempt++) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-lighthouse-profile-'));
    const chromium = await launchChromium(profile);
    try {
      const result = await lighthouse(page.url, { port: chromium.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      if (!result.lhr.runtimeError || attempt === 2) return result;
      console.log(`${page.url}: ${result.lhr.runtimeError.code}, running it again`);
    } finally {
      await chromium.kill();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
}

try {
  const rows = [];
  const findings = [];
  let lighthouseVersion = '',
    benchmarkIndex = [];
  for (const page of pages) {
    const status = await warmUp(page);
    if (status !== 200) throw new Error(`${page.url} answered ${status}`);
    const runs = [];
    for (let r = 0; r < RUNS; r++) runs.push(await audit(page));
    const median = computeMedianRun(runs.map((x) => x.lhr));
    const { lhr, report, artifacts } = runs.find((x) => x.lhr === median) ?? runs[0];
    const name = `${page.host}${page.path}`.replace(/[^\w.-]+/g, '_');
    fs.writeFileSync(path.join(outDir, `${name}.report.json`), report[0]);
    fs.writeFileSync(path.join(outDir, `${name}.report.html`), report[1]);
    lighthouseVersion = lhr.lighthouseVersion;
    benchmarkIndex.push(lhr.environment.benchmarkIndex);
    const a = lhr.audits;
    const score = (c) => (lhr.categories[c]?.score == null ? '–' : Math.round(lhr.categories[c].score * 100));
    rows.push({
      page: `${page.host}${page.path}`,
      perf: score('performance'),
      ...(RUNS > 1 && { 'perf, each run': runs.map((x) => Math.round((x.lhr.categories.performance?.score ?? 0) * 100)).join(' ') }),
      a11y: score('accessibility'),
      'best pr.': score('best-practices'),
      seo: score('seo'),
      'FCP s': metric(a, 'first-contentful-paint', (v) => (v / 1000).toFixed(1)),
      'LCP s': metric(a, 'largest-contentful-paint', (v) => (v / 1000).toFixed(1)),
      'TBT ms': metric(a, 'total-blocking-time', Math.round),
      CLS: metric(a, 'cumulative-layout-shift', (v) => v.toFixed(3)),
      'SI s': metric(a, 'speed-index', (v) => (v / 1000).toFixed(1)),
      'TTFB ms': metric(a, 'server-response-time', Math.round),
    });
    const failing = [];
    const seen = new Set();
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        // The metrics are in the table above.
        if (ref.group === 'metrics' || seen.has(ref.id)) continue;
        seen.add(ref.id);
        if (fails(a[ref.id]) || a[ref.id].scoreDisplayMode === 'error')
          failing.push({ category: c, audit: a[ref.id], extra: ref.id === 'inspector-issues' ? cspIssues(artifacts) : [] });
      }
    }
    const lcpElement = itemsOf(a['largest-contentful-paint-element']?.details)[0];
    const warnings = [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...(lhr.runWarnings ?? [])];
    findings.push({ page: `${page.host}${page.path}`, failing, lcpElement, warnings, broken: Boolean(lhr.runtimeError) });
  }

  console.log(
    `Lighthouse ${lighthouseVersion}, mobile (default emulation and simulated throttling), ${path.basename(CHROMIUM)}; node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log(`load average ${loadBefore} before, ${load()} after; Lighthouse CPU benchmark index ${benchmarkIndex.map((b) => Math.round(b)).join(', ')}`);
  console.table(rows);
  for (const f of findings) {
    console.log(`\n${f.page}: ${f.failing.length} failing audit${f.failing.length === 1 ? '' : 's'}${f.lcpElement ? `; LCP element: ${f.lcpElement}` : ''}`);
    for (const w of f.warnings) console.log(`  warning: ${w.replace(/\s+/g, ' ')}`);
    // A broken run errors nearly every performance audit: the warning above says it once.
    for (const { category, audit, extra } of f.broken ? f.failing.filter((x) => x.audit.scoreDisplayMode !== 'error') : f.failing) {
      const value = audit.errorMessage ? ` — ERROR: ${audit.errorMessage}` : audit.displayValue ? ` — ${audit.displayValue}` : '';
      console.log(`  [${category}] ${audit.id} (score ${audit.score}): ${audit.title}${value}`);
      const items = extra.length ? extra : itemsOf(audit.details);
      for (const it of items.slice(0, 4)) console.log(`      ${it}`);
      if (items.length > 4) console.log(`      … ${items.length - 4} more`);
    }
  }
  console.log(`\nReports (JSON and HTML): ${outDir}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
