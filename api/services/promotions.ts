import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Promotion } from '../../contract/home.ts';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema.ts';
import { isoOrNull as iso } from '../lib/dates.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import { localized } from '../lib/texts.ts';
import type { Operator } from './operators.ts';

/** The operator's running offers: started (or always on) and not yet ended, in the operator's order. */
export async function activePromotions(db: Db, op: Operator, now = new Date(), lang?: string): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.operatorId, op.id),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
  return rows.map((r) => {
    // In the page's language where the operator wrote it, English otherwise.
    const t = localized({ title: r.title, summary: r.summary, body: r.body }, r.texts, lang);
    return {
      id: r.id,
      title: t.title,
      summary: t.summary,
      body: t.lang === 'en' ? r.body : sanitizeHtml(t.body),
      lang: t.lang,
      category: r.category,
      cta_path: r.ctaPath,
      starts_at: iso(r.startsAt),
      ends_at: iso(r.endsAt),
    };
  });
}
