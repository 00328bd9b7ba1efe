import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { CatalogueService } from '../services/catalogue.ts';
import { assertOpen, OperatorDirectory } from '../services/operators.ts';
import { SiteService } from '../services/site.ts';
import { checkOperatorCommand, runOperatorCommand } from './command.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2030-01-01T00:00:00Z');
const run = (...argv: string[]) => runOperatorCommand(database.db, argv, { actor: 'cli:test', now: () => NOW });

/** Rows of every table the command writes: a refusal must leave all of them as they were. */
async function counts() {
  const db = database.db;
  const n = async (table: typeof t.operators | typeof t.operatorDomains | typeof t.cmsPages | typeof t.auditLog | typeof t.engageSettings) =>
    (await db.select({ n: count() }).from(table))[0].n;
  return {
    operators: await n(t.operators),
    domains: await n(t.operatorDomains),
    cms: await n(t.cmsPages),
    engage: await n(t.engageSettings),
    audit: await n(t.auditLog),
  };
}

async function auditOf(action: string) {
  return database.db.select().from(t.auditLog).where(eq(t.auditLog.action, action)).orderBy(asc(t.auditLog.id));
}

const CREATE = ['create', '--domain', 'casino.example.com', '--template', 'slot3', '--palette', '2', '--name', 'Lucky Star'];

describe('operator command', () => {
  it('creates a site whose startup call answers for its domain', async () => {
    const r = await run(...CREATE, '--languages', 'en,zh,NE', '--default-language', 'zh', '--currency', 'php', '--time-zone', 'asia/manila');
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Created operator \d+ \(code casino-example-com\)/);
    expect(r.stdout).toContain('Point DNS for casino.example.com');

    const operators = new OperatorDirectory(database.db);
    const site = new SiteService(database.db, new CatalogueService(database.db));
    const op = await operators.require('Casino.Example.com');
    const startup = await site.startup(op);
    expect(startup.statusCode).toBe(1);
    expect(startup.site).toMatchObject({ site_name: 'Lucky Star', theme_code: 'slot3', theme_color: '2', currency: 'PHP', local_language: 'CN' });
    expect(startup.language.map((l) => l.code)).toEqual(['CN', 'EN', 'NE']);
    expect(startup.maintenance.is_maintenance).toBe(false);

    const cms = await site.cms(op);
    expect(Object.keys(cms).sort()).toEqual(['about_us', 'banking', 'contact_us', 'faqs', 'privacy_policy', 'responsible_gaming', 'term_condition']);
    expect(cms.about_us.en_body).toContain('Lucky Star');
    expect(cms.about_us.en_body).not.toContain('{site}');
    expect(cms.about_us.local_body).toContain('Lucky Star');
    expect(cms.contact_us.status).toBe(false);
    expect((await site.seo(op, 'home')).meta_title).toContain('Lucky Star');
    const [settings] = await database.db.select().from(t.engageSettings).where(eq(t.engageSettings.operatorId, op.id));
    expect(settings.timeZone).toBe('Asia/Manila');
    expect((await database.db.select().from(t.vipLevels).where(eq(t.vipLevels.operatorId, op.id))).length).toBeGreaterThan(0);
    expect((await database.db.select().from(t.operatorBanks).where(eq(t.operatorBanks.operatorId, op.id))).length).toBeGreaterThan(0);
    // No demo player or promotions.
    expect((await database.db.select().from(t.players).where(eq(t.players.operatorId, op.id))).length).toBe(0);
    expect((await database.db.select().from(t.promotions).where(eq(t.promotions.operatorId, op.id))).length).toBe(0);

    const [entry] = await auditOf('operator.create');
    expect(entry).toMatchObject({ actor: 'cli:test', operatorId: op.id, target: 'casino-example-com', before: null });
    expect(entry.after).toMatchObject({ name: 'Lucky Star', domains: ['casino.example.com'], timeZone: 'Asia/Manila' });
  });

  it.each([
    [['--domain', 'https://x.example.com/'], '--domain'],
    [['--domain', 'bad_host.example.com'], '--domain'],
    [['--domain', '10.0.0.1'], '--domain'],
    [['--template', 'slot99'], '--template'],
    [['--palette', '6'], '--palette: must be 1–5'],
    [['--palette', '0'], '--palette: must be 1–5'],
    [['--name', '  '], '--name'],
    [['--languages', 'en,xx'], '--languages'],
    [['--languages', 'en,zh', '--default-language', 'ru'], '--default-language'],
    [['--currency', 'PESO'], '--currency'],
    [['--currency', 'XYZ'], '--currency'],
    [['--time-zone', 'Mars/Olympus'], '--time-zone'],
    [['--code', 'Bad Code!'], '--code'],
    [['--until', '2031-01-01'], '--until: not an option of create'],
    [['--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j naming the field, writing nothing', async (override, message) => {
    // A free domain, then the bad value in place of (or besides) the good one.
    const args = [...CREATE.slice(0, 2), 'other.example.com', ...CREATE.slice(3)];
    for (let i = 0; i < override.length; i += 2) {
      const at = args.indexOf(override[i]);
      if (at >= 0) args[at + 1] = override[i + 1];
      else args.push(override[i], override[i + 1]);
    }
    const before = await counts();
    const r = await run(...args);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a domain already used, and a missing value', async () => {
    const before = await counts();
    const dup = await run(...CREATE.slice(0, 2), 'CASINO.example.com', ...CREATE.slice(3));
    expect(dup.exitCode).toBe(2);
    expect(dup.stderr).toContain('--domain: casino.example.com is already used by operator casino-example-com');
    const missing = await run('create', '--domain', 'new.example.com', '--template', 'slot3', '--name', 'X');
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('--palette: must be 1–5');
    expect(await counts()).toEqual(before);
  });

  it('gives a second site of a similar domain its own code', async () => {
    const r = await run('create', '--domain', 'www.casino.example.com', '--template', 'casino1', '--palette', '1', '--name', 'Second');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('(code casino-example-com-2)');
  });

  it('updates a site and writes what changed to the audit log', async () => {
    const r = await run('update', 'casino.example.com', '--name', 'Lucky Star Manila', '--palette', '4', '--languages', 'en,fil', '--time-zone', 'Asia/Tokyo');
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const op = await new OperatorDirectory(database.db).require('casino.example.com');
    expect(op).toMatchObject({ siteName: 'Lucky Star Manila', themeColor: '4', languages: ['EN', 'PHP'], localLanguage: 'PHP', logoText: 'Lucky Star Manila' });
    const [settings] = await database.db.select().from(t.engageSettings).where(eq(t.engageSettings.operatorId, op.id));
    expect(settings.timeZone).toBe('Asia/Tokyo');
    // Untouched default pages follow the new name and local language.
    const about = (await new SiteService(database.db, new CatalogueService(database.db)).cms(op)).about_us;
    expect(about.en_body).toContain('Lucky Star Manila');
    const [entry] = await auditOf('operator.update');
    expect(entry.before).toMatchObject({ name: 'Lucky Star', palette: '2', timeZone: 'Asia/Manila' });
    expect(entry.after).toMatchObject({ name: 'Lucky Star Manila', palette: '4', timeZone: 'Asia/Tokyo', localLanguage: 'PHP' });
    expect(entry.after).not.toHaveProperty('template');

    const before = await counts();
    const bad = await run('update', 'casino-example-com', '--name', 'Fine', '--template', 'nope');
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('--template');
    const notAmong = await run('update', 'casino-example-com', '--default-language', 'ru');
    expect(notAmong.stderr).toContain("--default-language: RUS is not among the site's languages");
    const nothing = await run('update', 'casino-example-com');
    expect(nothing.exitCode).toBe(2);
    const unknown = await run('update', 'nobody.example.com', '--palette', '1');
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('operator: no operator');
    expect(await counts()).toEqual(before);
    expect((await new OperatorDirectory(database.db).require('casino.example.com')).siteName).toBe('Lucky Star Manila');
  });

  it('adds a domain the site then answers on', async () => {
    const r = await run('add-domain', 'casino-example-com', 'Lucky.Example.org');
    expect(r.exitCode).toBe(0);
    const op = await new OperatorDirectory(database.db).require('lucky.example.org');
    expect(op.code).toBe('casino-example-com');
    expect((await auditOf('operator.add_domain')).map((e) => e.target)).toEqual(['lucky.example.org']);
    const before = await counts();
    const again = await run('add-domain', 'casino-example-com-2', 'lucky.example.org');
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain('domain: lucky.example.org is already used by operator casino-example-com');
    expect(await counts()).toEqual(before);
  });

  it('puts a site in maintenance and back', async () => {
    const on = await run('maintenance', 'on', 'casino-example-com', '--until', '2030-01-02T06:00:00Z');
    expect(on.exitCode).toBe(0);
    const directory = new OperatorDirectory(database.db, 0);
    const site = new SiteService(database.db, new CatalogueService(database.db));
    const m = (await site.startup(await directory.require('casino.example.com'), NOW)).maintenance;
    expect(m).toEqual({ is_maintenance: true, start_date: NOW.toISOString(), end_date: '2030-01-02T06:00:00.000Z' });

    const before = await counts();
    const past = await run('maintenance', 'on', 'casino-example-com', '--until', '2029-12-31');
    expect(past.stderr).toContain('--until: must be in the future');
    const junk = await run('maintenance', 'on', 'casino-example-com', '--until', 'tomorrow');
    expect(junk.stderr).toContain('--until');
    const offUntil = await run('maintenance', 'off', 'casino-example-com', '--until', '2030-02-01');
    expect(offUntil.stderr).toContain('--until: only with maintenance on');
    expect(await counts()).toEqual(before);

    const badFrom = await run('maintenance', 'on', 'casino-example-com', '--from', 'soon');
    expect(badFrom.stderr).toContain('--from');
    const backwards = await run('maintenance', 'on', 'casino-example-com', '--from', '2030-01-03T00:00:00Z', '--until', '2030-01-02T00:00:00Z');
    expect(backwards.stderr).toContain('--until: must be after --from');
    expect(await counts()).toEqual(before);

    expect((await run('maintenance', 'off', 'casino-example-com')).exitCode).toBe(0);
    expect((await site.startup(await directory.require('casino.example.com'), NOW)).maintenance.is_maintenance).toBe(false);
    const entries = await auditOf('operator.maintenance');
    expect(entries.map((e) => e.after)).toEqual([
      { on: true, start: NOW.toISOString(), end: '2030-01-02T06:00:00.000Z' },
      { on: false, start: null, end: null },
    ]);
  });

  it('schedules a window that opens and closes by itself: maintenance during it, not before or after', async () => {
    const from = '2030-01-01T02:00:00.000Z';
    const until = '2030-01-01T03:00:00.000Z';
    const r = await run('maintenance', 'casino-example-com', 'on', '--from', from, '--until', until);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toContain(`goes into maintenance at ${from} until ${until}, by itself`);
    // Each moment asked of a fresh directory and site service (as a newly started instance would).
    const at = async (iso: string) => {
      const op = await new OperatorDirectory(database.db, 0).require('casino.example.com');
      const site = new SiteService(database.db, new CatalogueService(database.db));
      const startup = await site.startup(op, new Date(iso));
      let refused = '';
      try {
        assertOpen(op, new Date(iso));
      } catch (e) {
        refused = (e as Error).message;
      }
      return { shown: startup.maintenance.is_maintenance, refused };
    };
    expect(await at('2030-01-01T01:59:59.999Z')).toEqual({ shown: false, refused: '' });
    expect(await at(from)).toEqual({ shown: true, refused: 'maintenance' });
    expect(await at('2030-01-01T02:59:59.999Z')).toEqual({ shown: true, refused: 'maintenance' });
    expect(await at(until)).toEqual({ shown: false, refused: '' });
    const shown = await run('show', 'casino-example-com');
    expect(shown.stdout).toContain(`maintenance: from ${from}, until ${until}`);
    expect((await run('list')).stdout).toMatch(/casino-example-com .* scheduled /);

    // One answer kept by a running instance is not kept past the window's opening.
    const op = await new OperatorDirectory(database.db, 0).require('casino.example.com');
    const site = new SiteService(database.db, new CatalogueService(database.db), 60_000);
    expect((await site.startup(op, new Date('2030-01-01T01:59:59.000Z'))).maintenance.is_maintenance).toBe(false);
    expect((await site.startup(op, new Date('2030-01-01T02:00:00.000Z'))).maintenance.is_maintenance).toBe(true);
    expect((await site.startup(op, new Date(until))).maintenance.is_maintenance).toBe(false);
    expect((await run('maintenance', 'off', 'casino-example-com')).exitCode).toBe(0);
  });

  it('lists and shows the operators', async () => {
    const list = await run('list');
    expect(list.exitCode).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+CODE\s+NAME\s+TEMPLATE\s+CURRENCY\s+STATE\s+DOMAINS$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/casino-example-com\s+Lucky Star Manila\s+slot3\/4\s+PHP\s+open\s+casino\.example\.com, lucky\.example\.org/);

    const show = await run('show', 'lucky.example.org');
    expect(show.exitCode).toBe(0);
    expect(show.stdout).toContain('(code casino-example-com): "Lucky Star Manila"');
    expect(show.stdout).toMatch(/domains:\s+casino\.example\.com, lucky\.example\.org/);
    expect(show.stdout).toMatch(/languages:\s+EN, PHP \(default EN; local texts in PHP\)/);
    expect(show.stdout).toMatch(/time zone:\s+Asia\/Tokyo/);
    expect(show.stdout).toMatch(/maintenance:\s+off/);
  });

  it('refuses a bad value or a usage error before any database is opened; anything else needs the database', async () => {
    const check = (...argv: string[]) => checkOperatorCommand(argv, { actor: 'operator command:test', now: () => NOW });
    const bad = await check(...CREATE.slice(0, 5), '--palette', '9', '--name', 'X');
    expect(bad).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('--palette: must be 1–5') });
    expect((await check('maintenance', 'lucky', 'maybe'))?.exitCode).toBe(2);
    expect((await check('update', 'lucky'))?.stderr).toContain('nothing to change');
    expect((await check('help'))?.exitCode).toBe(0);
    for (const argv of [CREATE, ['list'], ['show', 'lucky'], ['update', 'lucky', '--palette', '3'], ['create-admin', '--email', 'a@example.com']])
      expect(await check(...argv), argv.join(' ')).toBeNull();
  });
});
