import { parseArgs } from 'node:util';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEMO_BANKS } from '../db/seed/factories.ts';
import type { Bus } from '../lib/bus.ts';
import { createStaffMember } from '../console/staff.ts';
import { welcomeUrl } from '../console/links.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { DEFAULT_SETTINGS } from '../services/engage/shared.ts';
import { maintenanceAt, normalizeDomain, type Operator } from '../services/operators.ts';
import {
  FieldError,
  codeFromDomain,
  parseCode,
  parseCurrency,
  parseDomain,
  parseEmail,
  parseRole,
  parseLanguage,
  parseLanguages,
  parseName,
  parsePalette,
  parseTemplate,
  parseTimeZone,
  parseFrom,
  parseUntil,
} from './fields.ts';
import { createSite, localLanguageOf, refreshDefaultCms, type Tx } from './new-site.ts';

export interface CommandContext {
  /** Who runs the command, as the audit log names it (commandActor: 'operator command:<os user>'). */
  actor: string;
  /** PostgreSQL's bus: other instances drop their cached sites when a change commits. */
  bus?: Bus;
  now?: () => Date;
  /** Where one-time sign-in links point (CONSOLE_ORIGIN, else the console host on the server's port). */
  consoleOrigin?: string;
}

export interface CommandResult {
  /** 0 done, 1 failed, 2 refused (a bad value or usage; nothing written). */
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

export const USAGE = `Usage: npm run operator -- <command>

  create --domain <host> --template <code> --palette <1-5> --name <site name>
         [--code <code>] [--languages en,zh,ne] [--default-language en]
         [--currency PHP] [--time-zone Asia/Manila]
  list
  show <code|domain>
  update <code|domain> [--name …] [--template …] [--palette …] [--languages …]
         [--default-language …] [--currency …] [--time-zone …]
  add-domain <code|domain> <host>
  maintenance <code|domain> on|off [--from <ISO date>] [--until <ISO date>]
         a window (from now when no --from, until switched off when no --until) that opens
         and closes by itself
  create-admin --email <address> [--operator <code|domain> --role <role>]
         a console member (a platform administrator by default; with --operator an operator_admin
         unless --role says content_editor, payments or support) and their one-time sign-in link

Languages as i18next tags (en, zh, ne, ru, es, fil, ms, vi) or product codes (EN, CN, NE, RUS, ESP, PHP, MS, VI);
the first (or --default-language) is the site's default.`;

const OPTIONS = {
  domain: { type: 'string' },
  template: { type: 'string' },
  palette: { type: 'string' },
  name: { type: 'string' },
  code: { type: 'string' },
  languages: { type: 'string' },
  'default-language': { type: 'string' },
  currency: { type: 'string' },
  'time-zone': { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  email: { type: 'string' },
  operator: { type: 'string' },
  role: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type Options = Partial<Record<Exclude<keyof typeof OPTIONS, 'help'>, string>> & { help?: boolean };

const EDITABLE = ['name', 'template', 'palette', 'languages', 'default-language', 'currency', 'time-zone'] as const;
const ALLOWED: Record<string, readonly string[]> = {
  create: ['domain', 'code', ...EDITABLE],
  list: [],
  show: [],
  update: EDITABLE,
  'add-domain': [],
  maintenance: ['from', 'until'],
  'create-admin': ['email', 'operator', 'role'],
};

/** The audit log's actor of a change made with the command: the command, and the OS user who ran it. */
export const commandActor = (osUser: string) => `operator command:${osUser}`;

class Refused extends Error {}

/** Thrown by the stand-in database of checkOperatorCommand: the command got past its checks. */
class NeedsDatabase extends Error {}

/**
 * The command's checks alone, before any database is opened: a refusal (a bad value, a usage
 * error, exit 2) or the help, else null (the command needs the database). A typo is then refused
 * even while a server holds the embedded database.
 */
export async function checkOperatorCommand(argv: string[], ctx: CommandContext): Promise<CommandResult | null> {
  const noDatabase = new Proxy({} as Db, {
    get() {
      throw new NeedsDatabase();
    },
  });
  try {
    const r = await runOperatorCommand(noDatabase, argv, { ...ctx, bus: undefined });
    // A failure other than a refusal is left to the real run, which reports it with the database's answer.
    return r.exitCode === 1 ? null : r;
  } catch (err) {
    if (err instanceof NeedsDatabase) return null;
    throw err;
  }
}

/** The operator command: parses argv (without node and the script), checks every value, changes the database in one transaction. */
export async function runOperatorCommand(db: Db, argv: string[], ctx: CommandContext): Promise<CommandResult> {
  const out: string[] = [];
  const print = (line = '') => out.push(line);
  try {
    let parsed: { values: Options; positionals: string[] };
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true }) as typeof parsed;
    } catch (err) {
      throw new Refused(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    const [command, ...args] = positionals;
    if (values.help || command === 'help') return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
    if (!command) throw new Refused(USAGE);
    const allowed = ALLOWED[command];
    if (!allowed) throw new Refused(`unknown command "${command}"\n\n${USAGE}`);
    for (const key of Object.keys(values)) if (key !== 'help' && !allowed.includes(key)) throw new FieldError(`--${key}`, `not an option of ${command}`);
    const now = ctx.now?.() ?? new Date();
    const run = new Runner(db, ctx, print, now);
    switch (command) {
      case 'create':
        expectArgs(command, args, 0);
        await run.create(values);
        break;
      case 'list':
        expectArgs(command, args, 0);
        await run.list();
        break;
      case 'show':
        expectArgs(command, args, 1);
        await run.show(args[0]);
        break;
      case 'update':
        expectArgs(command, args, 1);
        await run.update(args[0], values);
        break;
      case 'add-domain':
        expectArgs(command, args, 2);
        await run.addDomain(args[0], args[1]);
        break;
      case 'maintenance': {
        expectArgs(command, args, 2);
        // The operator then on|off (maintenance lucky-star on); the other order is read too.
        const switchAt = args[1] === 'on' || args[1] === 'off' ? 1 : args[0] === 'on' || args[0] === 'off' ? 0 : -1;
        if (switchAt < 0) throw new Refused('maintenance: the operator, then on or off (maintenance lucky-star on --until 2030-01-31T18:00:00Z)');
        await run.maintenance(args[switchAt] as 'on' | 'off', args[1 - switchAt], values.until, values.from);
        break;
      }
      case 'create-admin':
        expectArgs(command, args, 0);
        await run.createAdmin(values);
        break;
    }
    return { exitCode: 0, stdout: out.map((l) => l + '\n').join(''), stderr: '' };
  } catch (err) {
    if (err instanceof NeedsDatabase) throw err;
    if (err instanceof FieldError || err instanceof Refused) return { exitCode: 2, stdout: '', stderr: `${err.message}\n` };
    return { exitCode: 1, stdout: out.map((l) => l + '\n').join(''), stderr: `${err instanceof Error ? err.message : String(err)}\n` };
  }
}

const ARGS: Record<string, string> = {
  create: 'create takes options only',
  list: 'list takes nothing',
  show: 'show <code|domain>',
  update: 'update <code|domain> [--name …]',
  'add-domain': 'add-domain <code|domain> <host>',
  maintenance: 'maintenance <code|domain> on|off [--from …] [--until …]',
  'create-admin': 'create-admin takes options only (--email, --operator, --role)',
};

function expectArgs(command: string, args: string[], n: number) {
  if (args.length !== n) throw new Refused(`${command}: ${ARGS[command]}`);
}

/** The fields the command sets, as the audit log and `show` report them. */
interface Snapshot {
  code: string;
  name: string;
  template: string;
  palette: string;
  currency: string;
  languages: string[];
  localLanguage: string;
  timeZone: string;
  domains: string[];
  maintenance: { on: boolean; start: string | null; end: string | null };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

class Runner {
  constructor(
    private db: Db,
    private ctx: CommandContext,
    private print: (line?: string) => void,
    private now: Date,
  ) {}

  /** One transaction a change, its audit entry and, on PostgreSQL, the message that drops other instances' cached sites. */
  private change<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const result = await work(tx);
      if (this.ctx.bus?.kind === 'postgres') await this.ctx.bus.publish({ k: 'site' }, tx as unknown as Db);
      return result;
    });
  }

  private audit(tx: Tx, operatorId: number, action: string, target: string, before: unknown, after: unknown) {
    return audit(tx, { actor: this.ctx.actor, operatorId, action, target, before, after });
  }

  private cacheNote() {
    this.print(
      this.ctx.bus?.kind === 'postgres'
        ? 'Running servers on this database drop their cached copy of the site now.'
        : this.ctx.bus?.kind === 'local'
          ? 'Start the server (again) to serve it: the embedded database is used by one process at a time.'
          : 'A running server shows the change within about 10 seconds (its site cache).',
    );
  }

  private async find(db: Db | Tx, ref: string): Promise<Operator> {
    const key = ref.trim().toLowerCase();
    const [byCode] = await db.select().from(t.operators).where(eq(t.operators.code, key)).limit(1);
    if (byCode) return byCode;
    const [byDomain] = await db
      .select({ o: t.operators })
      .from(t.operatorDomains)
      .innerJoin(t.operators, eq(t.operators.id, t.operatorDomains.operatorId))
      .where(eq(t.operatorDomains.domain, normalizeDomain(key)))
      .limit(1);
    if (byDomain) return byDomain.o;
    throw new FieldError('operator', `no operator has the code or domain "${ref}" (npm run operator -- list)`);
  }

  private async snapshot(db: Db | Tx, o: Operator): Promise<Snapshot> {
    const domains = await db
      .select({ d: t.operatorDomains.domain })
      .from(t.operatorDomains)
      .where(eq(t.operatorDomains.operatorId, o.id))
      .orderBy(asc(t.operatorDomains.domain));
    const [settings] = await db.select({ tz: t.engageSettings.timeZone }).from(t.engageSettings).where(eq(t.engageSettings.operatorId, o.id));
    return {
      code: o.code,
      name: o.siteName,
      template: o.themeCode,
      palette: o.themeColor,
      currency: o.currency,
      languages: o.languages,
      localLanguage: o.localLanguage,
      timeZone: settings?.tz ?? 'UTC',
      domains: domains.map((d) => d.d),
      maintenance: { on: o.maintenanceOn, start: iso(o.maintenanceStart), end: iso(o.maintenanceEnd) },
    };
  }

  private async assertDomainFree(tx: Tx, domain: string, field: string) {
    const [used] = await tx
      .select({ code: t.operators.code })
      .from(t.operatorDomains)
      .innerJoin(t.operators, eq(t.operators.id, t.operatorDomains.operatorId))
      .where(eq(t.operatorDomains.domain, domain));
    if (used) throw new FieldError(field, `${domain} is already used by operator ${used.code}`);
  }

  async create(v: Options) {
    // Every value is checked before the database is touched, each refusal naming its option.
    const domain = parseDomain(v.domain);
    const themeCode = parseTemplate(v.template);
    const themeColor = parsePalette(v.palette);
    const siteName = parseName(v.name);
    const code = v.code === undefined ? undefined : parseCode(v.code);
    const languages = orderLanguages(v.languages === undefined ? undefined : parseLanguages(v.languages), v['default-language']);
    const currency = v.currency === undefined ? 'PHP' : parseCurrency(v.currency);
    const timeZone = v['time-zone'] === undefined ? 'UTC' : parseTimeZone(v['time-zone']);

    const { op, snap } = await this.change(async (tx) => {
      await this.assertDomainFree(tx, domain, '--domain');
      const finalCode = code ?? (await this.freeCode(tx, codeFromDomain(domain)));
      if (code) {
        const [taken] = await tx.select({ id: t.operators.id }).from(t.operators).where(eq(t.operators.code, code));
        if (taken) throw new FieldError('--code', `${code} is already used by another operator`);
      }
      const op = await createSite(tx, { code: finalCode, domain, siteName, themeCode, themeColor, currency, languages, timeZone });
      const snap = await this.snapshot(tx, op);
      await this.audit(tx, op.id, 'operator.create', op.code, null, snap);
      return { op, snap };
    });
    this.print(`Created operator ${op.id} (code ${op.code}): "${op.siteName}" at ${domain}`);
    this.printSnapshot(snap);
    this.print();
    this.print('Next steps:');
    this.print(
      `  1. Point DNS for ${domain} at this server (A/AAAA or CNAME), behind your HTTPS proxy; more names: npm run operator -- add-domain ${op.code} <host>`,
    );
    this.print(
      `  2. The console's administrators: npm run operator -- create-admin --email <address> (a platform administrator), or with --operator ${op.code} (this site's own); each gets a one-time sign-in link`,
    );
    this.print(`     They change the site in the console's Site screen (drafts, a preview, versions), or with: npm run operator -- update ${op.code}`);
    this.print('  3. Set the content: logos, slides, promotions, games, and the Contact us page (created switched off: its text holds placeholder addresses).');
    this.cacheNote();
  }

  /** The code a domain suggests, with -2, -3… when an operator already has it. */
  private async freeCode(tx: Tx, base: string) {
    const taken = new Set((await tx.select({ code: t.operators.code }).from(t.operators)).map((r) => r.code));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async list() {
    const ops = await this.db.select().from(t.operators).orderBy(asc(t.operators.id));
    if (!ops.length) {
      this.print('No operator yet: npm run operator -- create --domain <host> --template <code> --palette <1-5> --name "<site name>"');
      return;
    }
    const domains = await this.db.select().from(t.operatorDomains).orderBy(asc(t.operatorDomains.domain));
    const rows = ops.map((o) => [
      String(o.id),
      o.code,
      o.siteName,
      `${o.themeCode}/${o.themeColor}`,
      o.currency,
      maintenanceAt(o, this.now).active ? 'maintenance' : maintenanceAt(o, this.now).nextChange ? 'scheduled' : 'open',
      domains
        .filter((d) => d.operatorId === o.id)
        .map((d) => d.domain)
        .join(', '),
    ]);
    const table = [['ID', 'CODE', 'NAME', 'TEMPLATE', 'CURRENCY', 'STATE', 'DOMAINS'], ...rows];
    const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
    for (const r of table) this.print(r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  '));
  }

  async show(ref: string) {
    const o = await this.find(this.db, ref);
    this.print(`Operator ${o.id} (code ${o.code}): "${o.siteName}", created ${o.createdAt.toISOString()}`);
    this.printSnapshot(await this.snapshot(this.db, o));
  }

  private printSnapshot(s: Snapshot) {
    this.print(`  domains:     ${s.domains.join(', ')}`);
    this.print(`  template:    ${s.template}, palette ${s.palette}`);
    this.print(`  languages:   ${s.languages.join(', ')} (default ${s.languages[0]}; local texts in ${s.localLanguage})`);
    this.print(`  currency:    ${s.currency}`);
    this.print(`  time zone:   ${s.timeZone}`);
    const m = s.maintenance;
    const scheduled = m.on && m.start && Date.parse(m.start) > this.now.getTime();
    const over = m.on && m.end && Date.parse(m.end) <= this.now.getTime();
    const state = !m.on || over ? 'off' : `${scheduled ? 'from' : 'on since'} ${m.start ?? '—'}${m.end ? `, until ${m.end}` : ', no end set'}`;
    this.print(`  maintenance: ${state}`);
  }

  async update(ref: string, v: Options) {
    if (!EDITABLE.some((k) => v[k] !== undefined))
      throw new Refused(`update: nothing to change; give one or more of ${EDITABLE.map((k) => `--${k}`).join(', ')}`);
    const siteName = v.name === undefined ? undefined : parseName(v.name);
    const themeCode = v.template === undefined ? undefined : parseTemplate(v.template);
    const themeColor = v.palette === undefined ? undefined : parsePalette(v.palette);
    const newLanguages = v.languages === undefined ? undefined : parseLanguages(v.languages);
    const defaultLanguage = v['default-language'] === undefined ? undefined : parseLanguage(v['default-language'], '--default-language');
    const currency = v.currency === undefined ? undefined : parseCurrency(v.currency);
    const timeZone = v['time-zone'] === undefined ? undefined : parseTimeZone(v['time-zone']);

    const result = await this.change(async (tx) => {
      const o = await this.find(tx, ref);
      const before = await this.snapshot(tx, o);
      let languages: string[] | undefined;
      if (newLanguages || defaultLanguage) {
        const base = newLanguages ?? o.languages;
        if (defaultLanguage && !base.includes(defaultLanguage))
          throw new FieldError('--default-language', `${defaultLanguage} is not among the site's languages (${base.join(', ')}); add it with --languages`);
        languages = orderLanguages(base, defaultLanguage);
      }
      if (currency && currency !== o.currency) {
        const [players] = await tx.select({ n: count() }).from(t.players).where(eq(t.players.operatorId, o.id));
        if (players.n > 0)
          throw new FieldError('--currency', `the site has ${players.n} players whose balances are in ${o.currency}: its currency cannot change`);
      }
      const set: Partial<typeof t.operators.$inferInsert> = {};
      if (siteName !== undefined && siteName !== o.siteName) Object.assign(set, { siteName, logoText: o.logoText === o.siteName ? siteName : o.logoText });
      if (themeCode !== undefined && themeCode !== o.themeCode) set.themeCode = themeCode;
      if (themeColor !== undefined && themeColor !== o.themeColor) set.themeColor = themeColor;
      if (languages && languages.join() !== o.languages.join()) Object.assign(set, { languages, localLanguage: localLanguageOf(languages) });
      if (currency !== undefined && currency !== o.currency) set.currency = currency;
      const zoneChanged = timeZone !== undefined && timeZone !== before.timeZone;
      if (!Object.keys(set).length && !zoneChanged) return { o, kept: [] as string[], banks: null, changed: false };

      const [updated] = Object.keys(set).length ? await tx.update(t.operators).set(set).where(eq(t.operators.id, o.id)).returning() : [o];
      if (zoneChanged)
        await tx
          .insert(t.engageSettings)
          .values({ operatorId: o.id, ...DEFAULT_SETTINGS, timeZone })
          .onConflictDoUpdate({ target: t.engageSettings.operatorId, set: { timeZone, updatedAt: this.now } });
      const kept = await refreshDefaultCms(
        tx,
        o.id,
        { siteName: o.siteName, localLanguage: o.localLanguage },
        { siteName: updated.siteName, localLanguage: updated.localLanguage },
      );
      const banks = set.currency ? ((await this.replaceDefaultBanks(tx, o.id, o.currency, set.currency)) ? 'replaced' : 'kept') : null;
      const after = await this.snapshot(tx, updated);
      const [b, a] = diff(before, after);
      await this.audit(tx, o.id, 'operator.update', o.code, b, a);
      return { o: updated, kept, banks, changed: true, b, a };
    });
    if (!result.changed) {
      this.print(`Operator ${result.o.code}: nothing changed (the values given are its current ones).`);
      return;
    }
    this.print(`Updated operator ${result.o.code}:`);
    for (const [k, v] of Object.entries(result.a ?? {}))
      this.print(`  ${k}: ${JSON.stringify((result.b as Record<string, unknown>)[k])} → ${JSON.stringify(v)}`);
    if (result.kept.length) this.print(`  Pages whose text was edited and kept as it is (change them by hand): ${result.kept.join(', ')}`);
    if (result.banks === 'replaced') this.print('  The default banks were replaced by those of the new currency.');
    else if (result.banks === 'kept') this.print('  Review the banks players withdraw to: they were not the defaults and were kept.');
    this.cacheNote();
  }

  /** Banks still the defaults of the old currency are replaced by the new currency's; banks the operator chose are kept. */
  private async replaceDefaultBanks(tx: Tx, operatorId: number, from: string, to: string): Promise<boolean> {
    const rows = await tx.select().from(t.operatorBanks).where(eq(t.operatorBanks.operatorId, operatorId)).orderBy(asc(t.operatorBanks.sort));
    const defaults = DEMO_BANKS[from] ?? [];
    const untouched = rows.length === defaults.length && rows.every((r, i) => r.code === defaults[i].code && r.name === defaults[i].name);
    if (!untouched) return false;
    if (rows.length)
      await tx.delete(t.operatorBanks).where(
        and(
          eq(t.operatorBanks.operatorId, operatorId),
          inArray(
            t.operatorBanks.code,
            rows.map((r) => r.code),
          ),
        ),
      );
    const next = DEMO_BANKS[to] ?? [];
    if (next.length) await tx.insert(t.operatorBanks).values(next.map((b, i) => ({ operatorId, code: b.code, name: b.name, sort: i })));
    return true;
  }

  async addDomain(ref: string, host: string) {
    const domain = parseDomain(host, 'domain');
    const o = await this.change(async (tx) => {
      const o = await this.find(tx, ref);
      await this.assertDomainFree(tx, domain, 'domain');
      await tx.insert(t.operatorDomains).values({ domain, operatorId: o.id });
      await this.audit(tx, o.id, 'operator.add_domain', domain, null, { domain });
      return o;
    });
    this.print(`Added ${domain} to operator ${o.code}. Point its DNS at this server.`);
    this.cacheNote();
  }

  async createAdmin(v: Options) {
    const email = parseEmail(v.email);
    const role = parseRole(v.role, v.operator !== undefined);
    if (role === 'platform_admin' && v.operator !== undefined)
      throw new FieldError('--operator', 'a platform administrator works for no operator: leave it out, or give --role');
    if (role !== 'platform_admin' && v.operator === undefined)
      throw new FieldError('--operator', `required with --role ${role}: the operator's code or domain`);
    const op =
      v.operator === undefined
        ? null
        : await this.find(this.db, v.operator).catch((err: unknown) => {
            throw err instanceof FieldError ? new FieldError('--operator', err.message.replace(/^operator: /, '')) : err;
          });
    let created;
    try {
      created = await createStaffMember(this.db, { email, role, operatorId: op?.id ?? null }, { actor: this.ctx.actor });
    } catch (err) {
      if (err instanceof ApiError && err.message === 'staffExists') throw new FieldError('--email', `${email} is already a staff member`);
      throw err;
    }
    const who = role === 'platform_admin' ? 'platform administrator' : `${role} of operator ${op!.code}`;
    this.print(`Created ${who} ${email} (staff ${created.member.id}).`);
    this.print('One-time sign-in link (valid 24 hours, works once): open it to choose a password and set up an authenticator app:');
    this.print(`  ${welcomeUrl(this.ctx.consoleOrigin ?? 'http://console.localhost:3900', created.token)}`);
  }

  async maintenance(state: 'on' | 'off', ref: string, until: string | undefined, from?: string) {
    if (state === 'off' && until !== undefined) throw new FieldError('--until', 'only with maintenance on');
    if (state === 'off' && from !== undefined) throw new FieldError('--from', 'only with maintenance on');
    const end = until === undefined ? null : parseUntil(until, this.now);
    const start = from === undefined ? null : parseFrom(from);
    if (start && end && end.getTime() <= start.getTime()) throw new FieldError('--until', 'must be after --from');
    const { o, changed } = await this.change(async (tx) => {
      const o = await this.find(tx, ref);
      const before = { on: o.maintenanceOn, start: iso(o.maintenanceStart), end: iso(o.maintenanceEnd) };
      const set =
        state === 'on'
          ? { maintenanceOn: true, maintenanceStart: start ?? (o.maintenanceOn ? (o.maintenanceStart ?? this.now) : this.now), maintenanceEnd: end }
          : { maintenanceOn: false, maintenanceStart: null, maintenanceEnd: null };
      const after = { on: set.maintenanceOn, start: iso(set.maintenanceStart), end: iso(set.maintenanceEnd) };
      if (JSON.stringify(before) === JSON.stringify(after)) return { o, changed: false };
      await tx.update(t.operators).set(set).where(eq(t.operators.id, o.id));
      await this.audit(tx, o.id, 'operator.maintenance', o.code, before, after);
      return { o, changed: true };
    });
    if (!changed) {
      this.print(`Operator ${o.code}: maintenance already ${state}.`);
      return;
    }
    const later = start && start.getTime() > this.now.getTime();
    const lasting = end ? ` until ${end.toISOString()}` : ' until switched off';
    this.print(
      state === 'off'
        ? `Operator ${o.code} is open again.`
        : later
          ? `Operator ${o.code} goes into maintenance at ${start.toISOString()}${lasting}, by itself (players see it then; cancel with: npm run operator -- maintenance ${o.code} off).`
          : `Operator ${o.code} is in maintenance${lasting}${end ? ` (shown to players; it ends by itself, or: npm run operator -- maintenance ${o.code} off)` : ''}.`,
    );
    this.cacheNote();
  }
}

/** The languages with the default first: --default-language, else the first given; English alone when none. */
function orderLanguages(languages: string[] | undefined, defaultLanguage: string | undefined): string[] {
  const def = defaultLanguage === undefined ? undefined : parseLanguage(defaultLanguage, '--default-language');
  if (!languages) return [def ?? 'EN'];
  if (def && !languages.includes(def)) throw new FieldError('--default-language', `${def} is not among --languages (${languages.join(', ')})`);
  return def ? [def, ...languages.filter((l) => l !== def)] : languages;
}

/** The fields that differ, before and after. */
function diff(before: Snapshot, after: Snapshot): [Record<string, unknown>, Record<string, unknown>] {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after) as (keyof Snapshot)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return [b, a];
}
