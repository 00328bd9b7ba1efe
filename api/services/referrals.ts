import { and, count, desc, eq, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inboxMessages, operators, players, referralRewards } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import { sanitizeHtml } from '../../contract/sanitize.server.ts';
import type { Operator, OperatorDirectory } from './operators.ts';
import type { Player } from './sessions.ts';
import { maskAccountId } from './wallet/public-figures.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Friends listed on the referral page; the counts cover all of them. */
export const FRIENDS_SHOWN = 20;
/** Days a referral reward waits in the inbox to be claimed. */
export const REFERRAL_REWARD_DAYS = 30;

/**
 * The referral programme (/home/referral, the /referral page): a player's code, the
 * friends who signed up with it, and one reward per friend whose deposit reaches the operator's
 * minimum, sent to the referrer's inbox in the same transaction that credits the deposit.
 */
export class ReferralService {
  constructor(
    private db: Db,
    private operators: OperatorDirectory,
    /** Player protection's gate, read inside the crediting transaction. */
    private promotionsAllowed?: (tx: Tx, playerId: number) => Promise<boolean>,
  ) {}

  programme(op: Operator) {
    return {
      statusCode: 1,
      message: 'OK',
      value: [{ setting_value: op.referralTerms }],
      active: op.showReferral && op.referralReward > 0,
      reward: toMoneyString(op.referralReward),
      min_deposit: toMoneyString(op.referralMinDeposit),
      currency: op.currency,
    };
  }

  async summary(p: Player) {
    const op = await this.operators.byId(p.operatorId);
    if (!op) throw new ApiError('siteNotFound');
    const mine = and(eq(players.operatorId, p.operatorId), eq(players.referrerCode, p.referralCode), ne(players.id, p.id));
    const [[invited], [paid], friends] = await Promise.all([
      this.db.select({ n: count() }).from(players).where(mine),
      this.db
        .select({ n: count(), total: sum(referralRewards.amount) })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, p.id)),
      this.db
        .select({ accountId: players.accountId, joined: players.createdAt, rewardedAt: referralRewards.createdAt })
        .from(players)
        .leftJoin(referralRewards, eq(referralRewards.friendId, players.id))
        .where(mine)
        .orderBy(desc(players.id))
        .limit(FRIENDS_SHOWN),
    ]);
    return {
      statusCode: 1,
      message: 'OK',
      code: p.referralCode,
      invited: Number(invited?.n ?? 0),
      qualified: Number(paid?.n ?? 0),
      earned: toMoneyString(Number(paid?.total ?? 0)),
      friends: friends.map((f) => ({
        account_id: maskAccountId(f.accountId),
        joined_at: new Date(f.joined).toISOString(),
        qualified: f.rewardedAt != null,
      })),
    };
  }

  /**
   * Called inside the transaction that credits a deposit, after the friend's player row was
   * locked by the ledger: a second deposit of the same friend waits for this one and then finds
   * the reward recorded. Answers the referrer's player id when a reward message was sent.
   */
  async onDepositCredited(tx: Tx, friendId: number, depositId: number, amount: number): Promise<number | null> {
    const [friend] = await tx
      .select({ id: players.id, operatorId: players.operatorId, referrerCode: players.referrerCode, accountId: players.accountId })
      .from(players)
      .where(eq(players.id, friendId));
    if (!friend?.referrerCode) return null;
    const [op] = await tx.select().from(operators).where(eq(operators.id, friend.operatorId));
    if (!op || !op.showReferral || op.referralReward <= 0 || amount < op.referralMinDeposit) return null;
    const [referrer] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.operatorId, friend.operatorId), eq(players.referralCode, friend.referrerCode), ne(players.id, friend.id)));
    if (!referrer) return null;
    const [done] = await tx.select({ id: referralRewards.id }).from(referralRewards).where(eq(referralRewards.friendId, friend.id));
    if (done) return null;
    // Nothing promotional reaches a referrer on a time-out or self-exclusion. The reward
    // is not recorded either, so the friend's next qualifying deposit after the break pays it.
    if (this.promotionsAllowed && !(await this.promotionsAllowed(tx, referrer.id))) return null;
    const reward = toMoneyString(op.referralReward);
    const [message] = await tx
      .insert(inboxMessages)
      .values({
        playerId: referrer.id,
        title: `Referral reward: ${reward} ${op.currency}`,
        body: sanitizeHtml(
          `<p>Your friend ${maskAccountId(friend.accountId)} joined ${op.siteName} with your code and made a qualifying deposit. Thank you for spreading the word!</p><p>Claim your ${reward} ${op.currency} within ${REFERRAL_REWARD_DAYS} days.</p>`,
        ),
        rewardAmount: op.referralReward,
        rewardAccount: 'balance',
        expiresAt: new Date(Date.now() + REFERRAL_REWARD_DAYS * 86_400_000),
      })
      .returning({ id: inboxMessages.id });
    await tx.insert(referralRewards).values({ referrerId: referrer.id, friendId: friend.id, depositId, inboxId: message.id, amount: op.referralReward });
    return referrer.id;
  }
}

/** The sign-up form's referrer code, when it belongs to a player of the same operator. */
export async function referrerCodeOf(db: Db, operatorId: number, code: string) {
  if (!code) return '';
  const [ref] = await db
    .select({ code: players.referralCode })
    .from(players)
    .where(and(eq(players.operatorId, operatorId), sql`upper(${players.referralCode}) = ${code.trim().toUpperCase()}`))
    .limit(1);
  return ref?.code ?? '';
}
