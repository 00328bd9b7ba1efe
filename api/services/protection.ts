import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  COOLING_FIXED_MS,
  COOLING_OPEN_MS,
  RAISE_WAIT_MS,
  type ExclusionView,
  type Headroom,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
} from '../../contract/protection.ts';
import type { Db } from '../db/client.ts';
import { operators, players, protectionExclusions, protectionLimits, protectionLog, sessions } from '../db/schema.ts';
import { clock } from '../lib/clock.ts';
import { rowsOf } from '../lib/db-rows.ts';
import { ApiError } from '../lib/errors.ts';
import { toMoneyString } from '../lib/money.ts';
import { lockPlayer } from './ledger.ts';
import type { Player, SessionScope, SessionService } from './sessions.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** A movement of money the player makes: checked against their limits and exclusions. */
export interface Movement {
  kind: 'deposit' | 'wager';
  /** Minor units, positive. */
  amount: number;
  /** 'token' (bonus money): refused during an exclusion, not counted against limits. */
  account?: 'balance' | 'token';
}
/** THE check, as the wallet, game rounds, sportsbook and minigames receive it. */
export type AssertMay = (tx: Tx, playerId: number, movement: Movement) => Promise<void>;

export const PERIOD_MS: Record<LimitPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };
/** Ledger entries that stake the player's money, and those that return money from a stake. */
export const STAKE_KINDS = ['bet', 'bet_hold'] as const;
export const RETURN_KINDS = ['win', 'bet_payout', 'bet_cashout'] as const;
/** A pending deposit counts against a deposit limit while it can still be paid (decision 0012). */
export const PENDING_DEPOSIT_MS = 30 * 60_000;

const kindsSql = (kinds: readonly string[]) => sql.raw(kinds.map((k) => `'${k}'`).join(', '));
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * A row's `created_at` as the player's clock saw it. Rows are stamped in real time; when a test
 * moved the player's clock (TEST_CLOCK), a row made under an offset happened that much later for
 * the player. Without a moved clock this is the column itself.
 */
function playerTime(playerId: number) {
  const segs = clock.segments(playerId);
  if (!segs.length) return sql`created_at`;
  const cases = [...segs].reverse().map((x) => sql`when created_at >= ${ts(new Date(x.at))} then ${sql.raw(String(x.offset))}::float8`);
  return sql`(created_at + (case ${sql.join(cases, sql` `)} else 0 end) * interval '1 millisecond')`;
}
/** The earliest real `created_at` a row seen at or after `from` on the player's clock can have (an index-friendly bound). */
const realFloor = (playerId: number, from: Date) => ts(new Date(from.getTime() - (clock.segments(playerId).at(-1)?.offset ?? 0)));

/** Digits of a phone number: the key that links one person's accounts across operators. */
export const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : null;
};

type LimitRow = typeof protectionLimits.$inferSelect;
type ExclusionRow = typeof protectionExclusions.$inferSelect;
type Usage = Record<LimitKind, Record<LimitPeriod, number>>;

function addMonths(d: Date, months: number) {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

/**
 * Player protection (decision 0012). Limits, reality checks, time-out and
 * self-exclusion, and their append-only record. `assertMay` is the one check every money
 * movement makes inside its own transaction, after the player row is locked: what it reads
 * (deposit rows, ledger entries) cannot change under it, so a burst cannot pass a limit.
 */
export class ProtectionService {
  constructor(
    private db: Db,
    private sessions?: SessionService,
  ) {}

  /* ——— Reading ——— */

  /** The exclusions in force for a player: their own, and self-exclusions on any account with their phone. */
  private async exclusionsOf(conn: Conn, playerId: number): Promise<(ExclusionRow & { linked: boolean })[]> {
    const [p] = await conn.select({ phone: players.contactPhone }).from(players).where(eq(players.id, playerId));
    const key = phoneKey(p?.phone);
    const rows = await conn
      .select()
      .from(protectionExclusions)
      .where(
        and(
          isNull(protectionExclusions.endedAt),
          key
            ? or(eq(protectionExclusions.playerId, playerId), and(eq(protectionExclusions.kind, 'self_exclusion'), eq(protectionExclusions.phoneKey, key)))
            : eq(protectionExclusions.playerId, playerId),
        ),
      )
      .orderBy(desc(protectionExclusions.id));
    return rows.map((r) => ({ ...r, linked: r.playerId !== playerId }));
  }

  /** The exclusion that governs now: the one that keeps the player out longest. */
  private governing(rows: (ExclusionRow & { linked: boolean })[]) {
    const signInFrom = (r: ExclusionRow) => (r.endsAt ?? r.minEndAt).getTime();
    return [...rows].sort((a, b) => {
      const open = Number(b.endsAt === null) - Number(a.endsAt === null);
      return open || signInFrom(b) - signInFrom(a);
    })[0];
  }

  private viewOf(r: ExclusionRow & { linked: boolean }, now: Date): ExclusionView {
    const signIn = r.endsAt ?? r.minEndAt;
    return {
      kind: r.kind,
      starts_at: r.startsAt.toISOString(),
      ends_at: iso(r.endsAt),
      sign_in_from: signIn.toISOString(),
      returnable: !r.linked && now >= signIn,
      return_requested_at: iso(r.returnRequestedAt),
      confirmable_at: iso(r.confirmableAt),
      confirmable: !r.linked && !!r.confirmableAt && now >= r.confirmableAt,
      linked: r.linked,
    };
  }

  /** The exclusion in force now (null: none), as the player sees it. */
  async exclusion(playerId: number, conn: Conn = this.db): Promise<ExclusionView | null> {
    const rows = await this.exclusionsOf(conn, playerId);
    const g = this.governing(rows);
    return g ? this.viewOf(g, clock.now(playerId)) : null;
  }

  /** False during a time-out or self-exclusion (until the player has confirmed its end). */
  async promotionsAllowed(playerId: number, conn: Conn = this.db): Promise<boolean> {
    return (await this.exclusionsOf(conn, playerId)).length === 0;
  }

  /**
   * The session a sign-in may open. During a time-out or self-exclusion: refused with its end
   * date, or, when the player asks for it, a withdraw-only session (the remaining balance can
   * always be taken out: decision 0012).
   */
  async signInScope(playerId: number, wanted: SessionScope): Promise<{ scope: SessionScope; exclusion?: ExclusionView }> {
    const ex = await this.exclusion(playerId);
    if (!ex || clock.now(playerId) >= new Date(ex.sign_in_from)) return { scope: 'full' };
    if (wanted === 'withdraw') return { scope: 'withdraw', exclusion: ex };
    throw this.excludedError(ex);
  }

  private excludedError(ex: ExclusionView) {
    return new ApiError(ex.kind === 'timeout' ? 'timedOut' : 'selfExcluded', -1, 200, {
      exclusion: { kind: ex.kind, ends_at: ex.ends_at, sign_in_from: ex.sign_in_from, open_ended: ex.ends_at === null && ex.kind === 'self_exclusion' },
    });
  }

  /** Used amounts per kind and period, from deposit rows and ledger entries (never a counter). */
  private async usage(conn: Conn, playerId: number, now: Date, kinds: LimitKind[]): Promise<Usage> {
    const start = (p: LimitPeriod) => new Date(now.getTime() - PERIOD_MS[p]);
    const at = playerTime(playerId);
    const out: Usage = { deposit: { day: 0, week: 0, month: 0 }, loss: { day: 0, week: 0, month: 0 }, wager: { day: 0, week: 0, month: 0 } };
    const sums = (expr: ReturnType<typeof sql>, stamp: ReturnType<typeof sql>) =>
      sql.join(
        (['day', 'week', 'month'] as const).map((p) => sql`coalesce(sum(${expr}) filter (where ${stamp} >= ${ts(start(p))}), 0)::text as ${sql.raw(p)}`),
        sql`, `,
      );
    if (kinds.includes('deposit')) {
      const r = rowsOf<Record<LimitPeriod, string>>(
        await conn.execute(sql`
          select ${sums(sql`amount`, at)} from deposits
          where player_id = ${playerId} and created_at >= ${realFloor(playerId, start('month'))}
            and (status = 'credited' or (status = 'pending' and ${at} >= ${ts(new Date(now.getTime() - PENDING_DEPOSIT_MS))}))`),
      )[0];
      for (const p of ['day', 'week', 'month'] as const) out.deposit[p] = Number(r?.[p] ?? 0);
    }
    if (kinds.includes('wager') || kinds.includes('loss')) {
      const base = sql`from ledger_entries where player_id = ${playerId} and account = 'balance' and created_at >= ${realFloor(playerId, start('month'))}`;
      const [w, l] = await Promise.all([
        conn.execute(sql`select ${sums(sql`-amount`, at)} ${base} and kind in (${kindsSql(STAKE_KINDS)})`),
        conn.execute(sql`select ${sums(sql`-amount`, at)} ${base} and kind in (${kindsSql([...STAKE_KINDS, ...RETURN_KINDS])})`),
      ]);
      const wr = rowsOf<Record<LimitPeriod, string>>(w)[0];
      const lr = rowsOf<Record<LimitPeriod, string>>(l)[0];
      for (const p of ['day', 'week', 'month'] as const) {
        out.wager[p] = Number(wr?.[p] ?? 0);
        // Net winnings do not widen a loss limit.
        out.loss[p] = Math.max(0, Number(lr?.[p] ?? 0));
      }
    }
    return out;
  }

  /** When enough of a window's use leaves it for `needed` more to fit (rolling windows). */
  private async resetsAt(conn: Conn, playerId: number, kind: LimitKind, period: LimitPeriod, now: Date, over: number): Promise<Date> {
    const from = new Date(now.getTime() - PERIOD_MS[period]);
    const at = playerTime(playerId);
    const rows =
      kind === 'deposit'
        ? rowsOf<{ at: string | Date; v: string }>(
            await conn.execute(sql`
              select * from (
                select ${at} as at, amount::text as v, id, status from deposits
                where player_id = ${playerId} and created_at >= ${realFloor(playerId, from)}
              ) d where at >= ${ts(from)}
                and (status = 'credited' or (status = 'pending' and at >= ${ts(new Date(now.getTime() - PENDING_DEPOSIT_MS))}))
              order by at, id`),
          )
        : rowsOf<{ at: string | Date; v: string }>(
            await conn.execute(sql`
              select * from (
                select ${at} as at, (-amount)::text as v, id from ledger_entries
                where player_id = ${playerId} and account = 'balance' and created_at >= ${realFloor(playerId, from)}
                  and kind in (${kindsSql(kind === 'wager' ? STAKE_KINDS : [...STAKE_KINDS, ...RETURN_KINDS])})
              ) e where at >= ${ts(from)}
              order by id`),
          );
    let freed = 0;
    for (const r of rows) {
      freed += Number(r.v);
      if (freed >= over) return new Date(new Date(r.at).getTime() + PERIOD_MS[period]);
    }
    // Never enough within the window (the movement alone is over the limit): the whole window clears.
    const last = rows.at(-1);
    return new Date((last ? new Date(last.at).getTime() : now.getTime()) + PERIOD_MS[period]);
  }

  private async limitRows(conn: Conn, playerId: number) {
    return conn.select().from(protectionLimits).where(eq(protectionLimits.playerId, playerId));
  }

  /** A longer reality interval takes effect by itself once its 24 hours have passed. */
  private realityOf(rows: LimitRow[], now: Date) {
    const r = rows.find((x) => x.kind === 'reality');
    if (!r) return { minutes: 0, pending: null };
    if (r.pending && r.pendingFrom && now >= r.pendingFrom) return { minutes: Number(r.pendingAmount ?? 0), pending: null };
    return {
      minutes: Number(r.amount ?? 0),
      pending: r.pending && r.pendingFrom ? { minutes: Number(r.pendingAmount ?? 0), from: r.pendingFrom.toISOString() } : null,
    };
  }

  /**
   * THE check every money movement calls inside its own transaction, after the player row is
   * locked (postEntries or lockPlayer): throws when the player is in a time-out or
   * self-exclusion, or when the movement would pass a limit (the error names the tightest limit
   * passed and when it resets).
   */
  async assertMay(tx: Tx, playerId: number, movement: Movement): Promise<void> {
    const ex = this.governing(await this.exclusionsOf(tx, playerId));
    if (ex) throw this.excludedError(this.viewOf(ex, clock.now(playerId)));
    if (movement.account === 'token') return;
    const kinds: LimitKind[] = movement.kind === 'deposit' ? ['deposit'] : ['wager', 'loss'];
    const limits = (await this.limitRows(tx, playerId)).filter((l) => kinds.includes(l.kind as LimitKind) && l.amount !== null);
    if (!limits.length) return;
    const now = clock.now(playerId);
    const used = await this.usage(tx, playerId, now, kinds);
    let worst: { row: LimitRow; remaining: number } | null = null;
    for (const l of limits) {
      const remaining = Number(l.amount) - used[l.kind as LimitKind][l.period as LimitPeriod];
      if (movement.amount > remaining && (!worst || remaining < worst.remaining)) worst = { row: l, remaining };
    }
    if (!worst) return;
    const kind = worst.row.kind as LimitKind;
    const period = worst.row.period as LimitPeriod;
    const over = movement.amount - Math.max(0, worst.remaining);
    const resets = await this.resetsAt(tx, playerId, kind, period, now, over);
    throw new ApiError(`${kind}LimitReached`, -1, 200, {
      limit: {
        kind,
        period,
        amount: toMoneyString(Number(worst.row.amount)),
        remaining: toMoneyString(Math.max(0, worst.remaining)),
        resets_at: resets.toISOString(),
        // The movement alone is more than the limit: waiting does not help.
        above_limit: movement.amount > Number(worst.row.amount),
      },
    });
  }

  /** What may still be deposited and staked now. */
  async headroom(playerId: number, conn: Conn = this.db, known?: { rows: LimitRow[]; used: Usage; blocked: boolean }): Promise<Omit<Headroom, 'currency'>> {
    const rows = known?.rows ?? (await this.limitRows(conn, playerId));
    const blocked = known?.blocked ?? (await this.exclusionsOf(conn, playerId)).length > 0;
    const active = rows.filter((r) => r.kind !== 'reality' && r.amount !== null);
    const used = known?.used ?? (active.length ? await this.usage(conn, playerId, clock.now(playerId), ['deposit', 'wager', 'loss']) : null);
    const tightest = (kinds: LimitKind[]) => {
      let best: { left: number; kind: LimitKind; period: LimitPeriod } | null = null;
      for (const r of active.filter((x) => kinds.includes(x.kind as LimitKind))) {
        const left = Math.max(0, Number(r.amount) - used![r.kind as LimitKind][r.period as LimitPeriod]);
        if (!best || left < best.left) best = { left, kind: r.kind as LimitKind, period: r.period as LimitPeriod };
      }
      return best;
    };
    const d = tightest(['deposit']);
    const w = tightest(['wager', 'loss']);
    return {
      deposit: blocked ? '0.00' : d ? toMoneyString(d.left) : null,
      wager: blocked ? '0.00' : w ? toMoneyString(w.left) : null,
      deposit_limit: d ? { kind: d.kind, period: d.period } : null,
      wager_limit: w ? { kind: w.kind, period: w.period } : null,
      blocked,
    };
  }

  private async currencyOf(p: Player) {
    const [o] = await this.db.select({ currency: operators.currency }).from(operators).where(eq(operators.id, p.operatorId));
    return o?.currency ?? '';
  }

  async status(p: Player) {
    const now = clock.now(p.id);
    const [rows, exRows, currency] = await Promise.all([this.limitRows(this.db, p.id), this.exclusionsOf(this.db, p.id), this.currencyOf(p)]);
    const used = await this.usage(this.db, p.id, now, ['deposit', 'wager', 'loss']);
    const limits: LimitView[] = [];
    for (const kind of ['deposit', 'loss', 'wager'] as const) {
      for (const period of ['day', 'week', 'month'] as const) {
        const r = rows.find((x) => x.kind === kind && x.period === period);
        const amount = r?.amount ?? null;
        limits.push({
          kind,
          period,
          amount: amount === null ? null : toMoneyString(amount),
          used: toMoneyString(used[kind][period]),
          remaining: amount === null ? null : toMoneyString(Math.max(0, amount - used[kind][period])),
          pending:
            r?.pending && r.pendingFrom
              ? {
                  amount: r.pendingAmount === null ? null : toMoneyString(r.pendingAmount),
                  from: r.pendingFrom.toISOString(),
                  confirmable: now >= r.pendingFrom,
                }
              : null,
        });
      }
    }
    const g = this.governing(exRows);
    return {
      statusCode: 1,
      message: 'OK',
      limits,
      reality: this.realityOf(rows, now),
      exclusion: g ? this.viewOf(g, now) : null,
      headroom: { currency, ...(await this.headroom(p.id, this.db, { rows, used, blocked: exRows.length > 0 })) },
      now: now.toISOString(),
    };
  }

  async headroomAnswer(p: Player) {
    return { statusCode: 1, message: 'OK', headroom: { currency: await this.currencyOf(p), ...(await this.headroom(p.id)) } };
  }

  /* ——— Changing ——— */

  private async record(
    conn: Conn,
    playerId: number,
    sessionId: number | null,
    action: string,
    detail: Record<string, unknown>,
    actor: 'player' | 'system' = 'player',
  ) {
    await conn.insert(protectionLog).values({ playerId, sessionId, actor, action, detail, at: clock.now(playerId) });
  }

  /**
   * A lower limit (or a first one) applies at once; a higher one or a removal waits 24 hours
   * and then needs the player's confirmation. Under the player row lock: two changes never
   * interleave with each other or with a movement.
   */
  async setLimit(p: Player & { sessionId: number }, kind: LimitKind, period: LimitPeriod, amount: number | null) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const now = clock.now(p.id);
      const [cur] = await tx
        .select()
        .from(protectionLimits)
        .where(and(eq(protectionLimits.playerId, p.id), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)));
      const current = cur?.amount ?? null;
      const tighter = amount !== null && (current === null || amount <= current);
      if (tighter) {
        await tx
          .insert(protectionLimits)
          .values({ playerId: p.id, kind, period, amount, pending: false, pendingAmount: null, pendingFrom: null, updatedAt: now })
          .onConflictDoUpdate({
            target: [protectionLimits.playerId, protectionLimits.kind, protectionLimits.period],
            set: { amount, pending: false, pendingAmount: null, pendingFrom: null, updatedAt: now },
          });
        await this.record(tx, p.id, p.sessionId, 'limit_set', { kind, period, from: money(current), to: money(amount) });
        return;
      }
      if (current === null && amount === null) {
        // Nothing to remove: any pending raise is withdrawn.
        if (cur?.pending) {
          await tx
            .update(protectionLimits)
            .set({ pending: false, pendingAmount: null, pendingFrom: null, updatedAt: now })
            .where(limitKey(p.id, kind, period));
          await this.record(tx, p.id, p.sessionId, 'limit_pending_cancelled', { kind, period });
        }
        return;
      }
      const from = new Date(now.getTime() + RAISE_WAIT_MS);
      await tx
        .update(protectionLimits)
        .set({ pending: true, pendingAmount: amount, pendingFrom: from, updatedAt: now })
        .where(limitKey(p.id, kind, period));
      await this.record(tx, p.id, p.sessionId, amount === null ? 'limit_removal_requested' : 'limit_raise_requested', {
        kind,
        period,
        from: money(current),
        to: money(amount),
        confirmable_from: from.toISOString(),
      });
    });
    return this.status(p);
  }

  /** The player confirms a raise or removal once its 24 hours have passed. */
  async confirmLimit(p: Player & { sessionId: number }, kind: LimitKind, period: LimitPeriod) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const now = clock.now(p.id);
      const [cur] = await tx
        .select()
        .from(protectionLimits)
        .where(limitKey(p.id, kind, period));
      if (!cur?.pending || !cur.pendingFrom) throw new ApiError('limitNothingPending');
      if (now < cur.pendingFrom) throw new ApiError('limitNotYetConfirmable', -1, 200, { confirmable_from: cur.pendingFrom.toISOString() });
      await tx
        .update(protectionLimits)
        .set({ amount: cur.pendingAmount, pending: false, pendingAmount: null, pendingFrom: null, updatedAt: now })
        .where(limitKey(p.id, kind, period));
      await this.record(tx, p.id, p.sessionId, 'limit_raise_confirmed', { kind, period, from: money(cur.amount), to: money(cur.pendingAmount) });
    });
    return this.status(p);
  }

  async cancelPending(p: Player & { sessionId: number }, kind: LimitKind, period: LimitPeriod) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [cur] = await tx
        .select()
        .from(protectionLimits)
        .where(limitKey(p.id, kind, period));
      if (!cur?.pending) throw new ApiError('limitNothingPending');
      await tx
        .update(protectionLimits)
        .set({ pending: false, pendingAmount: null, pendingFrom: null, updatedAt: clock.now(p.id) })
        .where(limitKey(p.id, kind, period));
      await this.record(tx, p.id, p.sessionId, 'limit_pending_cancelled', { kind, period, kept: money(cur.amount) });
    });
    return this.status(p);
  }

  /** Reality check interval (0: off): shorter applies at once, longer after 24 hours (by itself). */
  async setReality(p: Player & { sessionId: number }, minutes: number) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const now = clock.now(p.id);
      const rows = await tx.select().from(protectionLimits).where(eq(protectionLimits.playerId, p.id));
      const current = this.realityOf(rows, now).minutes;
      // Off is the longest interval of all.
      const rank = (m: number) => (m === 0 ? Infinity : m);
      const key = { playerId: p.id, kind: 'reality' as const, period: 'session' as const };
      if (rank(minutes) <= rank(current)) {
        await tx
          .insert(protectionLimits)
          .values({ ...key, amount: minutes, pending: false, updatedAt: now })
          .onConflictDoUpdate({
            target: [protectionLimits.playerId, protectionLimits.kind, protectionLimits.period],
            set: { amount: minutes, pending: false, pendingAmount: null, pendingFrom: null, updatedAt: now },
          });
        await this.record(tx, p.id, p.sessionId, 'reality_check_set', { from: current, to: minutes });
      } else {
        const from = new Date(now.getTime() + RAISE_WAIT_MS);
        await tx
          .insert(protectionLimits)
          .values({ ...key, amount: current, pending: true, pendingAmount: minutes, pendingFrom: from, updatedAt: now })
          .onConflictDoUpdate({
            target: [protectionLimits.playerId, protectionLimits.kind, protectionLimits.period],
            set: { amount: current, pending: true, pendingAmount: minutes, pendingFrom: from, updatedAt: now },
          });
        await this.record(tx, p.id, p.sessionId, 'reality_check_longer_requested', { from: current, to: minutes, applies_from: from.toISOString() });
      }
    });
    return this.status(p);
  }

  /** The reality check: time since sign-in, the net result since then, when the next is due. */
  async reality(p: Player & { sessionId: number }) {
    const now = clock.now(p.id);
    const [[s], rows, currency, [ack]] = await Promise.all([
      this.db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, p.sessionId)),
      this.limitRows(this.db, p.id),
      this.currencyOf(p),
      this.db
        .select({ at: sql<string>`max(${protectionLog.at})` })
        .from(protectionLog)
        .where(and(eq(protectionLog.sessionId, p.sessionId), eq(protectionLog.action, 'reality_check_acknowledged'))),
    ]);
    const signedIn = s?.createdAt ?? now;
    const net = rowsOf<{ n: string }>(
      await this.db.execute(sql`
        select coalesce(sum(amount), 0)::text as n from ledger_entries
        where player_id = ${p.id} and account = 'balance' and created_at >= ${ts(signedIn)}
          and kind in (${kindsSql([...STAKE_KINDS, ...RETURN_KINDS])})`),
    )[0];
    const { minutes } = this.realityOf(rows, now);
    const last = ack?.at ? new Date(ack.at) : signedIn;
    return {
      statusCode: 1,
      message: 'OK',
      minutes,
      signed_in_at: signedIn.toISOString(),
      now: now.toISOString(),
      net: toMoneyString(Number(net?.n ?? 0)),
      currency,
      due_at: minutes ? new Date(last.getTime() + minutes * 60_000).toISOString() : null,
    };
  }

  async acknowledgeReality(p: Player & { sessionId: number }, choice: 'continue' | 'history' | 'sign_out') {
    await this.record(this.db, p.id, p.sessionId, 'reality_check_acknowledged', { choice });
    return this.reality(p);
  }

  /**
   * A time-out (1–42 days) or self-exclusion (6–60 months, or open-ended): applies at once.
   * Every session of the player ends (and, for a self-exclusion, of every account with the same
   * phone number, on every operator): open tabs are signed out.
   */
  async exclude(p: Player & { sessionId: number }, input: { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number | null }) {
    const now = clock.now(p.id);
    const key = phoneKey(p.contactPhone);
    const endsAt = input.kind === 'timeout' ? new Date(now.getTime() + input.days * 86_400_000) : input.months === null ? null : addMonths(now, input.months);
    const minEndAt = endsAt ?? addMonths(now, 6);
    const linked = await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const [row] = await tx
        .insert(protectionExclusions)
        .values({ playerId: p.id, kind: input.kind, phoneKey: input.kind === 'self_exclusion' ? key : null, startsAt: now, endsAt, minEndAt })
        .returning();
      await this.record(tx, p.id, p.sessionId, input.kind === 'timeout' ? 'timeout_started' : 'self_exclusion_started', {
        id: row.id,
        ends_at: iso(endsAt),
        open_ended: endsAt === null,
        ...(input.kind === 'timeout' ? { days: input.days } : { months: input.months }),
      });
      if (input.kind !== 'self_exclusion' || !key) return [] as number[];
      // Every other account of the same person (same phone), on any operator.
      const others = await tx
        .select({ id: players.id })
        .from(players)
        .where(and(sql`regexp_replace(${players.contactPhone}, '[^0-9]', '', 'g') = ${key}`, sql`${players.id} <> ${p.id}`));
      for (const o of others)
        await this.record(tx, o.id, null, 'self_exclusion_linked', { id: row.id, ends_at: iso(endsAt), open_ended: endsAt === null }, 'system');
      return others.map((o) => o.id);
    });
    for (const id of [p.id, ...linked]) await this.sessions?.revokeAll(id);
    const ex = await this.exclusion(p.id);
    return { statusCode: 1, message: 'OK', exclusion: ex! };
  }

  /** After the period the player signs in and asks to come back: the cooling starts (none for a time-out). */
  async requestReturn(p: Player & { sessionId: number }) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const now = clock.now(p.id);
      const own = (await this.exclusionsOf(tx, p.id)).filter((r) => !r.linked);
      if (!own.length) throw new ApiError('notExcluded');
      for (const r of own) {
        if (now < (r.endsAt ?? r.minEndAt)) throw new ApiError('exclusionNotOver', -1, 200, { sign_in_from: (r.endsAt ?? r.minEndAt).toISOString() });
      }
      for (const r of own) {
        if (r.returnRequestedAt) continue;
        const cooling = r.kind === 'timeout' ? 0 : r.endsAt ? COOLING_FIXED_MS : COOLING_OPEN_MS;
        const confirmableAt = new Date(now.getTime() + cooling);
        await tx.update(protectionExclusions).set({ returnRequestedAt: now, confirmableAt }).where(eq(protectionExclusions.id, r.id));
        await this.record(tx, p.id, p.sessionId, 'exclusion_return_requested', { id: r.id, kind: r.kind, confirmable_at: confirmableAt.toISOString() });
      }
    });
    return this.status(p);
  }

  /** The player confirms the end once the cooling is over: money may move again. */
  async confirmReturn(p: Player & { sessionId: number }) {
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, p.id);
      const now = clock.now(p.id);
      const all = await this.exclusionsOf(tx, p.id);
      const own = all.filter((r) => !r.linked);
      if (!own.length) throw new ApiError(all.length ? 'exclusionLinked' : 'notExcluded');
      for (const r of own) {
        if (!r.confirmableAt || now < r.confirmableAt)
          throw new ApiError('exclusionNotConfirmable', -1, 200, {
            confirmable_at: iso(r.confirmableAt),
            sign_in_from: (r.endsAt ?? r.minEndAt).toISOString(),
          });
      }
      for (const r of own) {
        await tx.update(protectionExclusions).set({ endedAt: now }).where(eq(protectionExclusions.id, r.id));
        await this.record(tx, p.id, p.sessionId, 'exclusion_ended', { id: r.id, kind: r.kind });
      }
    });
    return this.status(p);
  }

  /* ——— The record ——— */

  async history(playerId: number, page: number, pageSize = 20) {
    const where = eq(protectionLog.playerId, playerId);
    const [rows, [all]] = await Promise.all([
      this.db
        .select()
        .from(protectionLog)
        .where(where)
        .orderBy(desc(protectionLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(protectionLog).where(where),
    ]);
    return {
      statusCode: 1,
      message: 'OK',
      value: rows.map((r) => ({ id: r.id, action: r.action, actor: r.actor, detail: r.detail, at: r.at.toISOString(), session_id: r.sessionId })),
      total: Number(all?.n ?? 0),
      page,
      page_size: pageSize,
    };
  }
}

const money = (v: number | null) => (v === null ? null : toMoneyString(v));
const limitKey = (playerId: number, kind: string, period: string) =>
  and(eq(protectionLimits.playerId, playerId), eq(protectionLimits.kind, kind as LimitKind), eq(protectionLimits.period, period as LimitPeriod));
