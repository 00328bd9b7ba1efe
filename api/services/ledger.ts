import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerEntries, players } from '../db/schema.ts';
import { rowsOf } from '../lib/db-rows.ts';
import { ApiError } from '../lib/errors.ts';
import type { EntryKind } from '../../contract/wallet-constants.ts';
import { checkProviderTransactions } from '../games/ledger-check.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the player row for the rest of the transaction: a player's money moves one at a time. */
export async function lockPlayer(tx: Tx, playerId: number) {
  const locked = await tx.execute(sql`select game_balance, game_token from players where id = ${playerId} for update`);
  const row = rowsOf<{ game_balance: string | number; game_token: string | number }>(locked)[0];
  if (!row) throw new ApiError('notFound');
  return row;
}

/** A player's balances as they stand (minor units); 0 for an unknown player. */
export async function balancesOf(db: Db, playerId: number) {
  const [p] = await db.select({ balance: players.gameBalance, token: players.gameToken }).from(players).where(eq(players.id, playerId));
  return { balance: p?.balance ?? 0, token: p?.token ?? 0 };
}

export interface EntryInput {
  kind: EntryKind;
  /** Signed minor units. */
  amount: number;
  account?: 'balance' | 'token';
  refType?: string;
  refId?: string;
  note?: string;
}

/**
 * The one way money moves: inside the caller's transaction, the player row is locked
 * (SELECT … FOR UPDATE), every entry is written with the balance after it, and the balance is
 * updated once. A balance never goes below zero; the balance always equals the sum of entries.
 */
export async function postEntries(tx: Tx, playerId: number, entries: EntryInput[]) {
  const row = await lockPlayer(tx, playerId);
  let balance = Number(row.game_balance);
  let token = Number(row.game_token);
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount)) throw new ApiError('invalidRequest');
    const isToken = e.account === 'token';
    const after = (isToken ? token : balance) + e.amount;
    if (after < 0) throw new ApiError('insufficientBalance');
    if (isToken) token = after;
    else balance = after;
    await tx.insert(ledgerEntries).values({
      playerId,
      kind: e.kind,
      account: isToken ? 'token' : 'balance',
      amount: e.amount,
      balanceAfter: after,
      refType: e.refType,
      refId: e.refId,
      note: e.note,
    });
  }
  await tx.update(players).set({ gameBalance: balance, gameToken: token }).where(eq(players.id, playerId));
  return { balance, token };
}

export interface LedgerReport {
  players: number;
  entries: number;
  /** Players whose balance differs from the sum of their entries. */
  balanceMismatches: { playerId: number; accountId: string; account: 'balance' | 'token'; stored: string; sum: string }[];
  /** Entries whose balance_after is not the previous one plus the amount, or is negative. */
  brokenChains: number;
  /** Credited deposits without exactly one deposit entry, or entries of deposits not credited. */
  depositMismatches: number[];
  /** Withdrawals without exactly one hold, or with a release that does not match their status. */
  withdrawalMismatches: number[];
  /** Claimed inbox rewards not paid exactly once with their amount, or paid without a claim. */
  inboxMismatches: number[];
  /** Sports bets not held exactly once with their stake, or paid other than once with what they returned. */
  sportsMismatches: number[];
  /** Open sports bets: their stakes and the holds on the ledger for them (equal when all is well). */
  openBets: { count: number; stakes: number; held: number };
  /** Missions, spins and minigame rounds not paid exactly as recorded: 'mission_claim:3', 'spin:9', 'minigame:4', 'frozen:<player>'. */
  engageMismatches: string[];
  /** Game aggregators' bets, wins and rollbacks not moved exactly as recorded: 'provider_tx:7', 'provider_bet:3'. */
  providerMismatches: string[];
  ok: boolean;
}

/**
 * Proves the ledger for every player (npm run ledger:check): each balance equals the sum of its
 * entries, every entry's running balance follows from the one before, every credited deposit is
 * credited exactly once, every withdrawal is held once and released only when rejected.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const [counts, mismatches, chains, deps, wds, inbox, bets, open, engage, provider] = await Promise.all([
    db.execute(sql`select (select count(*)::int from players) as players, (select count(*)::int from ledger_entries) as entries`),
    db.execute(sql`
      select p.id, p.account_id, p.game_balance, p.game_token, coalesce(s.b, 0) as b, coalesce(s.t, 0) as t
      from players p
      left join (
        select player_id,
               sum(amount) filter (where account = 'balance') as b,
               sum(amount) filter (where account = 'token') as t
        from ledger_entries group by player_id
      ) s on s.player_id = p.id
      where p.game_balance <> coalesce(s.b, 0) or p.game_token <> coalesce(s.t, 0)`),
    db.execute(sql`
      select count(*)::int as n from (
        select amount, balance_after,
               lag(balance_after) over (partition by player_id, account order by id) as prev
        from ledger_entries
      ) e where e.balance_after <> coalesce(e.prev, 0) + e.amount or e.balance_after < 0`),
    db.execute(sql`
      select d.id from deposits d
      left join (select ref_id, count(*) as n from ledger_entries where ref_type = 'deposit' group by ref_id) e on e.ref_id = d.id::text
      where (d.status = 'credited') <> (coalesce(e.n, 0) = 1) or coalesce(e.n, 0) > 1`),
    db.execute(sql`
      select w.id from withdrawals w
      left join (
        select ref_id,
               count(*) filter (where kind = 'withdrawal_hold' and amount < 0) as holds,
               count(*) filter (where kind = 'withdrawal_release' and amount > 0) as releases,
               coalesce(sum(amount) filter (where kind = 'withdrawal_hold'), 0) as held
        from ledger_entries where ref_type = 'withdrawal' group by ref_id
      ) e on e.ref_id = w.id::text
      where coalesce(e.holds, 0) <> 1 or e.held <> -w.amount
         or coalesce(e.releases, 0) <> (case when w.status = 'rejected' then 1 else 0 end)`),
    db.execute(sql`
      select m.id from inbox_messages m
      left join (
        select ref_id, count(*) as n, sum(amount) as paid
        from ledger_entries where ref_type = 'inbox' and kind = 'bonus' group by ref_id
      ) e on e.ref_id = m.id::text
      where (m.claimed_at is not null) <> (coalesce(e.n, 0) = 1) or coalesce(e.n, 0) > 1
         or (e.n = 1 and e.paid <> m.reward_amount)`),
    // Sports bets: one hold of the stake; nothing back while open; once settled or
    // cashed out, one payout entry of what it returned (none when it returned nothing). A
    // corrected result takes a payout back (a negative reversal) before or after paying anew: the
    // payouts left standing are counted.
    db.execute(sql`
      select coalesce(b.id::text, e.ref_id) as id from sport_bets b
      full join (
        select ref_id,
               count(*) filter (where kind = 'bet_hold') as holds,
               coalesce(sum(amount) filter (where kind = 'bet_hold'), 0) as held,
               count(*) filter (where kind in ('bet_payout', 'bet_cashout')) - count(*) filter (where kind = 'bet_payout_reversal') as pays,
               coalesce(sum(amount) filter (where kind in ('bet_payout', 'bet_cashout', 'bet_payout_reversal')), 0) as paid,
               count(*) filter (where (kind = 'bet_payout_reversal' and amount >= 0) or (kind in ('bet_payout', 'bet_cashout') and amount <= 0)) as wrong_sign
        from ledger_entries where ref_type = 'sports_bet' group by ref_id
      ) e on e.ref_id = b.id::text
      where b.id is null or coalesce(e.holds, 0) <> 1 or e.held <> -b.stake or e.wrong_sign > 0
         or (b.status = 'open' and (coalesce(e.pays, 0) <> 0 or coalesce(e.paid, 0) <> 0))
         or (b.status <> 'open' and (b.payout is null or coalesce(e.paid, 0) <> b.payout
             or coalesce(e.pays, 0) <> (case when b.payout > 0 then 1 else 0 end)))`),
    db.execute(sql`
      select count(*)::int as n, coalesce(sum(b.stake), 0)::text as stakes,
             (select coalesce(-sum(l.amount), 0)::text from ledger_entries l join sport_bets o on l.ref_type = 'sports_bet' and l.ref_id = o.id::text
              where o.status = 'open') as held
      from sport_bets b where b.status = 'open'`),
    checkEngage(db),
    checkProviderTransactions(db),
  ]);
  const c = rowsOf<{ players: number; entries: number }>(counts)[0];
  const balanceMismatches = rowsOf<{ id: number; account_id: string; game_balance: string; game_token: string; b: string; t: string }>(mismatches).flatMap(
    (r) => {
      const out: LedgerReport['balanceMismatches'] = [];
      if (String(r.game_balance) !== String(r.b))
        out.push({ playerId: r.id, accountId: r.account_id, account: 'balance', stored: String(r.game_balance), sum: String(r.b) });
      if (String(r.game_token) !== String(r.t))
        out.push({ playerId: r.id, accountId: r.account_id, account: 'token', stored: String(r.game_token), sum: String(r.t) });
      return out;
    },
  );
  const brokenChains = Number(rowsOf<{ n: number }>(chains)[0]?.n ?? 0);
  const depositMismatches = rowsOf<{ id: number }>(deps).map((r) => r.id);
  const withdrawalMismatches = rowsOf<{ id: number }>(wds).map((r) => r.id);
  const inboxMismatches = rowsOf<{ id: number }>(inbox).map((r) => r.id);
  const sportsMismatches = rowsOf<{ id: string }>(bets).map((r) => Number(r.id));
  const o = rowsOf<{ n: number; stakes: string; held: string }>(open)[0];
  const openBets = { count: Number(o?.n ?? 0), stakes: Number(o?.stakes ?? 0), held: Number(o?.held ?? 0) };
  return {
    players: Number(c?.players ?? 0),
    entries: Number(c?.entries ?? 0),
    balanceMismatches,
    brokenChains,
    depositMismatches,
    withdrawalMismatches,
    inboxMismatches,
    sportsMismatches,
    openBets,
    engageMismatches: engage,
    providerMismatches: provider,
    ok:
      !engage.length &&
      !provider.length &&
      !balanceMismatches.length &&
      !brokenChains &&
      !depositMismatches.length &&
      !withdrawalMismatches.length &&
      !inboxMismatches.length &&
      !sportsMismatches.length &&
      openBets.stakes === openBets.held,
  };
}

/**
 * A claimed mission is paid once with its reward; a spin took its cost once (when it had
 * one) and paid its prize once (when it won one); a minigame round held its stake once, paid
 * nothing while open and its payout once when settled; a player's frozen tokens are the stakes of
 * their open round. Entries that point at no record are mismatches too.
 */
async function checkEngage(db: Db): Promise<string[]> {
  const [claims, spinRows, rounds, frozen] = await Promise.all([
    db.execute(sql`
      select coalesce(c.id::text, e.ref_id) as id from mission_claims c
      full join (
        select ref_id, count(*) as n, sum(amount) as paid, min(account) as account
        from ledger_entries where ref_type = 'mission_claim' group by ref_id
      ) e on e.ref_id = c.id::text
      where c.id is null or coalesce(e.n, 0) <> 1 or e.paid <> c.amount or e.account <> c.account`),
    db.execute(sql`
      select coalesce(s.id::text, e.ref_id) as id from spins s
      full join (
        select ref_id,
               count(*) filter (where kind = 'spin_cost') as costs,
               coalesce(-sum(amount) filter (where kind = 'spin_cost' and account = 'token'), 0) as cost,
               count(*) filter (where kind = 'spin_prize') as prizes,
               coalesce(sum(amount) filter (where kind = 'spin_prize'), 0) as prize,
               min(account) filter (where kind = 'spin_prize') as account
        from ledger_entries where ref_type = 'spin' group by ref_id
      ) e on e.ref_id = s.id::text
      where s.id is null
         or coalesce(e.costs, 0) <> (case when s.cost > 0 then 1 else 0 end) or coalesce(e.cost, 0) <> s.cost
         or coalesce(e.prizes, 0) <> (case when s.amount > 0 then 1 else 0 end) or coalesce(e.prize, 0) <> s.amount
         or (s.amount > 0 and e.account <> s.account)`),
    db.execute(sql`
      select coalesce(r.id::text, e.ref_id) as id from minigame_rounds r
      full join (
        select ref_id,
               count(*) filter (where kind = 'minigame_stake') as stakes,
               coalesce(-sum(amount) filter (where kind = 'minigame_stake'), 0) as staked,
               count(*) filter (where kind = 'minigame_payout') as pays,
               coalesce(sum(amount) filter (where kind = 'minigame_payout'), 0) as paid,
               count(*) filter (where account <> 'token') as off_token
        from ledger_entries where ref_type = 'minigame' group by ref_id
      ) e on e.ref_id = r.id::text
      where r.id is null or coalesce(e.stakes, 0) <> 1 or e.staked <> r.stake or e.off_token > 0
         or (r.status = 'open' and coalesce(e.pays, 0) <> 0)
         or (r.status = 'settled' and (r.payout is null or coalesce(e.paid, 0) <> r.payout
             or coalesce(e.pays, 0) <> (case when r.payout > 0 then 1 else 0 end)))`),
    db.execute(sql`
      select p.id from players p
      left join (select player_id, sum(stake) as held from minigame_rounds where status = 'open' group by player_id) o on o.player_id = p.id
      where p.frozen_token <> coalesce(o.held, 0)`),
  ]);
  return [
    ...rowsOf<{ id: string }>(claims).map((r) => `mission_claim:${r.id}`),
    ...rowsOf<{ id: string }>(spinRows).map((r) => `spin:${r.id}`),
    ...rowsOf<{ id: string }>(rounds).map((r) => `minigame:${r.id}`),
    ...rowsOf<{ id: number }>(frozen).map((r) => `frozen:${r.id}`),
  ];
}
