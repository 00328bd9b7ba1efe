import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ConsoleAbility, ConsoleViewer } from '../../contract/console-backend.ts';
import { SEGMENT_MAX, type ConsoleMessages, type MessageAudience } from '../../contract/console-messages.ts';
import { CONTENT_LANGUAGES } from '../../contract/content.ts';
import { LANGUAGE_DEFS, languageDef } from '../../contract/languages.ts';
import type { Db } from '../db/client.ts';
import { consoleSends, operators, players, vipLevels } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import type { InboxService } from '../services/inbox.ts';
import type { Tx } from '../services/wallet/shared.ts';

type Operator = typeof operators.$inferSelect;

export interface MessagesConsoleDeps {
  db: Db;
  inbox?: InboxService;
  /** The protection rule: nothing the operator sends reaches a player in a time-out or self-exclusion. */
  promotionsAllowed?: (playerId: number) => Promise<boolean>;
  operatorFor(viewer: ConsoleViewer, code: string, ability: ConsoleAbility): Promise<Operator>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text as typed in the console: paragraphs on blank lines, line breaks kept. */
const htmlOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The operator's languages as i18next tags, English first (the message's required language). */
export function languagesOf(op: Operator) {
  const tags = op.languages.map((c) => languageDef(c)?.lng).filter((l): l is string => !!l && CONTENT_LANGUAGES.includes(l));
  return ['en', ...new Set(tags.filter((l) => l !== 'en'))];
}

/**
 * Messages and rewards from the console into players' inboxes, through the inbox service: one
 * message row per player, so each reward is claimed once by the inbox's own claim rule.
 */
export function consoleMessages(deps: MessagesConsoleDeps): ConsoleMessages {
  const { db } = deps;

  /** The player's reached VIP level, as the VIP page computes it: the highest whose thresholds are met, else the lowest. */
  const levelOf = (opId: number) => sql`coalesce(
    (select max(${vipLevels.level}) from ${vipLevels} where ${vipLevels.operatorId} = ${opId}
       and ${players.totalDeposit} >= ${vipLevels.minDeposit} and ${players.totalTurnover} >= ${vipLevels.minTurnover}),
    (select min(${vipLevels.level}) from ${vipLevels} where ${vipLevels.operatorId} = ${opId}))`;

  async function audienceOf(op: Operator, a: MessageAudience): Promise<number[]> {
    const where: (SQL | undefined)[] = [eq(players.operatorId, op.id), eq(players.status, 'active')];
    if (a.accountId !== undefined) where.push(eq(players.accountKey, a.accountId.trim().toLowerCase()));
    else {
      if (a.vipLevel !== undefined) where.push(sql`${levelOf(op.id)} = ${a.vipLevel}`);
      if (a.signedUpFrom) where.push(gte(players.createdAt, new Date(`${a.signedUpFrom}T00:00:00Z`)));
      if (a.signedUpTo) where.push(lt(players.createdAt, new Date(Date.parse(`${a.signedUpTo}T00:00:00Z`) + 86_400_000)));
      if (a.deposited === 'yes') where.push(gt(players.totalDeposit, 0));
      if (a.deposited === 'no') where.push(eq(players.totalDeposit, 0));
    }
    const rows = await db
      .select({ id: players.id })
      .from(players)
      .where(and(...where))
      .orderBy(asc(players.id))
      .limit(SEGMENT_MAX + 1);
    if (rows.length > SEGMENT_MAX) throw new ApiError('segmentTooLarge', -422, 400);
    const allowed = deps.promotionsAllowed;
    if (!allowed) return rows.map((r) => r.id);
    const keep = await Promise.all(rows.map(async (r) => ((await allowed(r.id)) ? r.id : null)));
    return keep.filter((id): id is number => id !== null);
  }

  return {
    async messagingSetup(viewer, code) {
      const op = await deps.operatorFor(viewer, code, 'messages');
      const levels = await db
        .select({ level: vipLevels.level, name: vipLevels.name })
        .from(vipLevels)
        .where(eq(vipLevels.operatorId, op.id))
        .orderBy(asc(vipLevels.level));
      return { languages: languagesOf(op).map((lng) => ({ lng, name: languageName(lng) })), vipLevels: levels };
    },

    async audienceSize(viewer, code, audience) {
      const op = await deps.operatorFor(viewer, code, 'messages');
      return (await audienceOf(op, audience)).length;
    },

    async sendMessage(viewer, code, audience, message, meta) {
      const op = await deps.operatorFor(viewer, code, 'messages');
      if (!deps.inbox) throw new ApiError('unavailable', -1, 503);
      const langs = languagesOf(op);
      const en = message.texts.en;
      if (!en?.title.trim() || !en.body.trim() || Object.keys(message.texts).some((l) => !langs.includes(l))) throw new ApiError('invalidRequest', -422, 400);
      if (message.reward !== undefined && (!Number.isSafeInteger(message.reward) || message.reward <= 0)) throw new ApiError('invalidRequest', -422, 400);
      const ids = await audienceOf(op, audience);
      if (audience.accountId !== undefined && !ids.length) throw new ApiError('notReachable', -1, 400);
      const texts = Object.fromEntries(
        Object.entries(message.texts)
          .filter(([l]) => l !== 'en')
          .map(([l, t]) => [l, { title: t.title, body: htmlOf(t.body) }]),
      );
      const key = message.sendKey;
      // The key is taken in the send's own transaction (one statement): of two presses, one sends.
      const once = key
        ? async (tx: Tx, count: number) => {
            const [taken] = await tx
              .insert(consoleSends)
              .values({ operatorId: op.id, sendKey: key, staffId: viewer.member.id, sent: count })
              .onConflictDoNothing()
              .returning({ id: consoleSends.id });
            if (!taken) throw new ApiError('alreadySent', -409, 409);
          }
        : undefined;
      const sent = await deps.inbox.sendEach(
        ids,
        {
          title: en.title,
          body: htmlOf(en.body),
          rewardAmount: message.reward,
          rewardAccount: 'balance',
          expiresAt: message.expiresInDays ? new Date(Date.now() + message.expiresInDays * 86_400_000) : null,
          texts,
        },
        once,
      );
      await audit(db, {
        actor: `staff:${viewer.member.id}`,
        operatorId: op.id,
        action: message.reward ? 'inbox.reward' : 'inbox.message',
        target: audience.accountId ?? 'segment',
        after: { audience, title: en.title, languages: Object.keys(message.texts), reward: message.reward ?? null, sent },
        fromAddress: meta.ip,
      });
      return sent;
    },
  };
}

/** A language's own name ("Español"), as the site's language menu shows it. */
const languageName = (lng: string) => LANGUAGE_DEFS.find((l) => l.lng === lng)?.name || lng;
