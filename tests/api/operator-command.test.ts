// Launching an operator without code: `npm run operator` in production mode, on the embedded
// database (a production start before and after) and on PostgreSQL (the running server follows).
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/client.ts';
import { commandActor, runOperatorCommand } from '../../api/operators-admin/command.ts';
import { BASE, eventually, post, sleep, type Reply } from './helpers.ts';
import { CONSOLE_ADMIN, consoleCall, consoleSignIn, tokenOf, totpCode } from './console-client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PG = !!process.env.DATABASE_URL;
const suffix = Date.now().toString(36);
const DOMAIN = `launch-${suffix}.localhost`;
const CODE = `launch-${suffix}`;
const CONSOLE_SECRET_KEY = 'operator-command-test-console-key-0123456789';
const OS_USER = os.userInfo().username;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run operator -- …` as an operator's engineer runs it: production mode, only the settings given. */
function operator(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', ...args],
      { cwd: root, timeout: 90_000, env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), NODE_ENV: 'production', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A call to `domain` on `port` (the API names the operator by the Host). */
async function startupOf(domain: string, port: string | number): Promise<Reply> {
  const res = await fetch(`http://${domain}:${port}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain_name: domain }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

type Cli = (...args: string[]) => Promise<Run>;

/** Refusals and create: a bad value is refused with its option named and nothing is written; then the site is made. */
async function createSite(cli: Cli, before: { create?: () => Promise<void> } = {}) {
  const base = ['create', '--domain', DOMAIN, '--template', 'slot3', '--palette', '2', '--name', 'Lucky Star', '--code', CODE];
  const refused = await cli(...base, '--time-zone', 'Mars/Olympus');
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('--time-zone: "Mars/Olympus" is not an IANA time zone');
  await before.create?.();
  const made = await cli(...base, '--languages', 'en,zh,ne', '--default-language', 'en', '--currency', 'PHP', '--time-zone', 'Asia/Manila');
  expect(made.stderr).toBe('');
  expect(made.code).toBe(0);
  expect(made.stdout).toMatch(new RegExp(`Created operator \\d+ \\(code ${CODE}\\): "Lucky Star" at ${DOMAIN.replace(/\./g, '\\.')}`));
  expect(made.stdout).toContain('Next steps:');
}

/** list, update, add-domain, maintenance, show; each refusal writes nothing. */
async function changeSite(cli: Cli, around: { update?: () => Promise<void>; updated?: () => Promise<void> } = {}) {
  for (const [option, value] of [
    ['--template', 'slot99'],
    ['--languages', 'en,xx'],
  ]) {
    const r = await cli('update', CODE, option, value);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${option}:`);
  }
  const list = await cli('list');
  expect(list.stdout).toMatch(new RegExp(`${CODE}\\s+Lucky Star\\s+slot3/2\\s+PHP\\s+open\\s+${DOMAIN.replace(/\./g, '\\.')}`));

  await around.update?.();
  const update = await cli('update', CODE, '--name', 'Lucky Star Manila', '--palette', '4');
  expect(update.code).toBe(0);
  expect(update.stdout).toContain('name: "Lucky Star" → "Lucky Star Manila"');
  const refused = await cli('update', CODE, '--palette', '1', '--currency', 'XYZ');
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('--currency:');
  await around.updated?.();

  expect((await cli('add-domain', CODE, `www.${DOMAIN}`)).code).toBe(0);
  const taken = await cli('add-domain', CODE, DOMAIN);
  expect(taken.code).toBe(2);
  expect(taken.stderr).toContain(`domain: ${DOMAIN} is already used by operator ${CODE}`);

  expect((await cli('maintenance', CODE, 'on', '--until', '2099-01-31T18:00:00Z')).code).toBe(0);
  const show = await cli('show', `www.${DOMAIN}`);
  expect(show.stdout).toMatch(new RegExp(`Operator \\d+ \\(code ${CODE}\\): "Lucky Star Manila"`));
  expect(show.stdout).toMatch(/template:\s+slot3, palette 4/);
  expect(show.stdout).toMatch(/languages:\s+EN, CN, NE \(default EN/);
  expect(show.stdout).toMatch(/currency:\s+PHP/);
  expect(show.stdout).toMatch(/time zone:\s+Asia\/Manila/);
  expect(show.stdout).toMatch(/maintenance: on since .*, until 2099-01-31T18:00:00.000Z/);
  expect(show.stdout).toContain(`domains:     ${DOMAIN}, www.${DOMAIN}`);
  expect((await cli('maintenance', CODE, 'off')).code).toBe(0);
}

describe.skipIf(PG)('launch on the embedded database, in production', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-command-'));
  let port = 0;
  let env: Record<string, string>;
  beforeAll(async () => {
    port = await freePort();
    env = {
      DATA_DIR: dataDir,
      CONSOLE_HOST: 'console.localhost',
      CONSOLE_ORIGIN: `http://console.localhost:${port}`,
      CONSOLE_SECRET_KEY,
    };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a first production start says there is no operator and names the command', async () => {
    const server = await npmStart({ ...env, PORT: String(port) }, /NO OPERATOR/);
    try {
      expect(server.output()).toContain('npm run operator -- create --domain <host> --template <code> --palette <1-5> --name "<site name>"');
      expect(server.output()).toContain('npm run operator -- create-admin --email');
      // The server's own log line says the same.
      expect(server.output()).toContain('No operator in the database');
      expect((await startupOf(DOMAIN, port)).json.statusCode).not.toBe(1);
      // The embedded database is the server's while it runs: the command refuses to open it.
      const busy = await operator(env, 'list');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('stop the server');
      // A typo is refused all the same, naming its option: values are checked before the database is opened.
      const typo = await operator(env, 'create', '--domain', DOMAIN, '--template', 'slot3', '--palette', '9', '--name', 'X');
      expect(typo.code).toBe(2);
      expect(typo.stderr).toContain('--palette: must be 1–5');
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('creates, lists, shows, updates, adds a domain, switches maintenance; refusals write nothing', async () => {
    // The command line itself for the refusal and the creation; the other commands through the same function, in this process.
    await createSite((...args) => operator(env, ...args));
    const database = await openDatabase({ dataDir });
    try {
      await changeSite(async (...args) => {
        const r = await runOperatorCommand(database.db, args, { actor: commandActor(OS_USER) });
        return { code: r.exitCode, stdout: r.stdout, stderr: r.stderr };
      });
    } finally {
      await database.close();
    }
  }, 300_000);

  it('then the production start serves the site, and the first administrator signs in through the printed link', async () => {
    const admin = await operator(env, 'create-admin', '--email', `first-${suffix}@example.com`);
    expect(admin.code).toBe(0);
    const link = /(http:\/\/console\.localhost:\d+\/console\/welcome\?token=\S+)/.exec(admin.stdout)?.[1];
    expect(link).toBeTruthy();
    const server = await npmStart({ ...env, PORT: String(port) }, /Ready: open/);
    try {
      const startup = await startupOf(DOMAIN, port);
      expect(startup.json).toMatchObject({ statusCode: 1, site: { site_name: 'Lucky Star Manila', theme_code: 'slot3', theme_color: '4' } });
      expect(startup.json.maintenance.is_maintenance).toBe(false);
      // Production: the link sets the password and hands out an authenticator to confirm before anything else.
      const welcome = await consoleCall('POST', 'welcome', { token: tokenOf(link!), password: 'First-admin-1' }, { port });
      expect(welcome.json).toMatchObject({ statusCode: 1, staff: { role: 'platform_admin', totp_required: true }, totp: { secret: expect.any(String) } });
      const blocked = await consoleCall('GET', 'audit', undefined, { cookie: welcome.cookie, port });
      expect(blocked.json.message).toBe('totpRequired');
      const confirmed = await consoleCall('POST', 'totp/confirm', { code: totpCode(welcome.json.totp.secret) }, { cookie: welcome.cookie, port });
      expect(confirmed.json.staff.totp_enabled).toBe(true);
      // Every command is in the audit log under the command's name and the OS user.
      const audit = await consoleCall('GET', 'audit', undefined, { cookie: welcome.cookie, port });
      const mine = (audit.json.value as Record<string, any>[]).filter((e) => e.actor === `operator command:${OS_USER}`);
      expect(mine.map((e) => e.action).sort()).toEqual([
        'operator.add_domain',
        'operator.create',
        'operator.maintenance',
        'operator.maintenance',
        'operator.update',
        'staff.create',
      ]);
    } finally {
      await server.stop();
    }
  }, 300_000);
});

describe.skipIf(!PG)('launch on PostgreSQL, with a server running', () => {
  const port = new URL(BASE).port;
  const env = {
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    CONSOLE_HOST: 'console.localhost',
    CONSOLE_ORIGIN: `http://console.localhost:${port}`,
    CONSOLE_SECRET_KEY,
  };

  it('every change shows on the running server at once (its cached site is dropped), refusals write nothing', async () => {
    const nameOf = async () => (await startupOf(DOMAIN, port)).json.site?.site_name as string | undefined;
    const cli: Cli = (...args) => operator(env, ...args);
    // The server keeps what a domain resolves to for 10 seconds (even "no site"): each change is read
    // back well within that time after a fresh read, so only a dropped cache shows it.
    await createSite(cli, { create: async () => expect(await nameOf()).toBeUndefined() });
    expect(await eventually(nameOf, (n) => n === 'Lucky Star', 1500)).toBe('Lucky Star');
    await changeSite(cli, {
      update: async () => {
        await sleep(10_500);
        expect(await nameOf()).toBe('Lucky Star');
      },
      updated: async () => expect(await eventually(nameOf, (n) => n === 'Lucky Star Manila', 1500)).toBe('Lucky Star Manila'),
    });
    expect((await post('/startup', { domain_name: DOMAIN })).json.statusCode).toBe(1);
  }, 240_000);

  it("create-admin prints a one-time link the running console opens, and the audit log names the command's user", async () => {
    const email = `pg-admin-${suffix}@example.com`;
    const made = await operator(env, 'create-admin', '--email', email, '--operator', CODE);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Created operator_admin of operator ${CODE} ${email}`);
    const link = /(http:\/\/console\.localhost:\d+\/console\/welcome\?token=\S+)/.exec(made.stdout)![1];
    const welcome = await consoleCall('POST', 'welcome', { token: tokenOf(link), password: 'Pg-admin-11' });
    expect(welcome.json).toMatchObject({ statusCode: 1, staff: { email, role: 'operator_admin', operator: { code: CODE } } });
    const again = await operator(env, 'create-admin', '--email', email, '--operator', CODE);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--email:');

    const admin = await consoleSignIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    const audit = await consoleCall('GET', 'audit?action=operator.create', undefined, { cookie: admin });
    expect((audit.json.value as Record<string, any>[]).find((e) => e.target === CODE)).toMatchObject({ actor: `operator command:${OS_USER}` });
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** `NODE_ENV=production npm start` with only the settings given; resolves once its output matches `ready`. */
async function npmStart(env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const deadline = Date.now() + 240_000;
  while (!ready.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not get ready:\n${out.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
