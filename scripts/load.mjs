// npm run load: scripted journeys of concurrent virtual players against a running cluster.
//   npm run load                                   200 players, 60 s, against the cluster of npm run cluster (port 3900)
//   npm run load -- --players 20 --seconds 15      a short run (--ramp S: journeys start over S seconds, default a third)
//   npm run load -- --target http://host:port      another server (its OPS_KEY in env OPS_KEY)
//   npm run load -- --fault kill|pg-restart|pg-slow a fault at 40 % of the run (needs the cluster's state file)
//   npm run load -- --embedded                     starts one server on PGlite (the default, no PostgreSQL) and loads it
//   npm run load -- --compare --players 20         the cluster, then one embedded server (--embedded-players, 20): side by side
// Each player: signs up (setup), then loops: sign in once, lobby pages (SSR) and lists, a search, a game and
// its rounds, a deposit through the demo provider's page, an inbox reward claimed, a withdrawal (idempotency
// key), a sports bet, the balance; a balance stream stays open the whole time (it must see every deposit).
// It prints per step count, req/s, p50/p95/p99 and errors, checks every acknowledged money movement against
// the database (none lost, none doubled) and ends with the ledger check. Exit 1 on any error or mismatch.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    target: { type: 'string' },
    state: { type: 'string' },
    fault: { type: 'string' },
    embedded: { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    'embedded-players': { type: 'string', default: '20' },
    // Players start their journeys spread over this many seconds (a crowd arriving, not one instant): default a third of the run.
    ramp: { type: 'string' },
    domain: { type: 'string', default: 'sportsbook1.localhost' },
    json: { type: 'string' },
  },
});
const PLAYERS = Number(args.players);
const SECONDS = Number(args.seconds);
const DOMAIN = args.domain;
const FAULTS = ['kill', 'pg-restart', 'pg-slow'];
if (args.fault && !FAULTS.includes(args.fault)) throw new Error(`--fault is one of ${FAULTS.join(', ')}`);

/* ——— HTTP: keep-alive, each virtual player from its own loopback address (per-address limits as real clients) ——— */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });
const REQUEST_TIMEOUT_MS = 30_000;

function request(base, method, p, { body, form, headers = {}, ip, timeout = REQUEST_TIMEOUT_MS } = {}) {
  const url = new URL(p, base);
  const data = form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        ...(ip ? { localAddress: ip } : {}),
        headers: {
          ...(data !== undefined
            ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'content-length': Buffer.byteLength(data) }
            : {}),
          ...headers,
        },
        timeout,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          if (String(res.headers['content-type']).includes('json')) {
            try {
              json = JSON.parse(text);
            } catch {
              // a broken JSON answer: the caller counts it
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json, ms: performance.now() - started, upstream: res.headers['x-upstream'] ?? null });
        });
        res.on('error', (err) => resolve({ status: 0, error: String(err.message ?? err), ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeout / 1000} s (hung)`)));
    req.on('error', (err) =>
      resolve({ status: 0, error: String(err.message ?? err), ms: performance.now() - started, hung: /hung/.test(String(err.message)) }),
    );
    req.end(data);
  });
}

/* ——— Figures ——— */
class Stats {
  constructor() {
    this.steps = new Map();
    this.upstreams = new Map();
    this.errorsAt = [];
    this.errorLog = [];
    this.hung = 0;
    this.t0 = performance.now();
  }
  step(name) {
    let s = this.steps.get(name);
    if (!s) this.steps.set(name, (s = { count: 0, ms: [], errors: 0, refused: 0, first: [] }));
    return s;
  }
  ok(name, r) {
    const s = this.step(name);
    s.count++;
    s.ms.push(r.ms);
    if (r.upstream) this.upstreams.set(r.upstream, (this.upstreams.get(r.upstream) ?? 0) + 1);
  }
  /** An answer the journey expects now and then (a price moved, a market closed, 'busy'): counted apart, not an error. */
  refused(name, r) {
    this.ok(name, r);
    this.step(name).refused++;
  }
  error(name, r, what) {
    const s = this.step(name);
    s.count++;
    s.ms.push(r?.ms ?? 0);
    s.errors++;
    if (r?.hung) this.hung++;
    const t = (performance.now() - this.t0) / 1000;
    this.errorsAt.push(t);
    this.errorLog.push(`${t.toFixed(1)}s ${name}: ${what}`.slice(0, 200));
    if (s.first.length < 3) s.first.push(`${t.toFixed(1)}s ${what}`.slice(0, 220));
  }
  get errors() {
    return [...this.steps.values()].reduce((n, s) => n + s.errors, 0);
  }
}
const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

function describe(r) {
  if (r.error) return `network: ${r.error}`;
  const msg = r.json ? `${r.json.statusCode} ${r.json.message}` : r.text?.slice(0, 120).replace(/\s+/g, ' ');
  return `HTTP ${r.status} ${msg}${r.upstream ? ` via ${r.upstream}` : ''}`;
}

/* ——— One virtual player ——— */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const key = (p) => `${p}${randomBytes(9).toString('base64url')}`;
let oddsCache = { at: 0, lines: [] };

class Player {
  constructor(run, i) {
    this.run = run;
    this.i = i;
    this.ip = run.loopback ? `127.${10 + Math.floor(i / 250)}.${(i % 250) + 1}.${1 + (run.round % 250)}` : undefined;
    this.account_id = `ld${run.tag}${i.toString(36)}`.slice(0, 16);
    this.phone = `+6398${String(run.phoneBase + i).padStart(8, '0')}`.slice(0, 14);
    this.acked = { deposits: [], withdrawals: [], bets: [], claims: [] };
    this.stream = null;
    this.streamEvents = [];
    this.reconnects = 0;
  }
  who() {
    return { account_id: this.account_id, auth: this.auth, domain_name: DOMAIN };
  }
  /** POST /api<p>; statusCode 1 is success; `allow` are refusals that are no error. */
  async api(step, p, body, { allow = [], headers } = {}) {
    let r = await request(this.run.base, 'POST', `/api${p}`, { body, ip: this.ip, headers });
    // Sign-ins and sign-ups hash a password; past a short queue the server sheds them at once with
    // 429 'busy' and retry_after (nothing was done). A player's app waits and tries again: so does
    // the harness, counting each as refused. Only for /auth calls: a money call is never retried.
    for (let tries = 0; p.startsWith('/auth/') && r.json?.message === 'busy' && tries < 120 && !this.run.stopped; tries++) {
      this.run.stats.step(step).refused++;
      await sleep((r.json.retry_after ?? 1) * 1000 * (0.5 + Math.random()));
      r = await request(this.run.base, 'POST', `/api${p}`, { body, ip: this.ip, headers });
    }
    if (r.json?.statusCode === 1) {
      this.run.stats.ok(step, r);
      return r.json;
    }
    if (r.json && allow.includes(r.json.message)) {
      this.run.stats.refused(step, r);
      return null;
    }
    this.run.stats.error(step, r, describe(r));
    throw new JourneyError(step);
  }
  async page(step, p) {
    const r = await request(this.run.base, 'GET', p, { ip: this.ip, headers: { host: this.run.host(DOMAIN), accept: 'text/html', cookie: 'lang=EN' } });
    if (r.status === 200 && r.text.includes('</html>')) this.run.stats.ok(step, r);
    else {
      this.run.stats.error(step, r, describe(r));
      throw new JourneyError(step);
    }
  }

  async setup() {
    const d = DOMAIN;
    const code = await this.api('signup', '/auth/tac/request_new_register', { domain_name: d, account_id: this.account_id, contact_phone: this.phone });
    await this.api('signup', '/auth/tac/verify', { domain_name: d, account_id: this.account_id, tac: code.demo_tac });
    const s = await this.api('signup', '/auth/signup', {
      domain_name: d,
      account_id: this.account_id,
      password: 'Secret123',
      contact_phone: this.phone,
      contact_email: `${this.account_id}@example.com`,
      accept_terms: true,
    });
    this.auth = s.token;
    const opts = await this.api('setup', '/wallet/options', this.who());
    const bank = await this.api('setup', '/wallet/bank_add', {
      ...this.who(),
      bank_code: opts.banks[0].code,
      account_name: 'Load Player',
      account_number: String(1_000_000_001 + this.run.phoneBase + this.i),
    });
    this.bankId = bank.bank_account.id;
    await this.deposit('1000.00');
  }

  /** Through the demo provider: the deposit, the player's press on the provider's page, then the credit seen. */
  async deposit(amount) {
    const d = await this.api('deposit', '/wallet/deposit', { ...this.who(), amount, method: 'bank' });
    const u = new URL(d.redirect_url, this.run.base);
    const form = { ref: u.searchParams.get('ref'), sig: u.searchParams.get('sig'), decision: 'confirm' };
    const r = await request(this.run.base, 'POST', '/api/payments/demo/decide', { form, ip: this.ip });
    if (r.status === 303) this.run.stats.ok('deposit_page', r);
    else {
      this.run.stats.error('deposit_page', r, describe(r));
      throw new JourneyError('deposit_page');
    }
    const started = performance.now();
    for (;;) {
      await sleep(250);
      const st = await this.api('deposit_status', '/wallet/deposit_status', { ...this.who(), deposit_id: d.deposit.id });
      if (st.deposit.status === 'credited') {
        this.acked.deposits.push(d.deposit.id);
        this.run.stats.ok('deposit_credited', { ms: performance.now() - started });
        this.expectStreamEvent('deposit', st.balance);
        return;
      }
      if (performance.now() - started > 20_000) {
        this.run.stats.error('deposit_credited', { ms: performance.now() - started }, `deposit ${d.deposit.id} not credited in 20 s (${st.deposit.status})`);
        throw new JourneyError('deposit_credited');
      }
    }
  }

  /** The tab's balance stream must show the credited deposit (from whichever instance credited it) within 2 s. */
  expectStreamEvent(reason, balance) {
    if (!this.stream) return;
    const since = performance.now();
    const check = () => this.streamEvents.some((e) => e.reason === reason && e.at >= since - 30_000 && !e.used && ((e.used = true), true));
    const poll = async () => {
      for (let waited = 0; waited <= 2000; waited += 50) {
        if (check()) {
          this.run.stats.ok('stream_event', { ms: performance.now() - since });
          return;
        }
        await sleep(50);
      }
      // A stream that broke meanwhile (an instance killed) reconnects; what it missed is not a delivery failure of the bus.
      if (this.streamBrokeSince(since)) this.run.stats.refused('stream_event', { ms: 2000 });
      else this.run.stats.error('stream_event', { ms: 2000 }, `no '${reason}' event on the balance stream within 2 s (balance ${balance})`);
    };
    this.run.pending.push(poll());
  }
  streamBrokeSince(t) {
    return this.lastStreamBreak !== undefined && this.lastStreamBreak >= t - 3000;
  }

  openStream() {
    if (this.run.stopped) return;
    const url = new URL('/api/wallet/stream', this.run.base);
    const data = JSON.stringify(this.who());
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        ...(this.ip ? { localAddress: this.ip } : {}),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        if (!String(res.headers['content-type']).includes('text/event-stream')) {
          res.resume();
          this.run.stats.error('stream_open', { ms: 0 }, `HTTP ${res.statusCode}`);
          this.streamBroken();
          return;
        }
        this.run.stats.ok('stream_open', { ms: 0, upstream: res.headers['x-upstream'] });
        this.streamUpstream = res.headers['x-upstream'];
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          buffer += c;
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const line = buffer
              .slice(0, i)
              .split('\n')
              .find((l) => l.startsWith('data: '));
            buffer = buffer.slice(i + 2);
            if (line) {
              try {
                this.streamEvents.push({ ...JSON.parse(line.slice(6)), at: performance.now() });
                if (this.streamEvents.length > 200) this.streamEvents.splice(0, 100);
              } catch {
                // not JSON: ignored
              }
            }
          }
        });
        res.on('close', () => this.streamBroken());
      },
    );
    req.on('error', () => this.streamBroken());
    req.end(data);
    this.stream = req;
  }
  streamBroken() {
    if (this.run.stopped || this.stream === null) return;
    this.stream = null;
    this.lastStreamBreak = performance.now();
    this.reconnects++;
    // As the browser's EventSource-like client does: reconnect after a short pause.
    setTimeout(() => this.openStream(), 1000);
  }
  closeStream() {
    const s = this.stream;
    this.stream = null;
    s?.destroy();
  }

  async journey(delayMs = 0) {
    await sleep(delayMs);
    // 1. Sign in (once per journey).
    for (;;) {
      try {
        const login = await this.api('login', '/auth/login', { domain_name: DOMAIN, account_id: this.account_id, password: 'Secret123' });
        this.auth = login.token;
        break;
      } catch (err) {
        // A refused sign-in (counted): as a player would, try again a little later.
        if (!(err instanceof JourneyError) || this.run.over()) return;
        await sleep(1000);
      }
    }
    this.openStream();
    while (!this.run.over()) {
      try {
        await this.loop();
      } catch (err) {
        if (!(err instanceof JourneyError)) throw err;
        await sleep(500);
      }
    }
  }

  async loop() {
    const w = this.who();
    const run = this.run;
    // 2. The lobby: server-rendered pages, the lists the page asks for, a search in a category.
    await this.page('page_home', '/');
    await this.page('page_slots', '/slots');
    await this.api('lobby_startup', '/startup', { domain_name: DOMAIN });
    await this.api('lobby_hot', '/product/get_hot_games', { domain_name: DOMAIN });
    const games = await this.api('lobby_games', '/product/games', { domain_name: DOMAIN, game_type: 'slots' });
    // The lobby searches its category list in the page (no server call); a search the player types.
    const term = ['gold', 'fortune', 'dragon', 'lucky', 'fruit'][this.i % 5];
    const found = games.value.filter((g) => JSON.stringify(g).toLowerCase().includes(term));
    const g = (found.length ? found : games.value)[Math.floor(Math.random() * Math.min(20, (found.length ? found : games.value).length))];
    if (run.over()) return;
    // 3. A game: launch, open its page (the token is written into it), a few rounds.
    const launch = await this.api('game_launch', '/product/launch', { ...w, provider_code: g[0], game_code: g[1] });
    const pageR = await request(run.base, 'GET', launch.url, { ip: this.ip });
    const token = /const token = "([\w-]+)"/.exec(pageR.text ?? '')?.[1];
    if (pageR.status !== 200 || !token) {
      run.stats.error('game_open', pageR, describe(pageR));
      throw new JourneyError('game_open');
    }
    run.stats.ok('game_open', pageR);
    for (let k = 0; k < 5 && !run.over(); k++) {
      const r = await request(run.base, 'POST', '/api/demo-provider/round', { body: { token, bet: 100, round_ref: key('r') }, ip: this.ip });
      if (r.json?.statusCode === 1) run.stats.ok('game_round', r);
      else if (r.json?.message === 'insufficientBalance') run.stats.refused('game_round', r);
      else {
        run.stats.error('game_round', r, describe(r));
        throw new JourneyError('game_round');
      }
    }
    if (run.over()) return;
    // 4. A deposit through the demo provider.
    await this.deposit('100.00');
    if (run.over()) return;
    // 5. The back office sends a reward; the player reads the inbox and claims it.
    const sent = await request(run.base, 'POST', '/api/ops/inbox', {
      body: { domain_name: DOMAIN, account_id: this.account_id, title: 'Load reward', body: '<p>Thanks</p>', reward_amount: '1.00', expires_in_days: 1 },
      headers: { 'x-ops-key': run.opsKey },
      ip: this.ip,
    });
    if (sent.json?.statusCode === 1) run.stats.ok('ops_inbox_send', sent);
    else {
      run.stats.error('ops_inbox_send', sent, describe(sent));
      throw new JourneyError('ops_inbox_send');
    }
    const inbox = await this.api('inbox_list', '/settings/get_inbox', w);
    for (const m of inbox.value.filter((x) => x.reward_amount && !x.claimed && new Date(x.expires_at ?? Date.now() + 1e6).getTime() > Date.now()).slice(0, 2)) {
      const c = await this.api('inbox_claim', '/settings/claim_inbox', { ...w, inbox_id: m.inbox_id }, { allow: ['alreadyClaimed', 'rewardExpired'] });
      if (c) this.acked.claims.push(m.inbox_id);
    }
    if (run.over()) return;
    // 6. A withdrawal with an idempotency key (sent once: never a retry of a money call).
    const wd = await this.api(
      'withdraw',
      '/wallet/withdraw',
      { ...w, amount: '100.00', bank_account_id: this.bankId, idempotency_key: key('wd') },
      { allow: ['insufficientBalance'] },
    );
    if (wd) this.acked.withdrawals.push(wd.withdrawal.id);
    if (run.over()) return;
    // 7. A sports bet on an open line.
    if (performance.now() - oddsCache.at > 10_000) {
      oddsCache = { at: performance.now(), lines: [] };
      const odds = await this.api('sports_odds', '/home/public_odds', { domain_name: DOMAIN, sport: 'football' });
      oddsCache.lines = odds.value.filter((l) => l.status === 'open' && l.event_status === 'upcoming');
    }
    const line = oddsCache.lines[Math.floor(Math.random() * oddsCache.lines.length)];
    if (line) {
      const b = await this.api(
        'sports_bet',
        '/sports/place_bet',
        { ...w, kind: 'single', stake: '1.00', legs: [{ selection_id: line.selection_id, odds: line.odds }], odds_policy: 'any', idempotency_key: key('sb') },
        {
          allow: [
            'marketSuspended',
            'oddsChanged',
            'selectionNotFound',
            'eventStarted',
            'betsClosed',
            'insufficientBalance',
            'maxPayoutExceeded',
            'stakeTooHigh',
          ],
        },
      );
      if (b) this.acked.bets.push(b.bet.id);
    }
    // 8. The balance.
    await this.api('balance', '/auth/get_balance', w);
  }
}
class JourneyError extends Error {}

/* ——— A run ——— */
async function loadRun({ base, opsKey, players, seconds, fault, state, label }) {
  const u = new URL(base);
  const run = {
    base,
    opsKey,
    label,
    loopback: ['127.0.0.1', 'localhost'].includes(u.hostname),
    // The run's players: new names and phones every run (sign-up needs a phone nobody has).
    tag: Date.now().toString(36).slice(-5),
    phoneBase: Math.floor(Math.random() * 9e7),
    round: Math.floor(Math.random() * 250),
    stats: new Stats(),
    pending: [],
    finished: null,
    finish: null,
    stopped: false,
    deadline: Infinity,
    over: () => performance.now() > run.deadline,
    host: (d) => `${d}${u.port ? `:${u.port}` : ''}`,
  };
  const ps = Array.from({ length: players }, (_, i) => new Player(run, i));
  console.log(`> ${label}: setting up ${players} players (sign-up, bank account, a first deposit) against ${base}`);
  const setupStarted = performance.now();
  // Sign-ups in waves of 25: a crowd arriving, not one burst (each hashes a password).
  const ready = [];
  for (let i = 0; i < ps.length; i += 25) {
    const wave = await Promise.allSettled(ps.slice(i, i + 25).map((p) => p.setup().then(() => p)));
    for (const w of wave) if (w.status === 'fulfilled') ready.push(w.value);
  }
  run.psRef = ready;
  const setupErrors = run.stats.errors;
  console.log(
    `> ${label}: ${ready.length}/${players} players ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; running ${seconds} s (journeys start over the first ${args.ramp ?? (seconds / 3).toFixed(0)} s)`,
  );
  const memory = new Map();
  const sampleMemory = () => {
    for (const [name, pid] of rssTargets(state)) {
      const kb = rssKb(pid);
      if (kb) memory.set(name, Math.max(memory.get(name) ?? 0, kb));
    }
  };
  const memTimer = setInterval(sampleMemory, 1000);
  sampleMemory();
  const cpuBefore = cpuSnapshot(state);
  run.stats = new Stats();
  const t0 = performance.now();
  run.deadline = t0 + seconds * 1000;
  run.finished = new Promise((r) => (run.finish = r));
  const faultDone = fault ? runFault(fault, state, run, t0 + seconds * 400) : null;
  const ramp = (args.ramp === undefined ? seconds / 3 : Number(args.ramp)) * 1000;
  const results = await Promise.allSettled(ready.map((p, i) => p.journey((ramp * i) / Math.max(1, ready.length))));
  for (const r of results) if (r.status === 'rejected') console.log(`  journey crashed: ${r.reason?.stack ?? r.reason}`);
  const elapsed = (performance.now() - t0) / 1000;
  await Promise.allSettled(run.pending);
  run.finish();
  run.stopped = true;
  for (const p of ps) p.closeStream();
  clearInterval(memTimer);
  const cpu = cpuReport(cpuBefore, cpuSnapshot(state), elapsed);
  const faultLine = faultDone ? await faultDone : null;
  return { run, ps: ready, elapsed, setupErrors, memory, cpu, faultLine, crashed: results.filter((r) => r.status === 'rejected').length };
}

/* ——— CPU: what the product got of this machine during the timed run ——— */
const TICK = 100; // USER_HZ: clock ticks per second of /proc's CPU times on Linux
function cpuTicks(pid, children = false) {
  try {
    // After "(comm)": state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from 1.
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  } catch {
    return 0;
  }
}
function childPids(pid) {
  return spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split(/\s+/)
    .filter(Boolean)
    .map(Number);
}
function cpuSnapshot(state) {
  const out = new Map();
  for (const [name, pid] of rssTargets(state)) {
    // nginx: the master and its workers; a server: itself.
    out.set(name, cpuTicks(pid) + (name.startsWith('nginx') ? childPids(pid).reduce((n, c) => n + cpuTicks(c), 0) : 0));
  }
  if (state?.pg) {
    try {
      const pid = Number(fs.readFileSync(path.join(state.pg.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // Backends that ended meanwhile are in the postmaster's children's times.
      out.set('PostgreSQL', cpuTicks(pid, true) + childPids(pid).reduce((n, c) => n + cpuTicks(c), 0));
    } catch {
      // not readable: left out
    }
  }
  const u = process.cpuUsage();
  out.set('this harness', ((u.user + u.system) / 1e6) * TICK);
  const stat = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { procs: out, busy: stat.reduce((a, b) => a + b, 0) - stat[3] - (stat[4] ?? 0), total: stat.reduce((a, b) => a + b, 0), load: os.loadavg()[0] };
}
function cpuReport(a, b, elapsed) {
  const used = [...b.procs].map(([name, t]) => [name, Math.max(0, t - (a.procs.get(name) ?? t)) / TICK]);
  const product = used.filter(([n]) => n !== 'this harness').reduce((s, [, v]) => s + v, 0);
  const cores = os.cpus().length;
  return {
    used,
    product,
    coreSeconds: cores * elapsed,
    machineBusy: (b.busy - a.busy) / Math.max(1, b.total - a.total),
    load: [a.load, b.load],
    cores,
  };
}
function printCpu({ cpu, run, elapsed }) {
  if (!cpu) return;
  const answered = [...run.stats.steps.values()].reduce((n, s) => n + s.count, 0);
  const perReq = answered ? (cpu.product * 1000) / answered : 0;
  console.log(
    `  CPU during the run (${elapsed.toFixed(0)} s × ${cpu.cores} cores = ${cpu.coreSeconds.toFixed(0)} core-s): ${cpu.used.map(([n, v]) => `${n} ${v.toFixed(1)} s`).join(', ')}; ` +
      `the product got ${((100 * cpu.product) / cpu.coreSeconds).toFixed(0)} % of the machine (machine busy ${(100 * cpu.machineBusy).toFixed(0)} %, load average ${cpu.load[0].toFixed(1)} → ${cpu.load[1].toFixed(1)})`,
  );
  if (perReq)
    console.log(
      `  ${perReq.toFixed(1)} ms of the product's CPU per answer: with the ${cpu.cores} cores to itself it would answer about ${((cpu.cores * 1000) / perReq).toFixed(0)} req/s of this mix`,
    );
}

function printSteps(label, { run, elapsed }) {
  console.log(`\n${label}: per step (${elapsed.toFixed(1)} s)`);
  console.log('  step               count    req/s    p50 ms   p95 ms   p99 ms  errors  refused');
  let total = 0;
  for (const [name, s] of run.stats.steps) {
    const sorted = [...s.ms].sort((a, b) => a - b);
    total += s.count;
    console.log(
      `  ${name.padEnd(16)} ${String(s.count).padStart(7)} ${(s.count / elapsed).toFixed(1).padStart(8)} ${pct(sorted, 0.5).toFixed(0).padStart(9)} ${pct(sorted, 0.95).toFixed(0).padStart(8)} ${pct(sorted, 0.99).toFixed(0).padStart(8)} ${String(s.errors).padStart(7)} ${String(s.refused).padStart(8)}`,
    );
    for (const f of s.first) console.log(`      first errors: ${f}`);
  }
  console.log(
    `  all steps        ${String(total).padStart(7)} ${(total / elapsed).toFixed(1).padStart(8)}   errors ${run.stats.errors}${run.stats.hung ? `, hung ${run.stats.hung}` : ''}`,
  );
  if (run.stats.upstreams.size)
    console.log(`  answered by: ${[...run.stats.upstreams].map(([k, v]) => `${k} ${v}`).join(', ')} (nginx X-Upstream; streams included)`);
}

/* ——— Memory ——— */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
function rssTargets(state) {
  if (!state) return [];
  if (state.embeddedPid) return [['server (PGlite)', state.embeddedPid]];
  const fresh = readState(state.file) ?? state;
  const out = fresh.instances.filter((i) => i.pid).map((i) => [`instance ${i.name}`, i.pid]);
  if (fresh.nginxPid) out.push(['nginx master', fresh.nginxPid]);
  return out;
}
/** PostgreSQL's processes together (the postmaster and its backends), read from its pid file. */
function pgRssKb(state) {
  if (!state?.pg) return 0;
  try {
    const pid = Number(fs.readFileSync(path.join(state.pg.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const kids = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .stdout.split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...kids].reduce((s, p) => s + rssKb(p), 0);
  } catch {
    return 0;
  }
}

/* ——— Faults ——— */
function readState(file) {
  try {
    return { ...JSON.parse(fs.readFileSync(file, 'utf8')), file };
  } catch {
    return null;
  }
}
/** Runs a PostgreSQL tool as the server's owner (root runs it as postgres, as scripts/with-postgres.sh does). */
function asPgAsync(state, cmd, argv) {
  const [bin, all] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path.join(state.pg.bin, cmd), ...argv]] : [path.join(state.pg.bin, cmd), argv];
  return new Promise((resolve) => {
    const child = spawn(bin, all, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => resolve({ code, out }));
  });
}
/** Instances the cluster restarted since `before` (their pid changed): a crash. */
function restartedSince(state, before) {
  const now = readState(state.file);
  return (now?.instances ?? []).filter((i) => before.get(i.name) !== undefined && before.get(i.name) !== i.pid).map((i) => i.name);
}

/** A call that needs the database (a player's session and balance), never a cached answer. */
async function probe(run) {
  const p = run.psRef?.[0];
  const r = await request(run.base, 'POST', '/api/auth/get_balance', { body: p ? p.who() : { domain_name: DOMAIN }, timeout: 5000 });
  return r.json?.statusCode === 1;
}

async function runFault(kind, state, run, at) {
  await sleep(Math.max(0, at - performance.now()));
  const t = () => (performance.now() - run.stats.t0) / 1000;
  const errorsBefore = run.stats.errors;
  const start = t();
  const pidsBefore = new Map((readState(state.file)?.instances ?? []).map((i) => [i.name, i.pid]));
  if (kind === 'kill') {
    const s = readState(state.file);
    const victim = s.instances[s.instances.length - 1];
    console.log(`  [fault] ${start.toFixed(1)} s: kill -9 instance ${victim.name} (pid ${victim.pid}, :${victim.port})`);
    process.kill(victim.pid, 'SIGKILL');
    // Back when the cluster restarted it and it is ready.
    let back = null;
    await sleep(500);
    while (!run.over()) {
      const ok = await request(victim.url, 'GET', '/readyz', { timeout: 2000 }).then((r) => r.status === 200);
      if (ok) {
        back = t();
        break;
      }
      await sleep(200);
    }
    await waitDone(run);
    const errs = run.stats.errorsAt.filter((x) => x >= start);
    const during = back === null ? errs.length : errs.filter((x) => x <= back + 2).length;
    const reconnects = run.psRef?.reduce((n, p) => n + p.reconnects, 0);
    return {
      kind,
      text: `fault kill: instance ${victim.name} killed at ${start.toFixed(1)} s, ${back === null ? 'not back before the end' : `ready again after ${(back - start).toFixed(1)} s (restarted by the cluster)`}; errors before ${errorsBefore}, during ${during}, after ${errs.length - during}`,
      errorsAfter: errs.length - during,
      errorsBefore,
      reconnects,
    };
  }
  if (kind === 'pg-restart') {
    console.log(`  [fault] ${start.toFixed(1)} s: PostgreSQL restart (pg_ctl restart -m fast)`);
    // Asynchronously (the players go on meanwhile); the restarted server logs to its file, not to this process.
    const r = await asPgAsync(state, 'pg_ctl', ['-D', state.pg.data, '-l', path.join(state.pg.data, 'server.log'), '-m', 'fast', '-w', 'restart']);
    const up = t();
    if (r.code !== 0) console.log(`  pg_ctl: ${r.out}`);
    // Recovered: the first database-backed answer through the load balancer after PostgreSQL is up.
    let recovered = null;
    while (!run.over()) {
      if (await probe(run)) {
        recovered = t();
        break;
      }
      await sleep(100);
    }
    await waitDone(run);
    const errs = run.stats.errorsAt.filter((x) => x >= start);
    const grace = recovered ?? Infinity;
    const during = errs.filter((x) => x <= grace + 1).length;
    return {
      kind,
      text: `fault pg-restart: PostgreSQL down at ${start.toFixed(1)} s, up after ${(up - start).toFixed(1)} s, instances answering from the database again ${recovered === null ? 'never (before the end)' : `${(recovered - up).toFixed(1)} s later`}${restartedSince(state, pidsBefore).length ? '' : ' (no instance restarted)'}; errors before ${errorsBefore}, while down or recovering ${during}, after ${errs.length - during}`,
      errorsAfter: errs.length - during,
      errorsBefore,
      recovered: recovered !== null,
      crashed: restartedSince(state, pidsBefore),
    };
  }
  // pg-slow: a long transaction holds a lock on the hot table (players' rows: every money movement locks one).
  const HOLD_S = 12;
  console.log(`  [fault] ${start.toFixed(1)} s: PostgreSQL slowed: a transaction holds the players table (share row exclusive) for ${HOLD_S} s`);
  const locker = spawn(
    path.join(state.pg.bin, 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(state.pg.port),
      '-U',
      'postgres',
      '-d',
      'playfront',
      '-q',
      '-c',
      `begin; lock table players in share row exclusive mode; select pg_sleep(${HOLD_S}); commit;`,
    ],
    { stdio: 'ignore' },
  );
  const released = new Promise((r) => locker.on('exit', r));
  // Latency of a money call while the lock is held: it must answer (a timeout answer is fine), not hang.
  const before = run.stats.steps.get('withdraw')?.ms.length ?? 0;
  await released;
  const end = t();
  await waitDone(run);
  const wd = (run.stats.steps.get('withdraw')?.ms ?? []).slice(before);
  const errs = run.stats.errorsAt.filter((x) => x >= start);
  // A request queued behind the lock may still end in a timeout after its release: waiting for a pool
  // connection (5 s) and then its statement (the cluster's DB_STATEMENT_TIMEOUT_MS, 8 s): 13 s of grace.
  const during = errs.filter((x) => x <= end + 13).length;
  const unclear = run.stats.errorLog.filter((l) => Number.parseFloat(l) >= start && !/HTTP 503/.test(l)).length;
  const messages = [...run.stats.steps.values()].flatMap((s) => s.first).filter((m) => Number.parseFloat(m) >= start);
  return {
    kind,
    text: `fault pg-slow: lock held ${start.toFixed(1)}–${end.toFixed(1)} s; slowest withdrawal ${wd.length ? Math.max(...wd).toFixed(0) : '-'} ms; errors while slowed or within 13 s of the release ${during} (${unclear} of them not a clear 503 answer; first: ${messages[0] ?? 'none'}), after ${errs.length - during}; hung requests (no answer in ${REQUEST_TIMEOUT_MS / 1000} s) ${run.stats.hung}`,
    errorsAfter: errs.length - during,
    errorsBefore,
    hung: run.stats.hung,
    crashed: restartedSince(state, pidsBefore),
  };
}
/** Until every journey has ended (their last requests too): the fault's figures count everything. */
async function waitDone(run) {
  await run.finished;
}

/* ——— Acknowledged vs the database ——— */
async function compareWithDatabase(databaseUrl, ps) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const out = {};
    const kinds = [
      ['deposits', 'deposit', 'deposit'],
      ['withdrawals', 'withdrawal_hold', 'withdrawal'],
      ['bets', 'bet_hold', 'sports_bet'],
      ['claims', 'bonus', 'inbox'],
    ];
    const accounts = ps.map((p) => p.account_id.toLowerCase());
    for (const [name, kind, ref] of kinds) {
      const acked = ps.flatMap((p) => p.acked[name].map(String));
      const rows = (
        await c.query(
          `select e.ref_id, count(*)::int as n from ledger_entries e join players p on p.id = e.player_id
           where e.kind = $1 and e.ref_type = $2 and lower(p.account_id) = any($3) group by e.ref_id`,
          [kind, ref, accounts],
        )
      ).rows;
      const seen = new Map(rows.map((r) => [r.ref_id, r.n]));
      const ackedSet = new Set(acked);
      out[name] = {
        acked: acked.length,
        lost: acked.filter((id) => !seen.has(id)).length,
        doubled: rows.filter((r) => r.n > 1).length,
        unanswered: rows.filter((r) => !ackedSet.has(r.ref_id)).length,
      };
    }
    return out;
  } finally {
    await c.end();
  }
}

function ledgerCheckCli(databaseUrl) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'ledger-check.ts')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return { ok: r.status === 0, text: (r.stdout + r.stderr).trim() };
}
async function ledgerCheckHttp(base, opsKey) {
  const r = await request(base, 'GET', '/api/ops/ledger-check', { headers: { 'x-ops-key': opsKey }, timeout: 120_000 });
  const rep = r.json?.report;
  if (!rep) return { ok: false, text: `ledger check: ${describe(r)}` };
  return {
    ok: rep.ok,
    text: `ledger check (GET /api/ops/ledger-check): ${rep.players} players, ${rep.entries} entries; balances equal their entries: ${rep.balanceMismatches.length ? 'NO' : 'yes'}; ${rep.ok ? 'OK' : 'FAILED'}`,
  };
}

/* ——— The embedded default: one server on PGlite ——— */
async function startEmbedded(port) {
  const { ensureBuild } = await import('./lib/build.mjs');
  const { serverArgs } = await import('./lib/server.mjs');
  ensureBuild(root, { quiet: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playfront-load-pglite-'));
  const opsKey = `load-ops-${randomBytes(12).toString('hex')}`;
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, serverArgs(root), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      NODE_ENV: 'development',
      DEMO_PAYMENTS: '1',
      DEMO_SPORTS: '1',
      DEMO_GAMES: '1',
      DEMO_TAC: '1',
      TAC_REQUESTS_PER_OPERATOR: '1000000',
      ...process.env,
      DATABASE_URL: '',
      OPS_KEY: opsKey,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`embedded server exited; see ${log}`);
    if ((await request(`http://127.0.0.1:${port}`, 'GET', '/readyz', { timeout: 2000 })).status === 200) break;
    await sleep(500);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    opsKey,
    state: { embeddedPid: child.pid },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/* ——— Main ——— */
async function one({ label, embedded, players, seconds, fault }) {
  let base, opsKey, state, stop, databaseUrl;
  if (embedded) {
    const e = await startEmbedded(Number(process.env.LOAD_EMBEDDED_PORT ?? 3960));
    ({ base, opsKey, state, stop } = e);
  } else {
    const file = args.state ?? process.env.CLUSTER_STATE ?? `/tmp/playfront-cluster-${args.target ? new URL(args.target).port || 80 : 3900}.json`;
    state = readState(file);
    base = args.target ?? state?.url;
    if (!base) throw new Error(`no cluster state at ${file}: start npm run cluster first, or pass --target <url>`);
    opsKey = process.env.OPS_KEY ?? state?.opsKey;
    if (!opsKey) throw new Error('the ops key (env OPS_KEY) is needed to send inbox rewards and check the ledger');
    databaseUrl = process.env.DATABASE_URL || state?.databaseUrl;
    if (fault && !state) throw new Error('a fault needs the cluster state file (npm run cluster)');
    if (fault && fault !== 'kill' && !state.pg)
      throw new Error('pg faults need the cluster to run its own PostgreSQL (no DATABASE_URL given to npm run cluster)');
  }
  const res = await loadRun({ base, opsKey, players, seconds, fault, state, label });
  res.label = label;
  res.players = players;
  res.pgRss = pgRssKb(state);
  printSteps(label, res);
  printCpu(res);
  const reconnects = res.ps.reduce((n, p) => n + p.reconnects, 0);
  if (res.faultLine?.errorsAfter) console.log(`  the last errors: ${res.run.stats.errorLog.slice(-Math.min(3, res.faultLine.errorsAfter)).join(' | ')}`);
  if (res.faultLine)
    console.log(
      `  ${res.faultLine.text}; balance streams reconnected ${reconnects} times${res.faultLine.crashed?.length ? `; CRASHED meanwhile (restarted by the cluster): instance ${res.faultLine.crashed.join(', ')}` : ''}`,
    );
  if (databaseUrl) {
    res.compare = await compareWithDatabase(databaseUrl, res.ps);
    console.log(
      `  acknowledged vs database: ${Object.entries(res.compare)
        .map(([k, v]) => `${k} ${v.acked} acked, ${v.lost} lost, ${v.doubled} doubled${v.unanswered ? `, ${v.unanswered} done without an answer` : ''}`)
        .join('; ')}`,
    );
    res.ledger = ledgerCheckCli(databaseUrl);
  } else res.ledger = await ledgerCheckHttp(base, opsKey);
  console.log(`  npm run ledger:check → ${res.ledger.text.split('\n').join('\n    ')}`);
  const mem = [...res.memory].map(([k, v]) => `${k} ${(v / 1024).toFixed(0)} MB`);
  if (res.pgRss) mem.push(`PostgreSQL (all processes, end) ${(res.pgRss / 1024).toFixed(0)} MB`);
  if (mem.length) console.log(`  peak RSS: ${mem.join(', ')}`);
  await stop?.();
  return res;
}

function verdict(res) {
  const problems = [];
  const { run } = res;
  if (res.crashed) problems.push(`${res.crashed} journeys crashed`);
  if (res.setupErrors) problems.push(`${res.setupErrors} errors in the setup`);
  if (res.faultLine) {
    // A fault may cost errors while it lasts; none before it, none after recovery, nothing hung.
    if (res.faultLine.errorsBefore) problems.push(`${res.faultLine.errorsBefore} errors before the fault`);
    if (res.faultLine.errorsAfter) problems.push(`${res.faultLine.errorsAfter} errors after recovery`);
    if (run.stats.hung) problems.push(`${run.stats.hung} requests hung`);
    if (res.faultLine.recovered === false) problems.push('no recovery before the end of the run');
    if (res.faultLine.crashed?.length) problems.push(`instance ${res.faultLine.crashed.join(', ')} crashed and was restarted by the cluster`);
  } else if (run.stats.errors) problems.push(`${run.stats.errors} errors`);
  for (const [k, v] of Object.entries(res.compare ?? {})) {
    if (v.lost) problems.push(`${v.lost} acknowledged ${k} lost`);
    if (v.doubled) problems.push(`${v.doubled} ${k} doubled`);
  }
  if (!res.ledger.ok) problems.push('ledger check failed');
  return problems;
}

const results = [];
const stamp = `load: ${new Date().toISOString()} on ${os.cpus().length} cores, load average ${os
  .loadavg()
  .map((x) => x.toFixed(2))
  .join(' ')}`;
console.log(stamp);
if (args.compare) {
  results.push(await one({ label: `cluster (${PLAYERS} players)`, players: PLAYERS, seconds: SECONDS }));
  results.push(
    await one({ label: `embedded PGlite (${args['embedded-players']} players)`, embedded: true, players: Number(args['embedded-players']), seconds: SECONDS }),
  );
} else {
  results.push(
    await one({
      label: args.embedded ? `embedded PGlite (${PLAYERS} players)` : `cluster (${PLAYERS} players)`,
      embedded: args.embedded,
      players: PLAYERS,
      seconds: SECONDS,
      fault: args.fault,
    }),
  );
}

if (results.length > 1) {
  console.log('\nside by side');
  const steps = [...new Set(results.flatMap((r) => [...r.run.stats.steps.keys()]))];
  const W = 36;
  const cell = (a) => `${a[0].padStart(7)}${a[1].padStart(7)}${a[2].padStart(7)}${a[3].padStart(7)}${a[4].padStart(6)}`.padStart(W);
  console.log(`  ${'step'.padEnd(16)}${results.map((r) => r.label.padStart(W)).join('')}`);
  console.log(`  ${''.padEnd(16)}${results.map(() => cell(['req/s', 'p50', 'p95', 'p99', 'err'])).join('')}`);
  for (const name of steps) {
    const cells = results.map((r) => {
      const s = r.run.stats.steps.get(name);
      if (!s) return '-'.padStart(W);
      const sorted = [...s.ms].sort((a, b) => a - b);
      return cell([
        (s.count / r.elapsed).toFixed(1),
        pct(sorted, 0.5).toFixed(0),
        pct(sorted, 0.95).toFixed(0),
        pct(sorted, 0.99).toFixed(0),
        String(s.errors),
      ]);
    });
    console.log(`  ${name.padEnd(16)}${cells.join('')}`);
  }
  const rss = (r) =>
    [...r.memory.values()]
      .map((v) => (v / 1024).toFixed(0))
      .join(' + ')
      .concat(r.pgRss ? ` + pg ${(r.pgRss / 1024).toFixed(0)}` : '');
  console.log(`  ${'peak RSS MB'.padEnd(16)}${results.map((r) => rss(r).padStart(W)).join('')}`);
  // The machine is shared: what each server got of it says more than its latencies.
  const cpu = (r) =>
    r.cpu ? `${r.cpu.product.toFixed(1)} s (${((100 * r.cpu.product) / r.cpu.coreSeconds).toFixed(0)} %, load ${r.cpu.load[1].toFixed(0)})` : '-';
  console.log(`  ${'CPU it got'.padEnd(16)}${results.map((r) => cpu(r).padStart(W)).join('')}`);
}

let failed = false;
for (const r of results) {
  const problems = verdict(r);
  console.log(`\n${r.label}: ${problems.length ? `FAILED: ${problems.join('; ')}` : 'OK: no errors, nothing lost or doubled, ledger balanced'}`);
  failed ||= problems.length > 0;
}
if (args.json)
  fs.writeFileSync(
    args.json,
    JSON.stringify(
      results.map((r) => ({
        label: r.label,
        elapsed: r.elapsed,
        fault: r.faultLine?.text,
        compare: r.compare,
        ledger: r.ledger,
        memoryKb: Object.fromEntries(r.memory),
        steps: Object.fromEntries([...r.run.stats.steps].map(([k, s]) => [k, { count: s.count, errors: s.errors, refused: s.refused, first: s.first }])),
      })),
      null,
      2,
    ),
  );
agent.destroy();
process.exit(failed ? 1 : 0);
