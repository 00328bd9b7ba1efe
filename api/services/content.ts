import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_LANGUAGES,
  NEWS_PER_PAGE,
  type ContentAnnouncement,
  type ContentKind,
  type ContentRequest,
  type ContentSlide,
  type ContentTexts,
  type MarqueeItem,
  type NewsArticle,
  type NewsSummary,
  type OpsContentItem,
} from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import { operatorContent } from '../db/schema.ts';
import { isoOrNull as iso } from '../lib/dates.ts';
import { ApiError } from '../lib/errors.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import type { Operator, OperatorDirectory } from './operators.ts';
import type { SessionService } from './sessions.ts';

type Row = typeof operatorContent.$inferSelect;
type Texts = Row['texts'];

/** Widths a `{w}` image comes in (the hero is at most 1280 px wide; 2x screens take the largest). */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
/** The most items of one kind the page is sent (the rest wait their turn by `sort`). */
const MAX_ITEMS = 12;

/**
 * Whether a player may be shown promotional content: false during a time-out or self-exclusion.
 * The player-protection service provides the real check; until it is wired in, everyone may.
 */
export type PromotionsAllowed = (playerId: number) => Promise<boolean>;

export interface NewContent {
  kind: ContentKind;
  slug?: string;
  texts: ContentTexts;
  image_url?: string | null;
  link?: string | null;
  audience?: 'public' | 'players';
  promotional?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
  sort?: number;
  /** Made as a draft (the console): shown only in its preview until published. */
  draft?: boolean;
}
export type ContentChange = Partial<Omit<NewContent, 'kind' | 'texts' | 'draft'>> & {
  texts?: Record<string, { title?: string; body?: string; summary?: string; cta?: string }>;
};

/** The language a page asked for, if content is written in it ('zh-CN' → 'zh'). */
const langOf = (lang?: string) => {
  const l = (lang ?? '').toLowerCase().split(/[-_]/)[0];
  return CONTENT_LANGUAGES.includes(l) ? l : 'en';
};

/** A text in the asked language, field by field, else in English (SPEC: 8 languages, English fallback). */
function pick(texts: Texts, lang: string) {
  const own = texts[lang] ?? {};
  const en = texts.en ?? {};
  const has = (v?: string) => typeof v === 'string' && v.trim() !== '';
  const field = (k: 'title' | 'body' | 'summary' | 'cta') => (has(own[k]) ? own[k]! : (en[k] ?? ''));
  return { title: field('title'), body: field('body'), summary: field('summary'), cta: field('cta'), lang: has(own.title) || has(own.body) ? lang : 'en' };
}

/** `{w}` in an image address stands for its width: the page gets every size for `srcset`. */
export function imagesOf(url: string | null) {
  if (!url) return [];
  if (!url.includes('{w}')) return [{ width: 0, url }];
  return IMAGE_WIDTHS.map((w) => ({ width: w, url: url.replaceAll('{w}', String(w)) }));
}
const largest = (url: string | null) => (url ? url.replaceAll('{w}', String(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])) : null);

/** HTML for announcements and news (stored sanitized); slides and the marquee are plain text. */
function cleanTexts(kind: ContentKind, texts: ContentTexts): Texts {
  const out: Texts = {};
  for (const [lng, t] of Object.entries(texts)) {
    const body = t.body == null ? undefined : kind === 'announcement' || kind === 'news' ? sanitizeHtml(t.body) : t.body.replace(/<[^>]*>/g, '').trim();
    out[lng] = Object.fromEntries(Object.entries({ ...t, body }).filter(([, v]) => v != null));
  }
  return out;
}

const toOps = (r: Row): OpsContentItem => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  texts: r.texts,
  image_url: r.imageUrl,
  link: r.link,
  audience: r.audience,
  promotional: r.promotional,
  starts_at: iso(r.startsAt),
  ends_at: iso(r.endsAt),
  sort: r.sort,
  version: r.version,
  retired_at: iso(r.retiredAt),
  draft: r.draft,
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});
const schedule = (r: Row) => ({ sort: r.sort, starts_at: iso(r.startsAt), ends_at: iso(r.endsAt) });
/** A news article's date: when it went out (its start), else when it was written. */
const published = (r: Row) => r.startsAt ?? r.createdAt;

/**
 * Slides, announcements, the marquee and news per operator. Every read goes to the
 * database (one indexed query): the page server does not cache these calls, so a back-office
 * change shows on the next page load of every instance (decision 0013).
 */
export class ContentService {
  private promotionsAllowed: PromotionsAllowed;
  constructor(
    private db: Db,
    private sessions: SessionService,
    private operators: OperatorDirectory,
    opts: { promotionsAllowed?: PromotionsAllowed } = {},
  ) {
    this.promotionsAllowed = opts.promotionsAllowed ?? (async () => true);
  }

  /** The lead wires the player-protection check in here once it exists. */
  setPromotionsAllowed(check: PromotionsAllowed) {
    this.promotionsAllowed = check;
  }

  /**
   * Who is asking: a signed-in player (valid credentials on this site) or a visitor. Credentials
   * that no longer work read as a visitor: these are public calls, they never end a session.
   */
  private async viewer(b: ContentRequest): Promise<{ playerId: number | null; promotions: boolean }> {
    if (!b.account_id || !b.auth) return { playerId: null, promotions: true };
    try {
      const p = await this.sessions.requirePlayer({ account_id: b.account_id, auth: b.auth, domain_name: b.domain_name }, { touch: false });
      return { playerId: p.id, promotions: await this.promotionsAllowed(p.id) };
    } catch {
      return { playerId: null, promotions: true };
    }
  }

  /** Live items of a kind: not retired, inside their schedule (compared in JavaScript time, not SQL now()). */
  private live(operatorId: number, kind: ContentKind, now: Date, extra?: SQL) {
    return and(
      eq(operatorContent.operatorId, operatorId),
      eq(operatorContent.kind, kind),
      isNull(operatorContent.retiredAt),
      eq(operatorContent.draft, false),
      or(isNull(operatorContent.startsAt), lte(operatorContent.startsAt, now)),
      or(isNull(operatorContent.endsAt), gt(operatorContent.endsAt, now)),
      extra,
    );
  }

  private async items(o: Operator, kind: ContentKind, b: ContentRequest, extra?: (v: { playerId: number | null; promotions: boolean }) => SQL | undefined) {
    const v = await this.viewer(b);
    const filters = [v.promotions ? undefined : eq(operatorContent.promotional, false), extra?.(v)].filter(Boolean) as SQL[];
    return this.db
      .select()
      .from(operatorContent)
      .where(this.live(o.id, kind, new Date(), filters.length ? and(...filters) : undefined))
      .orderBy(asc(operatorContent.sort), asc(operatorContent.id))
      .limit(MAX_ITEMS);
  }

  async slides(o: Operator, b: ContentRequest): Promise<ContentSlide[]> {
    const lang = langOf(b.lang);
    return (await this.items(o, 'slide', b)).map((r) => {
      const t = pick(r.texts, lang);
      return {
        id: r.id,
        title: t.title,
        text: t.body,
        cta: r.link ? t.cta : '',
        image_url: largest(r.imageUrl) ?? '',
        images: imagesOf(r.imageUrl),
        link: r.link,
        lang: t.lang,
        ...schedule(r),
      };
    });
  }

  async announcements(o: Operator, b: ContentRequest): Promise<ContentAnnouncement[]> {
    const lang = langOf(b.lang);
    // Signed-out visitors see public announcements only.
    const rows = await this.items(o, 'announcement', b, (v) => (v.playerId == null ? eq(operatorContent.audience, 'public') : undefined));
    return rows.map((r) => {
      const t = pick(r.texts, lang);
      return {
        id: r.id,
        version: r.version,
        title: t.title,
        body: sanitizeHtml(t.body),
        link: r.link,
        audience: r.audience,
        promotional: r.promotional,
        lang: t.lang,
        ...schedule(r),
      };
    });
  }

  async marquee(o: Operator, b: ContentRequest): Promise<MarqueeItem[]> {
    const lang = langOf(b.lang);
    return (await this.items(o, 'marquee', b)).map((r) => {
      const t = pick(r.texts, lang);
      return { id: r.id, text: t.body || t.title, link: r.link, lang: t.lang, ...schedule(r) };
    });
  }

  private summary(r: Row, lang: string): NewsSummary {
    const t = pick(r.texts, lang);
    return {
      id: r.id,
      slug: r.slug ?? String(r.id),
      title: t.title,
      summary: t.summary,
      image_url: largest(r.imageUrl),
      images: imagesOf(r.imageUrl),
      published_at: published(r).toISOString(),
      updated_at: r.updatedAt.toISOString(),
      lang: t.lang,
    };
  }

  /** Newest first (by publication date), pages of 10. */
  async news(o: Operator, b: ContentRequest & { page: number; per_page?: number }) {
    const lang = langOf(b.lang);
    const perPage = b.per_page ?? NEWS_PER_PAGE;
    const where = this.live(o.id, 'news', new Date());
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(operatorContent)
        .where(where)
        .orderBy(desc(sql`coalesce(${operatorContent.startsAt}, ${operatorContent.createdAt})`), desc(operatorContent.id))
        .limit(perPage)
        .offset((b.page - 1) * perPage),
      this.db.select({ n: count() }).from(operatorContent).where(where),
    ]);
    return { value: rows.map((r) => this.summary(r, lang)), page: b.page, per_page: perPage, total: Number(total?.n ?? 0) };
  }

  async article(o: Operator, b: ContentRequest & { slug: string }): Promise<NewsArticle> {
    const lang = langOf(b.lang);
    const [r] = await this.db
      .select()
      .from(operatorContent)
      .where(this.live(o.id, 'news', new Date(), eq(operatorContent.slug, b.slug)))
      .limit(1);
    if (!r) throw new ApiError('articleNotFound', -404);
    return { ...this.summary(r, lang), body: sanitizeHtml(pick(r.texts, lang).body) };
  }

  /* ——— back office ——— */

  async list(o: Operator, kind?: ContentKind) {
    const rows = await this.db
      .select()
      .from(operatorContent)
      .where(and(eq(operatorContent.operatorId, o.id), kind ? eq(operatorContent.kind, kind) : undefined))
      .orderBy(asc(operatorContent.kind), asc(operatorContent.sort), asc(operatorContent.id));
    return rows.map(toOps);
  }

  /**
   * The back office's changes. With `tx` (the console, which writes its audit entry in the same
   * transaction) the caller announces the change with `changed()` once it has committed.
   */
  async create(o: Operator, c: NewContent, tx?: Db) {
    const db = tx ?? this.db;
    if (c.kind === 'news' && c.slug && (await this.slugTaken(o.id, c.slug, db))) throw new ApiError('slugTaken');
    const [row] = await db
      .insert(operatorContent)
      .values({
        operatorId: o.id,
        kind: c.kind,
        slug: c.kind === 'news' ? c.slug : null,
        texts: cleanTexts(c.kind, c.texts),
        imageUrl: c.image_url ?? null,
        link: c.link ?? null,
        audience: c.audience ?? 'public',
        promotional: c.promotional ?? c.kind !== 'news',
        startsAt: c.starts_at ? new Date(c.starts_at) : null,
        endsAt: c.ends_at ? new Date(c.ends_at) : null,
        sort: c.sort ?? 0,
        draft: c.draft ?? false,
      })
      .returning();
    if (!tx) this.changed();
    return toOps(row);
  }

  /** One item with every language (the back office's view), or null. */
  async get(o: Operator, id: number, tx?: Db) {
    const [row] = await (tx ?? this.db)
      .select()
      .from(operatorContent)
      .where(and(eq(operatorContent.id, id), eq(operatorContent.operatorId, o.id)));
    return row ? toOps(row) : null;
  }

  async update(o: Operator, id: number, c: ContentChange, tx?: Db) {
    const db = tx ?? this.db;
    const [current] = await db
      .select()
      .from(operatorContent)
      .where(and(eq(operatorContent.id, id), eq(operatorContent.operatorId, o.id)))
      .for('update');
    if (!current) throw new ApiError('contentNotFound', -404);
    if (c.slug && current.kind === 'news' && c.slug !== current.slug && (await this.slugTaken(o.id, c.slug, db))) throw new ApiError('slugTaken');
    const startsAt = c.starts_at === undefined ? current.startsAt : c.starts_at ? new Date(c.starts_at) : null;
    const endsAt = c.ends_at === undefined ? current.endsAt : c.ends_at ? new Date(c.ends_at) : null;
    if (startsAt && endsAt && startsAt >= endsAt) throw new ApiError('endsBeforeStart');
    // The languages named replace theirs, an empty one is removed, the others stay.
    let texts: Texts | null = null;
    if (c.texts) {
      texts = { ...current.texts, ...cleanTexts(current.kind, c.texts) };
      for (const [lng, t] of Object.entries(texts)) if (!Object.keys(t).length) delete texts[lng];
      if (!texts.en?.title && !texts.en?.body) throw new ApiError('englishRequired');
    }
    const [row] = await db
      .update(operatorContent)
      .set({
        ...(texts ? { texts } : {}),
        ...(c.slug && current.kind === 'news' ? { slug: c.slug } : {}),
        ...(c.image_url !== undefined ? { imageUrl: c.image_url } : {}),
        ...(c.link !== undefined ? { link: c.link } : {}),
        ...(c.audience ? { audience: c.audience } : {}),
        ...(c.promotional !== undefined ? { promotional: c.promotional } : {}),
        ...(c.sort !== undefined ? { sort: c.sort } : {}),
        startsAt,
        endsAt,
        // A new version: the announcement modal shows a changed announcement again.
        version: sql`${operatorContent.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(operatorContent.id, id), eq(operatorContent.operatorId, o.id)))
      .returning();
    if (!tx) this.changed();
    return toOps(row);
  }

  async retire(o: Operator, id: number, tx?: Db) {
    const [row] = await (tx ?? this.db)
      .update(operatorContent)
      .set({ retiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(operatorContent.id, id), eq(operatorContent.operatorId, o.id)))
      .returning();
    if (!row) throw new ApiError('contentNotFound', -404);
    if (!tx) this.changed();
    return toOps(row);
  }

  /** A draft goes live (or a live item back to draft): null when it already was so. */
  async setDraft(o: Operator, id: number, draft: boolean, tx?: Db) {
    const [row] = await (tx ?? this.db)
      .update(operatorContent)
      .set({ draft, updatedAt: new Date(), version: sql`${operatorContent.version} + 1` })
      .where(and(eq(operatorContent.id, id), eq(operatorContent.operatorId, o.id), eq(operatorContent.draft, !draft), isNull(operatorContent.retiredAt)))
      .returning();
    if (!tx && row) this.changed();
    return row ? toOps(row) : null;
  }

  private async slugTaken(operatorId: number, slug: string, db: Db = this.db) {
    const [hit] = await db
      .select({ id: operatorContent.id })
      .from(operatorContent)
      .where(and(eq(operatorContent.operatorId, operatorId), eq(operatorContent.slug, slug)))
      .limit(1);
    return !!hit;
  }

  /**
   * Content is not cached by the page server, but its SEO answers and sitemap are (per site):
   * this instance drops them at once; other instances within STARTUP_CACHE_SECONDS.
   */
  changed() {
    this.operators.invalidate();
  }
}
