import { and, asc, eq } from 'drizzle-orm';
import type { ConsoleViewer } from '../../contract/console-backend.ts';
import type { ConsolePromotion, ConsolePromotionsBackend, PromotionTexts } from '../../contract/console-promotions.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema.ts';
import { isoOrNull as iso } from '../lib/dates.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { contentOperator, languagesOf } from './content.ts';

type Row = typeof promotions.$inferSelect;
const notFound = () => new ApiError('notFound', -404, 404);
const actor = (v: ConsoleViewer) => `staff:${v.member.id}`;
const toPromotion = (r: Row): ConsolePromotion => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  body: r.body,
  texts: r.texts,
  category: r.category,
  cta_path: r.ctaPath,
  starts_at: iso(r.startsAt),
  ends_at: iso(r.endsAt),
});
const textsOf = (p: ConsolePromotion) => ({ en: { title: p.title, summary: p.summary, body: p.body }, ...p.texts });

/**
 * The console's promotion texts, over the same rows the back office's API writes: content editors
 * and administrators of the operator only (api/console/content.ts's check). A save and its audit
 * entry are one transaction on the locked row; the site's kept answers are dropped once it commits.
 */
export function consolePromotions(deps: { db: Db; changed: () => void }): ConsolePromotionsBackend {
  const { db, changed } = deps;
  const operatorFor = contentOperator(db);
  const mine = (operatorId: number, id: number) => and(eq(promotions.operatorId, operatorId), eq(promotions.id, id));

  return {
    async list(viewer, code) {
      const op = await operatorFor(viewer, code);
      const rows = await db.select().from(promotions).where(eq(promotions.operatorId, op.id)).orderBy(asc(promotions.sort), asc(promotions.id));
      return { languages: languagesOf(op), promotions: rows.map(toPromotion) };
    },

    async one(viewer, code, id) {
      const op = await operatorFor(viewer, code);
      const [row] = await db.select().from(promotions).where(mine(op.id, id)).limit(1);
      if (!row) throw notFound();
      return { languages: languagesOf(op), promotion: toPromotion(row) };
    },

    async save(viewer, code, id, input, meta) {
      const op = await operatorFor(viewer, code);
      const offered = new Set(languagesOf(op).map((l) => l.lng));
      if (Object.keys(input.texts).some((l) => !offered.has(l))) throw new ApiError('unknownLanguage', -1, 400);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(promotions).where(mine(op.id, id)).for('update');
        if (!row) throw notFound();
        const before = toPromotion(row);
        const texts: PromotionTexts = { ...row.texts };
        let english = { title: row.title, summary: row.summary, body: row.body };
        for (const [lng, t] of Object.entries(input.texts)) {
          const clean = t && { ...t, body: sanitizeHtml(t.body) };
          if (lng === 'en') english = clean ?? english;
          else if (clean) texts[lng] = clean;
          else delete texts[lng];
        }
        const [after] = await tx
          .update(promotions)
          .set({ ...english, texts })
          .where(mine(op.id, id))
          .returning();
        const promotion = toPromotion(after!);
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'promotion.texts',
          target: `promotion#${id}`,
          before: { texts: textsOf(before) },
          after: { texts: textsOf(promotion) },
          fromAddress: meta.ip,
        });
        return promotion;
      });
      changed();
      return saved;
    },
  };
}
