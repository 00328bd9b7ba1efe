import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { LANGUAGE_DEFS } from '../../contract/languages.ts';
import { CATEGORY_NAMES, CATEGORY_ROUTES, GAME_TYPES, type CategorySlug } from '../../contract/product.ts';
import type { CmsPage, AnalyticsScript, Partner, SocialAccount } from '../../contract/settings.ts';
import type { ContentNode, SeoRecord, StartupAnswer } from '../../contract/site.ts';
import type { Db } from '../db/client.ts';
import { analyticsScripts, cmsPages, gameRounds, partners, players, seoPages, socialAccounts, withdrawals } from '../db/schema.ts';
import type { CatalogueService, CatalogueSummary } from './catalogue.ts';
import { maintenanceAt, type Operator } from './operators.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Content tree: only categories that have games, each with its providers. */
export function buildContent(summary: CatalogueSummary) {
  const name = new Map(summary.providers.map((p) => [p.code, p.name]));
  const order = new Map(summary.providers.map((p, i) => [p.code, i]));
  const node = (slug: CategorySlug, byProvider: Map<string, number>): ContentNode => ({
    content_id: slug,
    name: CATEGORY_NAMES[slug],
    route: CATEGORY_ROUTES[slug],
    game_count: [...byProvider.values()].reduce((a, b) => a + b, 0),
    children: [...byProvider.entries()]
      .sort((a, b) => (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0))
      .map(([code, n]) => ({
        content_id: `${slug}:${code}`,
        name: name.get(code) ?? code,
        provider_code: code,
        game_count: n,
      })),
  });
  const menu: ContentNode[] = [];
  if (summary.hot.size > 0) menu.push(node('hot', summary.hot));
  for (const t of GAME_TYPES) {
    const m = summary.counts.get(t);
    if (m && m.size > 0) menu.push(node(t, m));
  }
  const provider_count: Record<string, number> = {};
  for (const n of menu) provider_count[n.content_id] = n.children?.length ?? 0;
  const game_menu = menu.map(({ children: _c, ...rest }) => rest);
  return { menu, game_menu, provider_count };
}

export function toSite(o: Operator): StartupAnswer['site'] {
  return {
    site_name: o.siteName,
    currency: o.currency,
    theme_code: o.themeCode,
    theme_color: o.themeColor,
    logo1: o.logo1,
    logo2: o.logo2,
    logo3: o.logo3,
    status: o.status,
    expired_date: iso(o.expiredDate),
    logo_text: o.logoText,
    external_id: o.externalId,
    android_sub: o.androidSub,
    ios_sub: o.iosSub,
    manifest_icon: o.manifestIcon,
    gamify_status: o.gamifyStatus,
    show_referral: o.showReferral,
    show_app_download: o.showAppDownload,
    show_download_bar: o.showDownloadBar,
    show_preloader: o.showPreloader,
    show_bf_ann_modal: o.showBfAnnModal,
    local_language: o.localLanguage,
    app_theme_color: o.appThemeColor,
    app_background_color: o.appBackgroundColor,
  };
}

export class SiteService {
  constructor(
    private db: Db,
    private catalogue: CatalogueService,
    private keepMs = 10_000,
  ) {}

  /**
   * Each operator's startup answer, kept while the directory's entry for it is the same object (a
   * back-office change replaces it, on every instance through the bus) and for at most `keepMs`
   * (the catalogue's counts and the leaderboard's lists move on their own), and never past the
   * opening or close of a maintenance window.
   */
  private kept = new WeakMap<Operator, { until: number; answer: Promise<StartupAnswer> }>();

  startup(o: Operator, now: Date = new Date()): Promise<StartupAnswer> {
    const k = this.kept.get(o);
    if (k && now.getTime() < k.until) return k.answer;
    const window = maintenanceAt(o, now);
    const answer = this.buildStartup(o, window.active);
    // Never kept past the moment a maintenance window opens or closes.
    const until = Math.min(now.getTime() + this.keepMs, window.nextChange?.getTime() ?? Number.POSITIVE_INFINITY);
    this.kept.set(o, { until, answer });
    answer.catch(() => this.kept.delete(o));
    return answer;
  }

  private async buildStartup(o: Operator, inMaintenance: boolean): Promise<StartupAnswer> {
    const { menu, game_menu, provider_count } = buildContent(await this.catalogue.getSummary());
    const languages = o.languages
      .map((code) => LANGUAGE_DEFS.find((l) => l.code === code))
      .filter((l) => l !== undefined)
      .map((l) => ({ code: l.code, name: l.name, icon: l.icon, files: [...l.files] }));
    return {
      statusCode: 1,
      message: 'OK',
      maintenance: {
        is_maintenance: inMaintenance,
        start_date: iso(o.maintenanceStart),
        end_date: iso(o.maintenanceEnd),
      },
      content: { menu, game_menu },
      site: { ...toSite(o), show_leaderboard: await this.leaderboardShown(o) },
      language: languages,
      provider_count,
      aff_domain: o.affDomain,
      live_chat: {
        chat_id: o.liveChatId,
        image_id: o.liveChatImageId,
        status: o.liveChatStatus,
        provider: o.liveChatProvider,
        script_url: o.liveChatScriptUrl,
      },
    };
  }

  /**
   * The leaderboard is linked when the operator has it on and one of its two top-10 lists (the
   * last 30 days' winning rounds and approved withdrawals) has at least `socialProofMin` entries.
   * Two reads of at most that many rows: the startup answer is cached by the page server.
   */
  async leaderboardShown(o: Operator, now = new Date()): Promise<boolean> {
    if (!o.showLeaderboard) return false;
    const min = o.socialProofMin;
    if (min <= 0) return true;
    const since = new Date(now.getTime() - 30 * 86_400_000);
    const ofOperator = eq(players.operatorId, o.id);
    const wins = await this.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .innerJoin(players, eq(players.id, gameRounds.playerId))
      .where(and(ofOperator, gte(gameRounds.createdAt, since), gt(gameRounds.win, 0)))
      .limit(min);
    if (wins.length >= min) return true;
    const paid = await this.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .innerJoin(players, eq(players.id, withdrawals.playerId))
      .where(and(ofOperator, eq(withdrawals.status, 'approved'), gte(withdrawals.decidedAt, since)))
      .limit(min);
    return paid.length >= min;
  }

  async cms(o: Operator): Promise<Record<string, CmsPage>> {
    const rows = await this.db.select().from(cmsPages).where(eq(cmsPages.operatorId, o.id));
    return Object.fromEntries(
      rows.map((r) => [
        r.key,
        { en_title: r.enTitle, local_title: r.localTitle, en_body: r.enBody, local_body: r.localBody, status: r.status, texts: r.texts },
      ]),
    );
  }

  /** SEO record of the page, else the operator's 'default' record, else one made from the site. */
  async seo(o: Operator, pageName: string): Promise<SeoRecord> {
    const rows = await this.db
      .select()
      .from(seoPages)
      .where(and(eq(seoPages.operatorId, o.id), eq(seoPages.pageName, pageName)))
      .limit(1);
    const fallback = rows[0]
      ? undefined
      : (
          await this.db
            .select()
            .from(seoPages)
            .where(and(eq(seoPages.operatorId, o.id), eq(seoPages.pageName, 'default')))
            .limit(1)
        )[0];
    const r = rows[0] ?? fallback;
    if (!r) {
      return {
        id: 0,
        page_name: pageName,
        en_item_name: null,
        en_body: null,
        local_item_name: null,
        local_body: null,
        meta_title: o.siteName,
        meta_desc: `${o.siteName}: casino, slots and sports.`,
        meta_keywords: '',
        meta_url: null,
        meta_canonical: null,
        meta_author: o.siteName,
        meta_publisher: o.siteName,
        meta_lang: null,
        meta_image_url: null,
      };
    }
    return {
      id: r.id,
      // 'default' tells the front end this is the operator-level fallback, not the page's own record.
      page_name: r.pageName,
      en_item_name: r.enItemName,
      en_body: r.enBody,
      local_item_name: r.localItemName,
      local_body: r.localBody,
      meta_title: r.metaTitle,
      meta_desc: r.metaDesc,
      meta_keywords: r.metaKeywords,
      meta_url: r.metaUrl,
      meta_canonical: r.metaCanonical,
      meta_author: r.metaAuthor,
      meta_publisher: r.metaPublisher,
      meta_lang: r.metaLang,
      meta_image_url: r.metaImageUrl,
    };
  }

  async partners(o: Operator): Promise<Partner[]> {
    const rows = await this.db.select().from(partners).where(eq(partners.operatorId, o.id)).orderBy(asc(partners.sort));
    return rows.map((r) => ({ href: r.href, img_url: r.imgUrl, partner_name: r.partnerName }));
  }

  async analytics(o: Operator): Promise<AnalyticsScript[]> {
    const rows = await this.db.select().from(analyticsScripts).where(eq(analyticsScripts.operatorId, o.id)).orderBy(asc(analyticsScripts.sort));
    return rows.map((r) => ({ section: r.section, script: r.script }));
  }

  async social(o: Operator): Promise<SocialAccount[]> {
    const rows = await this.db.select().from(socialAccounts).where(eq(socialAccounts.operatorId, o.id)).orderBy(asc(socialAccounts.sort));
    return rows.map((r) => ({ platform: r.platform, name: r.name, url: r.url }));
  }
}
