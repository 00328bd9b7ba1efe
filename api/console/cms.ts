import { and, eq } from 'drizzle-orm';
import type { ConsoleViewer } from '../../contract/console-backend.ts';
import type { CmsTexts, ConsoleCmsBackend, ConsoleCmsKey, ConsoleCmsPage } from '../../contract/console-cms.ts';
import { languageDef } from '../../contract/languages.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import type { Db } from '../db/client.ts';
import { cmsPages } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { contentOperator, languagesOf } from './content.ts';

const notFound = () => new ApiError('notFound', -404, 404);
const actor = (v: ConsoleViewer) => `staff:${v.member.id}`;
type Row = typeof cmsPages.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const pageOf = (r: Row): ConsoleCmsPage => ({ key: r.key as ConsoleCmsKey, texts: r.texts, draft: r.draftTexts ?? null, status: r.status });

/**
 * The console's CMS pages: a draft of the page's texts (every language of the site, HTML through
 * the one sanitizer) that the site never reads, then published. Each change and its audit entry
 * are one transaction; publishing is announced (every instance drops its kept site answers) after
 * it commits. The English text and the operator's local-language text are also kept in the page's
 * first columns, which an operator API answering the older shape still reads.
 */
export function consoleCms(deps: { db: Db; changed: () => void }): ConsoleCmsBackend {
  const { db, changed } = deps;
  const operatorFor = contentOperator(db);

  async function row(tx: Db | Tx, operatorId: number, key: ConsoleCmsKey, lock = false): Promise<Row> {
    const where = and(eq(cmsPages.operatorId, operatorId), eq(cmsPages.key, key));
    const [r] = lock ? await tx.select().from(cmsPages).where(where).for('update') : await tx.select().from(cmsPages).where(where).limit(1);
    if (!r) throw notFound();
    return r;
  }

  return {
    async pages(viewer, code) {
      const op = await operatorFor(viewer, code);
      const rows = await db.select().from(cmsPages).where(eq(cmsPages.operatorId, op.id));
      return { languages: languagesOf(op), pages: rows.map(pageOf) };
    },

    async page(viewer, code, key) {
      const op = await operatorFor(viewer, code);
      return { languages: languagesOf(op), page: pageOf(await row(db, op.id, key)) };
    },

    async saveDraft(viewer, code, key, input, meta) {
      const op = await operatorFor(viewer, code);
      return db.transaction(async (tx) => {
        const before = await row(tx, op.id, key, true);
        const draft: CmsTexts = { ...(before.draftTexts ?? before.texts) };
        for (const [lng, t] of Object.entries(input.texts)) {
          if (t) draft[lng] = { title: t.title, html: sanitizeHtml(t.html) };
          else delete draft[lng];
        }
        const [after] = await tx
          .update(cmsPages)
          .set({ draftTexts: draft })
          .where(and(eq(cmsPages.operatorId, op.id), eq(cmsPages.key, key)))
          .returning();
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'cms.draft',
          target: `cms#${key}`,
          before: { draft: before.draftTexts },
          after: { draft },
          fromAddress: meta.ip,
        });
        return pageOf(after!);
      });
    },

    async publish(viewer, code, key, meta) {
      const op = await operatorFor(viewer, code);
      const page = await db.transaction(async (tx) => {
        const before = await row(tx, op.id, key, true);
        const texts = before.draftTexts;
        if (!texts) throw new ApiError('noDraft', -1, 409);
        const en = texts.en ?? before.texts.en;
        const local = languageDef(op.localLanguage)?.lng;
        const own = local && local !== 'en' ? texts[local] : undefined;
        const [after] = await tx
          .update(cmsPages)
          .set({
            texts,
            draftTexts: null,
            ...(en ? { enTitle: en.title, enBody: en.html } : {}),
            ...(local && local !== 'en' ? { localTitle: own?.title ?? null, localBody: own?.html ?? null } : {}),
          })
          .where(and(eq(cmsPages.operatorId, op.id), eq(cmsPages.key, key)))
          .returning();
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'cms.publish',
          target: `cms#${key}`,
          before: { texts: before.texts },
          after: { texts },
          fromAddress: meta.ip,
        });
        return pageOf(after!);
      });
      changed();
      return page;
    },

    async discard(viewer, code, key, meta) {
      const op = await operatorFor(viewer, code);
      return db.transaction(async (tx) => {
        const before = await row(tx, op.id, key, true);
        if (!before.draftTexts) throw new ApiError('noDraft', -1, 409);
        const [after] = await tx
          .update(cmsPages)
          .set({ draftTexts: null })
          .where(and(eq(cmsPages.operatorId, op.id), eq(cmsPages.key, key)))
          .returning();
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'cms.discard',
          target: `cms#${key}`,
          before: { draft: before.draftTexts },
          after: { draft: null },
          fromAddress: meta.ip,
        });
        return pageOf(after!);
      });
    },
  };
}
