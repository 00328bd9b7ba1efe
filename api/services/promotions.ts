import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Promotion } from '../../contract/home.ts';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema.ts';
import { isoOrNull as iso } from '../lib/dates.ts';
import type { Operator } from './operators.ts';

/** The operator's running offers: started (or always on) and not yet ended, in the operator's order. */
export async function activePromotions(db: Db, op: Operator, now = new Date()): Promise<Promotion[]> {
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
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    body: r.body,
    category: r.category,
    cta_path: r.ctaPath,
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
  }));
}
