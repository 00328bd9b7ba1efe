import { eq } from 'drizzle-orm';
import type { ConsoleViewer } from '../../contract/console-backend.ts';
import { may } from '../../contract/console-backend.ts';
import type { ConsoleContentBackend, ContentLanguage } from '../../contract/console-content.ts';
import { CONTENT_LANGUAGES, type OpsContentItem } from '../../contract/content.ts';
import { LANGUAGE_DEFS, languageDef } from '../../contract/languages.ts';
import type { Db } from '../db/client.ts';
import { operators } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { prepareUpload, storeUpload } from '../services/content-images.ts';
import type { ContentService } from '../services/content.ts';

type Operator = typeof operators.$inferSelect;

const forbidden = () => new ApiError('forbidden', -403, 403);
const notFound = () => new ApiError('notFound', -404, 404);
const actor = (v: ConsoleViewer) => `staff:${v.member.id}`;

/** What the audit log keeps of an item: everything an editor changes, not its bookkeeping. */
const snapshot = (i: OpsContentItem) => ({
  kind: i.kind,
  slug: i.slug,
  texts: i.texts,
  image_url: i.image_url,
  link: i.link,
  audience: i.audience,
  starts_at: i.starts_at,
  ends_at: i.ends_at,
  sort: i.sort,
  draft: i.draft,
});

/**
 * The site's languages that content is written in, English first (every text falls back to it),
 * then the others in the site's order; the site's first language is its default.
 */
export function languagesOf(op: Operator): ContentLanguage[] {
  const site = op.languages.map((c) => languageDef(c)).filter((d) => !!d && CONTENT_LANGUAGES.includes(d.lng));
  const lngs = [...new Set(['en', ...site.map((d) => d!.lng)])];
  const first = site[0]?.lng ?? 'en';
  return lngs.map((lng) => ({ lng, name: LANGUAGE_DEFS.find((d) => d.lng === lng)?.name ?? lng, isDefault: lng === first }));
}

/**
 * The console's content screen over the content service (one store for the back office's API and
 * the console): content editors, operator administrators and platform administrators only, their
 * own operator's items only; every change and its audit entry in one transaction, and the change
 * announced (every instance drops its kept guest pages) once it has committed.
 */
/** The operator a content editor, operator administrator or platform administrator may edit (403 for other roles, 404 for another operator). */
export function contentOperator(db: Db) {
  return async function operatorFor(viewer: ConsoleViewer, code: string): Promise<Operator> {
    if (!may(viewer.member.role, 'content')) throw forbidden();
    const [op] = await db.select().from(operators).where(eq(operators.code, code.trim().toLowerCase())).limit(1);
    if (!op || (viewer.member.role !== 'platform_admin' && viewer.member.operator?.id !== op.id)) throw notFound();
    return op;
  };
}

export function consoleContent(deps: { db: Db; content: ContentService }): ConsoleContentBackend {
  const { db, content } = deps;

  const operatorFor = contentOperator(db);

  return {
    async overview(viewer, code, kind) {
      const op = await operatorFor(viewer, code);
      return { languages: languagesOf(op), items: await content.list(op, kind) };
    },

    async item(viewer, code, id) {
      const op = await operatorFor(viewer, code);
      const item = await content.get(op, id);
      if (!item) throw notFound();
      return { languages: languagesOf(op), item };
    },

    async save(viewer, code, input, upload, meta) {
      const op = await operatorFor(viewer, code);
      // Decoding and resizing take a moment: done before the transaction opens.
      const sizes = upload ? await prepareUpload(upload.bytes) : null;
      const saved = await db.transaction(async (tx) => {
        const picture = sizes ? await storeUpload(tx, op.id, sizes) : null;
        const image_url = picture ? picture.url : input.image_url;
        const fields = {
          slug: input.slug,
          image_url,
          link: input.link,
          audience: input.audience,
          starts_at: input.starts_at,
          ends_at: input.ends_at,
          sort: input.sort,
        };
        if (!input.id) {
          const item = await content.create(op, { kind: input.kind, ...fields, texts: input.texts, draft: true }, tx);
          await audit(tx, {
            actor: actor(viewer),
            operatorId: op.id,
            action: 'content.create',
            target: `${item.kind}#${item.id}`,
            after: snapshot(item),
            fromAddress: meta.ip,
          });
          return item;
        }
        const before = await content.get(op, input.id, tx);
        if (!before || before.kind !== input.kind) throw notFound();
        if (before.retired_at) throw new ApiError('contentRetired', -1, 409);
        const item = await content.update(op, input.id, { ...fields, texts: input.texts }, tx);
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'content.update',
          target: `${item.kind}#${item.id}`,
          before: snapshot(before),
          after: snapshot(item),
          fromAddress: meta.ip,
        });
        return item;
      });
      // A draft is on no page: only a change to a live item needs the kept pages dropped.
      if (!saved.draft) content.changed();
      return saved;
    },

    async setLive(viewer, code, id, live, meta) {
      const op = await operatorFor(viewer, code);
      const item = await db.transaction(async (tx) => {
        const before = await content.get(op, id, tx);
        if (!before) throw notFound();
        const after = await content.setDraft(op, id, !live, tx);
        if (!after) throw new ApiError(live ? 'alreadyLive' : 'alreadyDraft', -1, 409);
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: live ? 'content.publish' : 'content.unpublish',
          target: `${after.kind}#${after.id}`,
          before: { draft: before.draft },
          after: { draft: after.draft },
          fromAddress: meta.ip,
        });
        return after;
      });
      content.changed();
      return item;
    },

    async retire(viewer, code, id, meta) {
      const op = await operatorFor(viewer, code);
      await db.transaction(async (tx) => {
        const before = await content.get(op, id, tx);
        if (!before) throw notFound();
        if (before.retired_at) throw new ApiError('contentRetired', -1, 409);
        const after = await content.retire(op, id, tx);
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'content.retire',
          target: `${after.kind}#${after.id}`,
          before: { retired_at: null },
          after: { retired_at: after.retired_at },
          fromAddress: meta.ip,
        });
      });
      content.changed();
    },
  };
}
