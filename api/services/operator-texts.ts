import { and, eq } from 'drizzle-orm';
import type { OpsPromotionTextsRequest, OpsVipLevelTextsRequest } from '../../contract/operator-texts.ts';
import type { Db } from '../db/client.ts';
import { promotions, vipLevels } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import type { Operator } from './operators.ts';

/** Languages named replace theirs; an empty text (or list) removes that language. */
function mergeTexts<V>(current: Record<string, V>, change: Record<string, V>, empty: (v: V) => boolean) {
  const out = { ...current };
  for (const [l, v] of Object.entries(change)) {
    if (empty(v)) delete out[l];
    else out[l] = v;
  }
  return out;
}

/** A promotion's title, summary and terms in other languages (the back office). */
export async function setPromotionTexts(db: Db, op: Operator, b: OpsPromotionTextsRequest) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.operatorId, op.id), eq(promotions.id, b.id)));
  if (!row) throw new ApiError('notFound');
  const change = Object.fromEntries(Object.entries(b.texts).map(([l, x]) => [l, { ...x, ...(x.body != null && { body: sanitizeHtml(x.body) }) }]));
  const texts = mergeTexts(row.texts, change, (v) => !v.title && !v.summary && !v.body);
  await db.update(promotions).set({ texts }).where(eq(promotions.id, row.id));
  return { id: row.id, texts };
}

/** A VIP level's name and benefits per language (the back office). */
export async function setVipLevelTexts(db: Db, op: Operator, b: OpsVipLevelTextsRequest) {
  const where = and(eq(vipLevels.operatorId, op.id), eq(vipLevels.level, b.level));
  const [row] = await db.select().from(vipLevels).where(where);
  if (!row) throw new ApiError('notFound');
  const names = mergeTexts(row.names, b.names ?? {}, (v) => !v);
  const benefits = mergeTexts(row.benefits, b.benefits ?? {}, (v) => v.length === 0);
  await db.update(vipLevels).set({ names, benefits }).where(where);
  return { level: row.level, name: row.name, names, benefits };
}
