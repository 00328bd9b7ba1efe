import { asc, eq, sql } from 'drizzle-orm';
import { generateCatalogue } from '../../catalogue/generate.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { log } from '../../lib/log.ts';
import { sanitizeHtml } from '../../../contract/sanitize.server.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { gameImageUrl } from '../../services/catalogue.ts';
import { CMS_SEED } from './cms.ts';
import { CMS_LOCAL } from './cms-local.ts';
import { DEMO_WELCOME, demoInbox, demoPromotions, demoReferral } from './inbox.ts';
import { seedContent } from './content.ts';
import { cmsTextsOf } from '../../services/cms-pages.ts';
import { seedEngage } from './engage.ts';
import { DEMO_BANKS, DEMO_PARTNERS, DEMO_PLAYER, DEMO_STAFF, DEMO_SOCIAL, SEO_PAGES, SEO_PAGE_TITLES, VIP_LADDER, demoOperators } from './factories.ts';

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const banksFor = (operatorId: number, currency: string) =>
  (DEMO_BANKS[currency] ?? DEMO_BANKS.USD).map((b, i) => ({ operatorId, code: b.code, name: b.name, sort: i }));

/** Demo data written after the first seed: added to operators that lack it (idempotent). */
export async function topUpDemo(db: Db) {
  // Missions, the wheel and the minigame's stakes, for operators that have none.
  await seedEngage(db);
  const ops = await db.select({ id: t.operators.id, currency: t.operators.currency }).from(t.operators);
  const withBanks = new Set((await db.selectDistinct({ id: t.operatorBanks.operatorId }).from(t.operatorBanks)).map((r) => r.id));
  const missing = ops.filter((o) => !withBanks.has(o.id));
  if (missing.length)
    await db
      .insert(t.operatorBanks)
      .values(missing.flatMap((o) => banksFor(o.id, o.currency)))
      .onConflictDoNothing();
  // The referral programme, for operators seeded before it existed.
  const noProgramme = await db
    .select({ id: t.operators.id, siteName: t.operators.siteName, currency: t.operators.currency })
    .from(t.operators)
    .where(sql`${t.operators.referralReward} = 0 and ${t.operators.referralTerms} = ''`);
  for (const o of noProgramme) await db.update(t.operators).set(demoReferral(o.siteName, o.currency)).where(eq(t.operators.id, o.id));
  // Promotions, for operators seeded before the promotions page existed.
  const withPromos = new Set((await db.selectDistinct({ id: t.promotions.operatorId }).from(t.promotions)).map((r) => r.id));
  const noPromos = (await db.select({ id: t.operators.id, siteName: t.operators.siteName, currency: t.operators.currency }).from(t.operators)).filter(
    (o) => !withPromos.has(o.id),
  );
  if (noPromos.length) await db.insert(t.promotions).values(noPromos.flatMap((o) => demoPromotions(o.id, o.siteName, o.currency)));
  // Slides, announcements, the marquee and news, for operators that have none.
  await seedContent(db);
  // The demo inbox, for demo players of a database seeded before the inbox existed.
  const demoPlayers = await db
    .select({ id: t.players.id, siteName: t.operators.siteName, currency: t.operators.currency })
    .from(t.players)
    .innerJoin(t.operators, eq(t.operators.id, t.players.operatorId))
    .where(
      sql`${t.players.accountKey} = ${DEMO_PLAYER.accountId.toLowerCase()} and not exists (select 1 from inbox_messages m where m.player_id = ${t.players.id})`,
    );
  if (demoPlayers.length) await db.insert(t.inboxMessages).values(demoPlayers.flatMap((p) => demoInbox(p.id, p.siteName, p.currency)));
  // The console's demo administrator, for databases seeded before the console existed.
  const [admin] = await db.select({ id: t.staff.id }).from(t.staff).where(eq(t.staff.email, DEMO_STAFF.email));
  if (!admin)
    await db
      .insert(t.staff)
      .values({ email: DEMO_STAFF.email, passwordHash: await hashPassword(DEMO_STAFF.password), role: 'platform_admin' })
      .onConflictDoNothing();
}

/** Idempotent: runs only when there is no operator yet. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(t.operators);
  if (Number(existing[0]?.n ?? 0) > 0) return false;
  const started = Date.now();

  await db.transaction(async (tx) => {
    const catalogue = generateCatalogue(1);
    await insertChunked(catalogue.providers, 500, (c) => tx.insert(t.providers).values(c.map((p) => ({ code: p.code, name: p.name, sort: p.sort }))));
    await insertChunked(catalogue.games, 1500, (c) =>
      tx.insert(t.games).values(
        c.map((g) => ({
          providerCode: g.provider_code,
          gameCode: g.game_code,
          gameName: g.game_name,
          gameType: g.game_type,
          theme: g.theme,
          hot: g.hot,
          featured: g.featured,
          popular: g.popular,
          isNew: g.new,
          rtpBp: g.rtp_bp,
          volatility: g.volatility,
          sort: g.sort,
          released: g.released,
        })),
      ),
    );

    // One hash for the demo password: it is public anyway, and 114 scrypt runs would slow the first start.
    const passwordHash = await hashPassword(DEMO_PLAYER.password);
    const favGames = await tx.select().from(t.games).where(eq(t.games.hot, true)).orderBy(asc(t.games.sort)).limit(5);

    for (const def of demoOperators()) {
      const [op] = await tx
        .insert(t.operators)
        .values({
          code: def.code,
          siteName: def.siteName,
          currency: def.currency,
          themeCode: def.themeCode,
          themeColor: def.themeColor,
          logoText: def.siteName,
          externalId: `ext-${def.code}`,
          manifestIcon: null,
          gamifyStatus: def.gamifyStatus,
          showReferral: def.showReferral,
          showAppDownload: def.showAppDownload,
          showDownloadBar: def.showAppDownload,
          affDomain: `${def.code}.aff.localhost`,
          languages: def.languages,
          localLanguage: def.localLanguage,
          maintenanceOn: !!def.maintenance,
          maintenanceStart: def.maintenance?.start ?? null,
          maintenanceEnd: def.maintenance?.end ?? null,
          liveChatStatus: def.liveChat,
          liveChatId: def.liveChat ? `chat-${def.code}` : null,
          liveChatProvider: def.liveChat ? 'demo' : null,
          liveChatScriptUrl: def.liveChat ? '/api/livechat/widget.js' : null,
          minDeposit: 10_000,
          maxDeposit: 5_000_000,
          minWithdrawal: 10_000,
          maxWithdrawal: 2_000_000,
          ...demoReferral(def.siteName, def.currency),
          ...DEMO_WELCOME,
          androidSub: 'https://example.org/app/android',
          iosSub: 'https://example.org/app/ios',
        })
        .returning();
      const id = op.id;
      await tx.insert(t.operatorDomains).values(def.domains.map((domain) => ({ domain, operatorId: id })));
      const local = CMS_LOCAL[def.localLanguage] ?? [];
      await tx.insert(t.cmsPages).values(
        CMS_SEED.map((c) => {
          const l = local.find((x) => x.key === c.key);
          const page = {
            enTitle: c.title,
            enBody: sanitizeHtml(c.body.replaceAll('{site}', def.siteName)),
            localTitle: l?.title ?? null,
            localBody: l ? sanitizeHtml(l.body.replaceAll('{site}', def.siteName)) : null,
          };
          return {
            operatorId: id,
            key: c.key,
            ...page,
            texts: cmsTextsOf(page, def.localLanguage),
            // One demo operator shows how a page switched off looks.
            status: !(def.code === 'slot1' && c.key === 'contact_us'),
          };
        }),
      );
      await tx.insert(t.seoPages).values(
        SEO_PAGES.map((page) => ({
          operatorId: id,
          pageName: page,
          metaTitle:
            page === 'default' || page === 'home' ? `${def.siteName} | Online Casino, Slots & Sports` : `${SEO_PAGE_TITLES[page] ?? page} | ${def.siteName}`,
          metaDesc: `Play ${page === 'default' || page === 'home' ? 'casino, slots and sports' : page} at ${def.siteName}: fast payouts, fair games and 24/7 support.`,
          metaKeywords: `${def.siteName}, online casino, slots, sports betting, ${page}`,
          metaCanonical: null,
          metaAuthor: def.siteName,
          metaPublisher: def.siteName,
          metaLang: 'en',
          metaImageUrl: `/api/art/partner/${encodeURIComponent(def.siteName)}.svg`,
        })),
      );
      if (def.partners) {
        await tx.insert(t.partners).values(
          DEMO_PARTNERS.map((p, i) => ({
            operatorId: id,
            partnerName: p.name,
            href: p.href,
            imgUrl: `/api/art/partner/${encodeURIComponent(p.name)}.svg`,
            sort: i,
          })),
        );
      }
      await tx.insert(t.socialAccounts).values(DEMO_SOCIAL.map((s, i) => ({ operatorId: id, ...s, sort: i })));
      await tx.insert(t.analyticsScripts).values([
        { operatorId: id, section: 'HEAD' as const, script: `window.__opAnalytics=(window.__opAnalytics||[]).concat('head:${def.code}');`, sort: 0 },
        { operatorId: id, section: 'BODY' as const, script: `window.__opAnalytics=(window.__opAnalytics||[]).concat('body:${def.code}');`, sort: 1 },
      ]);
      await tx.insert(t.vipLevels).values(VIP_LADDER.map((l) => ({ operatorId: id, ...l })));
      await tx.insert(t.operatorBanks).values(banksFor(id, def.currency));
      const [player] = await tx
        .insert(t.players)
        .values({
          operatorId: id,
          accountId: DEMO_PLAYER.accountId,
          accountKey: DEMO_PLAYER.accountId.toLowerCase(),
          passwordHash,
          fullName: DEMO_PLAYER.fullName,
          contactEmail: DEMO_PLAYER.email,
          contactPhone: DEMO_PLAYER.phone,
          referralCode: `R${id.toString(36).toUpperCase()}DEMO`,
          gameBalance: 1_234_567,
          gameToken: 25_000,
          totalDeposit: 2_500_000,
          totalTurnover: 8_000_000,
        })
        .returning();
      // The opening balances are ledger entries too: a balance always equals the sum of its entries.
      await tx.insert(t.ledgerEntries).values([
        {
          playerId: player.id,
          kind: 'adjustment' as const,
          account: 'balance' as const,
          amount: player.gameBalance,
          balanceAfter: player.gameBalance,
          note: 'demo opening balance',
        },
        {
          playerId: player.id,
          kind: 'adjustment' as const,
          account: 'token' as const,
          amount: player.gameToken,
          balanceAfter: player.gameToken,
          note: 'demo opening tokens',
        },
      ]);
      await tx.insert(t.inboxMessages).values(demoInbox(player.id, def.siteName, def.currency));
      await tx.insert(t.promotions).values(demoPromotions(id, def.siteName, def.currency));
      if (favGames.length) {
        await tx.insert(t.favourites).values(
          favGames.map((g) => ({
            playerId: player.id,
            providerCode: g.providerCode,
            gameCode: g.gameCode,
            gameName: g.gameName,
            gameType: g.gameType,
            imgUrl: gameImageUrl(g.providerCode, g.gameCode),
          })),
        );
      }
    }
  });
  log.info({ ms: Date.now() - started }, 'demo data seeded');
  return true;
}
