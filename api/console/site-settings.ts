import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { may, type ConsoleViewer } from '../../contract/console-backend.ts';
import {
  SITE_IMAGE_MAX_BYTES,
  SITE_SWITCHES,
  type ConsoleSiteBackend,
  type SiteImageKind,
  type SiteScreen,
  type SiteSettings,
} from '../../contract/console-site.ts';
import type { StartupAnswer } from '../../contract/site.ts';
import { TEMPLATE_CODES } from '../../contract/templates.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Bus } from '../lib/bus.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { DEFAULT_SETTINGS } from '../services/engage/shared.ts';
import { normalizeDomain, type Operator, type OperatorDirectory } from '../services/operators.ts';
import type { SiteService } from '../services/site.ts';
import { Currency, Domain, Language, Palette, SITE_LANGUAGES, SiteName, Template, TimeZone } from '../operators-admin/fields.ts';
import { localLanguageOf, refreshDefaultCms, type Tx } from '../operators-admin/new-site.ts';

/** Who published the settings an operator had before its first change in the console. */
const BEFORE_CONSOLE = 'before the console';
/** A preview link opens the draft for this long. */
const PREVIEW_MS = 15 * 60_000;

const forbidden = () => new ApiError('forbidden', -403, 403);
const notFound = () => new ApiError('notFound', -404, 404);
const refused = (fieldErrors: Record<string, string>) => new ApiError('invalidRequest', -422, 400, { fieldErrors });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface SiteSettingsDeps {
  db: Db;
  bus: Bus;
  operators: OperatorDirectory;
  site: SiteService;
  /** The deployment's secret: preview links are signed with a key derived from it. */
  secret: string;
}

/* ——— The form's checks: the operator command's schemas, one per field ——— */

/** An app colour, or nothing (the palette's own). */
const Colour = z
  .string()
  .trim()
  .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), 'a colour as #rrggbb, e.g. #1a2b3c')
  .transform((v) => (v ? v.toLowerCase() : null));

/** A time of the maintenance window as the form sends it (a date and time, UTC), or nothing. */
const WindowTime = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (!v) return null;
    const at = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'a date and time such as 2030-01-31T18:00 (UTC)' });
      return z.NEVER;
    }
    return at.toISOString();
  });

const DomainList = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(Domain).min(1, 'at least one host name, one a line').max(20, 'at most 20 host names'))
  .refine((d) => new Set(d).size === d.length, 'each host name once');

const SiteForm = z.object({
  name: SiteName,
  domains: DomainList,
  template: Template,
  palette: Palette,
  appThemeColor: Colour,
  appBackgroundColor: Colour,
  languages: z.array(Language).min(1, 'at least one language'),
  defaultLanguage: Language,
  currency: Currency,
  timeZone: TimeZone,
  maintenance: z.boolean(),
  maintenanceStart: WindowTime,
  maintenanceEnd: WindowTime,
  switches: z.object(Object.fromEntries(SITE_SWITCHES.map((s) => [s, z.boolean()])) as Record<(typeof SITE_SWITCHES)[number], z.ZodBoolean>),
});

/** Checks between fields, made even when other fields are refused (so every refusal shows at once). */
function crossChecks(shape: ReturnType<typeof formShape>): Record<string, string> {
  const out: Record<string, string> = {};
  const start = WindowTime.safeParse(shape.maintenanceStart);
  const end = WindowTime.safeParse(shape.maintenanceEnd);
  if (start.success && end.success && start.data && end.data && end.data <= start.data) out.maintenanceEnd = 'must be after the start';
  // A window that is over would do nothing: said rather than saved.
  else if (shape.maintenance && end.success && end.data && Date.parse(end.data) <= Date.now()) out.maintenanceEnd = 'must be in the future';
  const languages = z.array(Language).safeParse(shape.languages);
  const def = Language.safeParse(shape.defaultLanguage);
  if (languages.success && def.success && languages.data.length && !languages.data.includes(def.data))
    out.defaultLanguage = 'must be one of the languages ticked';
  return out;
}

/** The posted fields in the form's shape: ticked boxes are present ('on'), language.XX names a ticked language. */
function formShape(f: Record<string, string>) {
  return {
    name: f.name ?? '',
    domains: f.domains ?? '',
    template: f.template ?? '',
    palette: f.palette ?? '',
    appThemeColor: f.appThemeColor ?? '',
    appBackgroundColor: f.appBackgroundColor ?? '',
    languages: Object.keys(f)
      .filter((k) => k.startsWith('language.'))
      .map((k) => k.slice('language.'.length)),
    defaultLanguage: f.defaultLanguage ?? '',
    currency: f.currency ?? '',
    timeZone: f.timeZone ?? '',
    maintenance: f.maintenance !== undefined,
    maintenanceStart: f.maintenanceStart ?? '',
    maintenanceEnd: f.maintenanceEnd ?? '',
    switches: Object.fromEntries(SITE_SWITCHES.map((s) => [s, f[`switch.${s}`] !== undefined])),
  };
}

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '_form');
    if (!(name in out)) out[name] = issue.message;
  }
  return out;
}

/* ——— Settings ⇄ the operators row ——— */

async function liveSettings(db: Db | Tx, o: Operator): Promise<SiteSettings> {
  const [domains, [engage]] = await Promise.all([
    db.select({ d: t.operatorDomains.domain }).from(t.operatorDomains).where(eq(t.operatorDomains.operatorId, o.id)).orderBy(asc(t.operatorDomains.domain)),
    db.select({ tz: t.engageSettings.timeZone }).from(t.engageSettings).where(eq(t.engageSettings.operatorId, o.id)),
  ]);
  return {
    name: o.siteName,
    domains: domains.map((d) => d.d),
    template: o.themeCode,
    palette: o.themeColor,
    logo: o.logo1,
    icon: o.manifestIcon,
    appThemeColor: o.appThemeColor,
    appBackgroundColor: o.appBackgroundColor,
    languages: o.languages,
    currency: o.currency,
    timeZone: engage?.tz ?? 'UTC',
    maintenance: { on: o.maintenanceOn, start: iso(o.maintenanceStart), end: iso(o.maintenanceEnd) },
    switches: {
      rewards: o.gamifyStatus,
      referral: o.showReferral,
      chat: o.liveChatStatus,
      downloadBar: o.showDownloadBar,
      leaderboard: o.showLeaderboard,
      ticker: o.showTicker,
      announcement: o.showBfAnnModal,
    },
  };
}

/** The operators row's columns the settings set (domains and the time zone live in their own tables). */
function rowOf(o: Operator, s: SiteSettings): Partial<Operator> {
  return {
    siteName: s.name,
    // A logo text that was the site's name follows it; one the operator wrote is kept.
    logoText: o.logoText === o.siteName ? s.name : o.logoText,
    themeCode: s.template,
    themeColor: s.palette,
    logo1: s.logo,
    manifestIcon: s.icon,
    appThemeColor: s.appThemeColor,
    appBackgroundColor: s.appBackgroundColor,
    languages: s.languages,
    localLanguage: localLanguageOf(s.languages),
    currency: s.currency,
    maintenanceOn: s.maintenance.on,
    maintenanceStart: s.maintenance.start ? new Date(s.maintenance.start) : s.maintenance.on ? (o.maintenanceStart ?? new Date()) : null,
    maintenanceEnd: s.maintenance.end ? new Date(s.maintenance.end) : null,
    gamifyStatus: s.switches.rewards,
    showReferral: s.switches.referral,
    liveChatStatus: s.switches.chat,
    showDownloadBar: s.switches.downloadBar,
    showLeaderboard: s.switches.leaderboard,
    showTicker: s.switches.ticker,
    showBfAnnModal: s.switches.announcement,
  };
}

/** The fields that differ, before and after (what the audit log keeps). */
function diff(before: SiteSettings, after: SiteSettings): [Record<string, unknown>, Record<string, unknown>] {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after) as (keyof SiteSettings)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return [b, a];
}

const summaryOf = (s: SiteSettings) => `${s.name} · ${s.template} palette ${s.palette} · ${s.languages.join(', ')} · ${s.currency}`;

/* ——— Preview links ——— */

function previewKey(secret: string) {
  return createHmac('sha256', secret).update('playfront site preview').digest();
}

function signPreview(key: Buffer, claims: { o: number; s: number; e: number }) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

function readPreview(key: Buffer, token: string, now: number): { o: number; s: number; e: number } | null {
  const [body, mac] = token.split('.');
  if (!body || !mac || token.length > 400) return null;
  const want = createHmac('sha256', key).update(body).digest();
  const got = Buffer.from(mac, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { o: unknown; s: unknown; e: unknown };
    if (typeof c.o !== 'number' || typeof c.s !== 'number' || typeof c.e !== 'number' || c.e < now) return null;
    return { o: c.o, s: c.s, e: c.e };
  } catch {
    return null;
  }
}

/* ——— The service ——— */

export interface SiteSettingsService extends ConsoleSiteBackend {
  /**
   * The player site's startup answer drawn from the operator's draft, for a signed preview link
   * opened on one of that operator's hosts by a member who may still edit it; else null.
   */
  previewStartup(token: string, domain: string): Promise<StartupAnswer | null>;
  /** An uploaded image of the operator of `domain`, by its file name (`<id>-<hash>.png`). */
  asset(domain: string, file: string): Promise<{ contentType: string; body: Uint8Array } | null>;
}

export function siteSettings(deps: SiteSettingsDeps): SiteSettingsService {
  const { db } = deps;
  const key = previewKey(deps.secret);
  const actor = (v: ConsoleViewer) => `staff:${v.member.id}`;

  async function operatorFor(viewer: ConsoleViewer, code: string): Promise<Operator> {
    if (!may(viewer.member.role, 'site')) throw forbidden();
    const [op] = await db.select().from(t.operators).where(eq(t.operators.code, code.trim().toLowerCase())).limit(1);
    if (!op || (viewer.member.role !== 'platform_admin' && viewer.member.operator?.id !== op.id)) throw notFound();
    return op;
  }

  /**
   * One change: the operator's row locked for the transaction (changes of one site run one after
   * another, so version numbers follow each other), and on PostgreSQL the bus message sent at commit.
   */
  async function change<T>(opId: number, work: (tx: Tx, o: Operator) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const [o] = await tx.select().from(t.operators).where(eq(t.operators.id, opId)).for('update');
      if (!o) throw notFound();
      const r = await work(tx, o);
      if (deps.bus.kind === 'postgres') await deps.bus.publish({ k: 'site' }, tx as unknown as Db);
      return r;
    });
    // One process: its caches drop now (on PostgreSQL the message above does it on every instance).
    if (deps.bus.kind !== 'postgres') deps.operators.invalidate();
    return result;
  }

  async function draftOf(tx: Db | Tx, o: Operator): Promise<SiteSettings> {
    const [d] = await tx.select().from(t.siteDrafts).where(eq(t.siteDrafts.operatorId, o.id));
    return d?.settings ?? (await liveSettings(tx, o));
  }

  async function saveDraftRow(tx: Tx, o: Operator, settings: SiteSettings, who: string) {
    await tx
      .insert(t.siteDrafts)
      .values({ operatorId: o.id, settings, savedBy: who })
      .onConflictDoUpdate({ target: t.siteDrafts.operatorId, set: { settings, savedBy: who, savedAt: sql`now()` } });
  }

  /** The draft with its logo or icon set (or taken out: `null`), and the change in the audit log; nothing when it already is so. */
  async function setDraftImage(
    tx: Tx,
    o: Operator,
    kind: SiteImageKind,
    url: string | null,
    by: { viewer: ConsoleViewer; meta: { ip?: string }; size?: string },
  ) {
    const before = await draftOf(tx, o);
    if ((before[kind] ?? null) === url) return;
    await saveDraftRow(tx, o, { ...before, [kind]: url }, actor(by.viewer));
    await audit(tx, {
      actor: actor(by.viewer),
      operatorId: o.id,
      action: 'site.draft',
      target: o.code,
      before: { [kind]: before[kind] },
      after: { [kind]: url, ...(by.size ? { size: by.size } : {}) },
      fromAddress: by.meta.ip,
    });
  }

  /** The next version's number; the settings found before the first change are version 1. */
  async function nextVersion(tx: Tx, o: Operator): Promise<number> {
    const [{ n }] = await tx
      .select({ n: sql<number>`coalesce(max(${t.siteVersions.version}), 0)::int` })
      .from(t.siteVersions)
      .where(eq(t.siteVersions.operatorId, o.id));
    if (n > 0) return n + 1;
    await tx.insert(t.siteVersions).values({ operatorId: o.id, version: 1, settings: await liveSettings(tx, o), publishedBy: BEFORE_CONSOLE });
    return 2;
  }

  /** Checks that belong to the database: host names of another operator, a currency with balances in another. */
  async function checkAgainstData(tx: Db | Tx, o: Operator, s: SiteSettings) {
    const errors: Record<string, string> = {};
    const taken = await tx
      .select({ d: t.operatorDomains.domain, code: t.operators.code })
      .from(t.operatorDomains)
      .innerJoin(t.operators, eq(t.operators.id, t.operatorDomains.operatorId))
      .where(and(inArray(t.operatorDomains.domain, s.domains), sql`${t.operatorDomains.operatorId} <> ${o.id}`))
      .limit(1);
    if (taken[0]) errors.domains = `${taken[0].d} is already used by operator ${taken[0].code}`;
    if (s.currency !== o.currency) {
      const [p] = await tx.select({ n: count() }).from(t.players).where(eq(t.players.operatorId, o.id));
      if (p.n > 0) errors.currency = `the site has ${p.n} players whose balances are in ${o.currency}: its currency cannot change`;
    }
    if (Object.keys(errors).length) throw refused(errors);
  }

  /** Makes `s` live: the row, the domains, the time zone, the default pages' texts; a new version. */
  async function makeLive(tx: Tx, o: Operator, s: SiteSettings, who: string, restoredFrom: number | null): Promise<{ version: number; before: SiteSettings }> {
    await checkAgainstData(tx, o, s);
    const before = await liveSettings(tx, o);
    const version = await nextVersion(tx, o);
    const [updated] = await tx.update(t.operators).set(rowOf(o, s)).where(eq(t.operators.id, o.id)).returning();
    const gone = before.domains.filter((d) => !s.domains.includes(d));
    const added = s.domains.filter((d) => !before.domains.includes(d));
    if (gone.length) await tx.delete(t.operatorDomains).where(and(eq(t.operatorDomains.operatorId, o.id), inArray(t.operatorDomains.domain, gone)));
    if (added.length) await tx.insert(t.operatorDomains).values(added.map((domain) => ({ domain, operatorId: o.id })));
    if (s.timeZone !== before.timeZone)
      await tx
        .insert(t.engageSettings)
        .values({ operatorId: o.id, ...DEFAULT_SETTINGS, timeZone: s.timeZone })
        .onConflictDoUpdate({ target: t.engageSettings.operatorId, set: { timeZone: s.timeZone, updatedAt: new Date() } });
    await refreshDefaultCms(
      tx,
      o.id,
      { siteName: o.siteName, localLanguage: o.localLanguage },
      { siteName: updated.siteName, localLanguage: updated.localLanguage },
    );
    await tx.insert(t.siteVersions).values({ operatorId: o.id, version, settings: s, publishedBy: who, restoredFrom });
    // What is edited next starts from what is live now.
    await saveDraftRow(tx, o, s, who);
    return { version, before };
  }

  const service: SiteSettingsService = {
    async screen(viewer, code): Promise<SiteScreen> {
      const o = await operatorFor(viewer, code);
      const [live, [draft], versions] = await Promise.all([
        liveSettings(db, o),
        db
          .select({ d: t.siteDrafts, email: t.staff.email })
          .from(t.siteDrafts)
          .leftJoin(t.staff, sql`${t.siteDrafts.savedBy} = 'staff:' || ${t.staff.id}`)
          .where(eq(t.siteDrafts.operatorId, o.id)),
        db
          .select({ v: t.siteVersions, email: t.staff.email })
          .from(t.siteVersions)
          .leftJoin(t.staff, sql`${t.siteVersions.publishedBy} = 'staff:' || ${t.staff.id}`)
          .where(eq(t.siteVersions.operatorId, o.id))
          .orderBy(desc(t.siteVersions.version))
          .limit(50),
      ]);
      return {
        operator: o.code,
        live,
        draft: draft ? { settings: draft.d.settings, savedAt: draft.d.savedAt.toISOString(), savedBy: draft.email ?? draft.d.savedBy } : null,
        versions: versions.map(({ v, email }) => ({
          version: v.version,
          publishedAt: v.publishedAt.toISOString(),
          publishedBy: email ?? v.publishedBy,
          restoredFrom: v.restoredFrom,
          summary: summaryOf(v.settings),
        })),
        choices: { templates: [...TEMPLATE_CODES], languages: SITE_LANGUAGES.map((l) => ({ code: l.code, name: l.name })) },
      };
    },

    async saveDraft(viewer, code, fields, meta) {
      const o = await operatorFor(viewer, code);
      const shape = formShape(fields);
      const parsed = SiteForm.safeParse(shape);
      const errors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...crossChecks(shape) };
      if (!parsed.success || Object.keys(errors).length) throw refused(errors);
      const v = parsed.data;
      return change(o.id, async (tx, locked) => {
        const before = await draftOf(tx, locked);
        const settings: SiteSettings = {
          name: v.name,
          domains: v.domains,
          template: v.template,
          palette: v.palette,
          logo: before.logo,
          icon: before.icon,
          appThemeColor: v.appThemeColor,
          appBackgroundColor: v.appBackgroundColor,
          languages: [v.defaultLanguage, ...v.languages.filter((l) => l !== v.defaultLanguage)],
          currency: v.currency,
          timeZone: v.timeZone,
          maintenance: { on: v.maintenance, start: v.maintenanceStart, end: v.maintenanceEnd },
          switches: v.switches,
        };
        await checkAgainstData(tx, locked, settings);
        await saveDraftRow(tx, locked, settings, actor(viewer));
        const [b, a] = diff(before, settings);
        await audit(tx, { actor: actor(viewer), operatorId: o.id, action: 'site.draft', target: o.code, before: b, after: a, fromAddress: meta.ip });
        return settings;
      });
    },

    async uploadImage(viewer, code, kind, bytes, meta) {
      const o = await operatorFor(viewer, code);
      const image = await reencode(kind, bytes);
      const hash = createHash('sha256').update(image.body).digest('hex');
      return change(o.id, async (tx, locked) => {
        const [row] = await tx
          .insert(t.siteAssets)
          .values({
            operatorId: o.id,
            kind,
            hash,
            contentType: 'image/png',
            width: image.width,
            height: image.height,
            body: image.body,
            createdBy: actor(viewer),
          })
          .returning({ id: t.siteAssets.id });
        const url = `/site-assets/${row.id}-${hash.slice(0, 16)}.png`;
        await setDraftImage(tx, locked, kind, url, { viewer, meta, size: `${image.width}x${image.height}` });
        return url;
      });
    },

    async removeImage(viewer, code, kind, meta) {
      const o = await operatorFor(viewer, code);
      await change(o.id, (tx, locked) => setDraftImage(tx, locked, kind, null, { viewer, meta }));
    },

    async publish(viewer, code, meta) {
      const o = await operatorFor(viewer, code);
      return change(o.id, async (tx, locked) => {
        const settings = await draftOf(tx, locked);
        const { version, before } = await makeLive(tx, locked, settings, actor(viewer), null);
        const [b, a] = diff(before, settings);
        await audit(tx, {
          actor: actor(viewer),
          operatorId: o.id,
          action: 'site.publish',
          target: `${o.code} v${version}`,
          before: b,
          after: a,
          fromAddress: meta.ip,
        });
        return version;
      });
    },

    async restore(viewer, code, version, meta) {
      const o = await operatorFor(viewer, code);
      return change(o.id, async (tx, locked) => {
        const [earlier] = await tx
          .select()
          .from(t.siteVersions)
          .where(and(eq(t.siteVersions.operatorId, o.id), eq(t.siteVersions.version, version)));
        if (!earlier) throw refused({ version: 'no such version of this site' });
        const made = await makeLive(tx, locked, earlier.settings, actor(viewer), version);
        const [b, a] = diff(made.before, earlier.settings);
        await audit(tx, {
          actor: actor(viewer),
          operatorId: o.id,
          action: 'site.restore',
          target: `${o.code} v${made.version}`,
          before: b,
          after: { ...a, restoredFrom: version },
          fromAddress: meta.ip,
        });
        return made.version;
      });
    },

    async previewUrl(viewer, code, origin) {
      const o = await operatorFor(viewer, code);
      const [d] = await db
        .select({ d: t.operatorDomains.domain })
        .from(t.operatorDomains)
        .where(eq(t.operatorDomains.operatorId, o.id))
        .orderBy(asc(t.operatorDomains.domain))
        .limit(1);
      if (!d) throw notFound();
      const token = signPreview(key, { o: o.id, s: viewer.member.id, e: Date.now() + PREVIEW_MS });
      return `${origin.protocol}//${d.d}${origin.port ? `:${origin.port}` : ''}/?preview=${encodeURIComponent(token)}`;
    },

    async previewStartup(token, domain) {
      const claims = readPreview(key, token, Date.now());
      if (!claims) return null;
      const o = await deps.operators.find(normalizeDomain(domain));
      if (!o || o.id !== claims.o) return null;
      // The member must still be able to edit this site: a disabled member's links stop working at once.
      const [m] = await db.select().from(t.staff).where(eq(t.staff.id, claims.s));
      if (!m || m.disabled || !may(m.role, 'site') || (m.role !== 'platform_admin' && m.operatorId !== o.id)) return null;
      const draft = await draftOf(db, o);
      // A new object: the site service's answers are kept per operator object, so the live one's stays as it is.
      return deps.site.startup({ ...o, ...rowOf(o, draft) } as Operator);
    },

    async asset(domain, file) {
      const m = /^(\d{1,9})-([0-9a-f]{16})\.png$/.exec(file);
      if (!m) return null;
      const o = await deps.operators.find(normalizeDomain(domain));
      if (!o) return null;
      const [a] = await db
        .select({ body: t.siteAssets.body, contentType: t.siteAssets.contentType, hash: t.siteAssets.hash })
        .from(t.siteAssets)
        .where(and(eq(t.siteAssets.id, Number(m[1])), eq(t.siteAssets.operatorId, o.id)));
      if (!a || !a.hash.startsWith(m[2])) return null;
      return { contentType: a.contentType, body: a.body };
    },
  };
  return service;
}

/** Formats the screen takes: photographs and drawings as browsers show them (no SVG: it can carry scripts and links). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/**
 * An upload decoded, resized and written again as PNG (nothing of the file as sent is served):
 * a logo within 600×200, an icon a 512×512 square (the web app manifest's size).
 */
async function reencode(kind: SiteImageKind, bytes: Uint8Array) {
  if (bytes.length === 0) throw refused({ [kind]: 'choose an image file' });
  if (bytes.length > SITE_IMAGE_MAX_BYTES) throw refused({ [kind]: `the file is larger than ${SITE_IMAGE_MAX_BYTES / 1024 / 1024} MB` });
  // Pixels are capped before decoding: a small file can claim an enormous picture.
  const input = () => sharp(bytes, { limitInputPixels: 25_000_000, failOn: 'error', animated: false });
  let format: string | undefined;
  try {
    format = (await input().metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw refused({ [kind]: 'not an image: upload a PNG, JPEG, WebP, GIF or AVIF file' });
  try {
    const resized =
      kind === 'logo'
        ? input().rotate().resize({ width: 600, height: 200, fit: 'inside', withoutEnlargement: true })
        : input()
            .rotate()
            .resize({ width: 512, height: 512, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    const { data, info } = await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    throw refused({ [kind]: 'this image could not be read: upload another file' });
  }
}
