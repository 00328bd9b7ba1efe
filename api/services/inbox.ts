import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { InboxItem } from '../../contract/settings.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from './wallet/shared.ts';
import { inboxMessages, players } from '../db/schema.ts';
import { isoOrNull as iso } from '../lib/dates.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import { localized } from '../lib/texts.ts';
import type { BalanceEvents } from './balance-events.ts';
import { balancesOf, postEntries } from './ledger.ts';
import type { Player } from './sessions.ts';

type Message = typeof inboxMessages.$inferSelect;

/** The newest messages a player sees; older ones stay in the database (and in the ledger). */
export const INBOX_LIMIT = 100;

export interface NewMessage {
  title: string;
  /** HTML; sanitized before it is stored. */
  body: string;
  /** Minor units; absent or 0 for a notice. */
  rewardAmount?: number;
  rewardAccount?: 'balance' | 'token';
  expiresAt?: Date | null;
  /** Other languages' title and body (i18next language → texts). */
  texts?: Record<string, { title?: string; body?: string }>;
}

/** A message's row, its HTML sanitized. */
function rowOf(playerId: number, m: NewMessage): typeof inboxMessages.$inferInsert {
  const reward = m.rewardAmount && m.rewardAmount > 0 ? m.rewardAmount : null;
  return {
    playerId,
    title: m.title.trim(),
    body: sanitizeHtml(m.body),
    rewardAmount: reward,
    rewardAccount: m.rewardAccount ?? 'balance',
    expiresAt: m.expiresAt ?? null,
    texts: Object.fromEntries(
      Object.entries(m.texts ?? {}).map(([l, x]) => [l, { title: x.title?.trim(), body: x.body == null ? undefined : sanitizeHtml(x.body) }]),
    ),
  };
}

export function toInboxItem(m: Message, lang?: string): InboxItem {
  const reward = m.rewardAmount != null && m.rewardAmount > 0;
  // The operator's text in the page's language where it wrote one, English otherwise.
  const t = localized({ title: m.title, body: m.body }, m.texts, lang);
  return {
    inbox_id: m.id,
    title: t.title,
    body: t.lang === 'en' ? m.body : sanitizeHtml(t.body),
    lang: t.lang,
    reward_amount: reward ? toMoneyString(m.rewardAmount!) : null,
    reward_account: reward ? m.rewardAccount : null,
    claimed: m.claimedAt != null,
    claimed_at: iso(m.claimedAt),
    read: m.readAt != null,
    expires_at: iso(m.expiresAt),
    created_at: iso(m.createdAt)!,
  };
}

/**
 * The player's inbox (get_inbox, claim_inbox): notices and rewards from the operator.
 * A reward is paid through the ledger as a 'bonus' entry in the same transaction that marks the
 * message claimed, so a reward is paid once however many times the claim is sent.
 */
export class InboxService {
  constructor(
    private db: Db,
    private events: BalanceEvents,
  ) {}

  async send(playerId: number, m: NewMessage) {
    const [row] = await this.db.insert(inboxMessages).values(rowOf(playerId, m)).returning();
    // Open tabs of the player hear of it through the balance stream (balances unchanged).
    this.events.publish(playerId, await balancesOf(this.db, playerId), 'inbox');
    return toInboxItem(row);
  }

  /**
   * The same message to many players (a segment): one row each, so each player claims its reward
   * once under the claim rule below. All rows are written in one transaction, or none.
   */
  /**
   * One message to each player, all in one transaction. `once` runs first in that transaction and
   * may refuse the send (a key already used): then nothing is written.
   */
  async sendEach(playerIds: number[], m: NewMessage, once?: (tx: Tx, count: number) => Promise<void>) {
    if (!playerIds.length) return 0;
    const rows = playerIds.map((id) => rowOf(id, m));
    await this.db.transaction(async (tx) => {
      await once?.(tx, rows.length);
      for (let i = 0; i < rows.length; i += 500) await tx.insert(inboxMessages).values(rows.slice(i, i + 500));
    });
    for (const id of playerIds) this.events.publish(id, await balancesOf(this.db, id), 'inbox');
    return rows.length;
  }

  async list(p: Player, lang?: string) {
    const [rows, [counts]] = await Promise.all([
      this.db.select().from(inboxMessages).where(eq(inboxMessages.playerId, p.id)).orderBy(desc(inboxMessages.id)).limit(INBOX_LIMIT),
      this.db
        .select({
          unread: count(sql`case when ${inboxMessages.readAt} is null then 1 end`),
          claimable: count(
            sql`case when ${inboxMessages.claimedAt} is null and ${inboxMessages.rewardAmount} > 0 and (${inboxMessages.expiresAt} is null or ${inboxMessages.expiresAt} > now()) then 1 end`,
          ),
        })
        .from(inboxMessages)
        .where(eq(inboxMessages.playerId, p.id)),
    ]);
    return {
      statusCode: 1,
      message: 'OK',
      value: rows.map((m) => toInboxItem(m, lang)),
      unread: Number(counts?.unread ?? 0),
      claimable: Number(counts?.claimable ?? 0),
    };
  }

  async markRead(p: Player, inboxId?: number) {
    const mine = eq(inboxMessages.playerId, p.id);
    const rows = await this.db
      .update(inboxMessages)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(inboxMessages.readAt), inboxId ? eq(inboxMessages.id, inboxId) : undefined))
      .returning({ id: inboxMessages.id });
    if (inboxId && !rows.length) {
      // Already read is fine; somebody else's or no such message is not.
      const [own] = await this.db
        .select({ id: inboxMessages.id })
        .from(inboxMessages)
        .where(and(mine, eq(inboxMessages.id, inboxId)));
      if (!own) throw new ApiError('inboxNotFound');
    }
    // Every tab recounts from the database after the read is committed: a recount that a claim
    // started a moment earlier cannot leave a stale unread count in the header.
    if (rows.length) this.events.publish(p.id, await balancesOf(this.db, p.id), 'inbox');
    return { statusCode: 1, message: 'OK' };
  }

  async claim(p: Player, inboxId: number, lang?: string) {
    const now = new Date();
    const result = await this.db.transaction(async (tx) => {
      // The row lock of this UPDATE makes a concurrent claim of the same message wait, then find
      // it claimed: exactly one claim pays.
      const [won] = await tx
        .update(inboxMessages)
        .set({ claimedAt: now, readAt: sql`coalesce(${inboxMessages.readAt}, ${now})` })
        .where(
          and(
            eq(inboxMessages.id, inboxId),
            eq(inboxMessages.playerId, p.id),
            isNull(inboxMessages.claimedAt),
            gt(inboxMessages.rewardAmount, 0),
            or(isNull(inboxMessages.expiresAt), gt(inboxMessages.expiresAt, now)),
          ),
        )
        .returning();
      if (!won) return { won: null };
      const after = await postEntries(tx, p.id, [
        { kind: 'bonus', amount: won.rewardAmount!, account: won.rewardAccount, refType: 'inbox', refId: String(won.id), note: won.title.slice(0, 200) },
      ]);
      return { won, after };
    });
    if (!result.won) throw new ApiError(await this.whyNot(p, inboxId, now));
    this.events.publish(p.id, result.after!, 'bonus');
    return {
      statusCode: 1,
      message: 'OK',
      item: toInboxItem(result.won, lang),
      balance: toMoneyString(result.after!.balance),
      token: toMoneyString(result.after!.token),
    };
  }

  /** The message key for a claim that paid nothing. */
  private async whyNot(p: Player, inboxId: number, now: Date) {
    const [m] = await this.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.id, inboxId), eq(inboxMessages.playerId, p.id)));
    if (!m) return 'inboxNotFound';
    if (m.claimedAt) return 'rewardClaimed';
    if (!m.rewardAmount || m.rewardAmount <= 0) return 'noReward';
    if (m.expiresAt && m.expiresAt <= now) return 'rewardExpired';
    return 'failed';
  }

  /** A player by operator and account id (the operator's back office sends by account id). */
  async playerOf(operatorId: number, accountId: string) {
    const [p] = await this.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.operatorId, operatorId), eq(players.accountKey, accountId.toLowerCase())));
    if (!p) throw new ApiError('accountNotFound');
    return p.id;
  }
}
