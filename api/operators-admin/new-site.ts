import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { CMS_SEED } from '../db/seed/cms.ts';
import { CMS_LOCAL } from '../db/seed/cms-local.ts';
import { DEMO_BANKS, VIP_LADDER } from '../db/seed/factories.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import { DEFAULT_SETTINGS } from '../services/engage/shared.ts';
import { cmsTextsOf } from '../services/cms-pages.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the operator command is given for a new site, already checked. */
export interface NewSite {
  code: string;
  domain: string;
  siteName: string;
  themeCode: string;
  themeColor: string;
  currency: string;
  /** Language codes, the default first. */
  languages: string[];
  timeZone: string;
}

/**
 * The language of a site's local texts (its CMS pages' local_ bodies): the first one offered
 * besides English, English when it offers no other.
 */
export const localLanguageOf = (languages: string[]) => languages.find((l) => l !== 'EN') ?? 'EN';

/**
 * Deposit and withdrawal limits in minor units until the operator sets its own: a deposit or
 * withdrawal outside them is refused, so zero would refuse every one.
 */
export const DEFAULT_LIMITS = { minDeposit: 10_000, maxDeposit: 5_000_000, minWithdrawal: 10_000, maxWithdrawal: 2_000_000 };

/** The local title and body of a CMS page in `language`, when the product has a default text for it. */
export function localCms(language: string, key: string, siteName: string) {
  const l = (CMS_LOCAL[language] ?? []).find((x) => x.key === key);
  return { localTitle: l?.title ?? null, localBody: l ? sanitizeHtml(l.body.replaceAll('{site}', siteName)) : null };
}

/**
 * The site's pages from the product's default texts with its name in them. Contact us starts
 * switched off: its text holds placeholder addresses the operator must replace.
 */
export function defaultCmsPages(operatorId: number, siteName: string, localLanguage: string): (typeof t.cmsPages.$inferInsert)[] {
  return CMS_SEED.map((c) => {
    const page = { enTitle: c.title, enBody: sanitizeHtml(c.body.replaceAll('{site}', siteName)), ...localCms(localLanguage, c.key, siteName) };
    return { operatorId, key: c.key, ...page, texts: cmsTextsOf(page, localLanguage), status: c.key !== 'contact_us' };
  });
}

export function defaultSeo(operatorId: number, siteName: string): typeof t.seoPages.$inferInsert {
  return {
    operatorId,
    pageName: 'default',
    metaTitle: `${siteName} | Online Casino, Slots & Sports`,
    metaDesc: `Play casino, slots and sports at ${siteName}: fast payouts, fair games and 24/7 support.`,
    metaKeywords: `${siteName}, online casino, slots, sports betting`,
    metaAuthor: siteName,
    metaPublisher: siteName,
    metaLang: 'en',
  };
}

/**
 * Everything a site needs to serve its pages, inside the caller's transaction: the operator, its
 * domain, its CMS pages, its default SEO record, the VIP ladder, the engagement settings (its time
 * zone) and the banks players can withdraw to in its currency. Demo content (players, promotions,
 * partners, analytics, slides) is not made: the operator adds its own.
 */
export async function createSite(tx: Tx, s: NewSite) {
  const localLanguage = localLanguageOf(s.languages);
  const [op] = await tx
    .insert(t.operators)
    .values({
      code: s.code,
      siteName: s.siteName,
      currency: s.currency,
      themeCode: s.themeCode,
      themeColor: s.themeColor,
      logoText: s.siteName,
      externalId: s.code,
      languages: s.languages,
      localLanguage,
      ...DEFAULT_LIMITS,
    })
    .returning();
  await tx.insert(t.operatorDomains).values({ domain: s.domain, operatorId: op.id });
  await tx.insert(t.cmsPages).values(defaultCmsPages(op.id, s.siteName, localLanguage));
  await tx.insert(t.seoPages).values(defaultSeo(op.id, s.siteName));
  await tx.insert(t.vipLevels).values(VIP_LADDER.map((l) => ({ operatorId: op.id, ...l })));
  await tx.insert(t.engageSettings).values({ operatorId: op.id, ...DEFAULT_SETTINGS, timeZone: s.timeZone });
  const banks = DEMO_BANKS[s.currency] ?? [];
  if (banks.length) await tx.insert(t.operatorBanks).values(banks.map((b, i) => ({ operatorId: op.id, code: b.code, name: b.name, sort: i })));
  return op;
}

/**
 * After a new site name or local language: each page text still as the product wrote it (for the
 * old name and language) is rewritten for the new ones; texts the operator has edited are kept,
 * and the pages holding them are answered, to be changed by hand.
 */
export async function refreshDefaultCms(
  tx: Tx,
  operatorId: number,
  before: { siteName: string; localLanguage: string },
  after: { siteName: string; localLanguage: string },
): Promise<string[]> {
  if (before.siteName === after.siteName && before.localLanguage === after.localLanguage) return [];
  const defaults = (siteName: string, localLanguage: string) => new Map(defaultCmsPages(operatorId, siteName, localLanguage).map((p) => [p.key, p]));
  const old = defaults(before.siteName, before.localLanguage);
  const next = defaults(after.siteName, after.localLanguage);
  const rows = await tx.select().from(t.cmsPages).where(eq(t.cmsPages.operatorId, operatorId));
  const kept: string[] = [];
  for (const r of rows) {
    const o = old.get(r.key);
    const n = next.get(r.key);
    if (!o || !n) continue;
    const change: Partial<typeof t.cmsPages.$inferInsert> = {};
    if (r.enTitle === o.enTitle && r.enBody === o.enBody) Object.assign(change, { enTitle: n.enTitle, enBody: n.enBody });
    else if (before.siteName !== after.siteName) kept.push(r.key);
    if (r.localTitle === (o.localTitle ?? null) && r.localBody === (o.localBody ?? null))
      Object.assign(change, { localTitle: n.localTitle, localBody: n.localBody });
    else if (!kept.includes(r.key)) kept.push(r.key);
    // The language map follows the rewritten English and local texts; its other languages are kept.
    if (Object.keys(change).length) {
      const local = 'localBody' in change ? { localTitle: change.localTitle, localBody: change.localBody ?? null } : {};
      change.texts = cmsTextsOf({ enTitle: change.enTitle ?? r.enTitle, enBody: change.enBody ?? r.enBody, ...local }, after.localLanguage, r.texts);
    }
    if (Object.keys(change).length)
      await tx
        .update(t.cmsPages)
        .set(change)
        .where(and(eq(t.cmsPages.operatorId, operatorId), eq(t.cmsPages.key, r.key)));
  }
  return kept;
}
