import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { aggregatorGames, gameLaunches, gameRounds, games, operators, players, providerTransactions, sessions } from '../db/schema.ts';
import { maintenanceAt } from '../services/operators.ts';
import { sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { lockPlayer, postEntries } from '../services/ledger.ts';
import type { BalanceEvents } from '../services/balance-events.ts';
import type { AssertMay } from '../services/protection.ts';
import { GAME_SESSION_MS } from './launch.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TxRow = typeof providerTransactions.$inferSelect;

/** What the wallet answers, before a protocol names it. */
export type Outcome =
  | 'ok'
  | 'notEnoughMoney'
  | 'userDisabled'
  | 'limitReached'
  | 'invalidToken'
  | 'tokenExpired'
  | 'wrongCurrency'
  | 'duplicate'
  | 'unknownBet'
  | 'rolledBack'
  | 'betSettled'
  | 'unknownUser';

export interface WalletAnswer {
  outcome: Outcome;
  /** Minor units. */
  balance: number;
  currency: string;
}

/** One money call of an aggregator, with its amount already in the player's minor units. */
export interface WalletCall {
  kind: 'bet' | 'win' | 'rollback';
  playerId: number;
  transactionUuid: string;
  /** The game session token: checked on bets only (a win or rollback may come after the session ended). */
  token?: string;
  referenceUuid?: string;
  round?: string;
  gameCode?: string;
  currency?: string;
  /** As the aggregator sent it (kept to tell a repeat from a different call with the same uuid). */
  amount?: number;
  /** Minor units, ≥ 0. */
  minor?: number;
}

/** The row is the first of its uuid's calls: the ledger reference of what it moved. */
export const LEDGER_REF = 'provider_tx';

const stop = () => new Error('transaction uuid taken by a parallel call');

/**
 * The seamless wallet an aggregator calls while a player plays (docs/integrations/games.md). Every
 * call runs in one transaction under the player's lock (api/services/ledger.ts): the look-up of its
 * uuid, the check of the bet it refers to, the conditional change of that bet's state and the
 * ledger entry. A repeated uuid answers as its first call did; the unique (aggregator, uuid) index
 * holds even across players.
 */
export class ProviderWallet {
  constructor(
    private db: Db,
    readonly aggregator: string,
    private opts: { events?: BalanceEvents; assertMay?: AssertMay } = {},
  ) {}

  /** The player's balance; with a token, only while the token's game session lives. */
  async balance(playerId: number, token?: string): Promise<WalletAnswer> {
    const p = await this.playerOf(this.db, playerId);
    if (!p) return { outcome: 'unknownUser', balance: 0, currency: '' };
    const answer = (outcome: Outcome): WalletAnswer => ({ outcome, balance: p.balance, currency: p.currency });
    if (token !== undefined) {
      const t = await this.tokenState(this.db, token, playerId);
      if (t !== 'ok') return answer(t);
    }
    return answer('ok');
  }

  async call(c: WalletCall): Promise<WalletAnswer> {
    for (let attempt = 0; ; attempt++) {
      try {
        const { answer, after } = await this.db.transaction((tx) => this.run(tx, c));
        // After the commit: the balance stream never shows money that could still roll back.
        if (after) this.opts.events?.publish(c.playerId, after, 'round');
        return answer;
      } catch (err) {
        // Another player's call took this uuid between our look-up and our insert: look again, once.
        if (attempt === 0 && err instanceof Error && err.message === stop().message) continue;
        throw err;
      }
    }
  }

  private async run(tx: Tx, c: WalletCall): Promise<{ answer: WalletAnswer; after?: { balance: number; token: number } }> {
    const p = await this.playerOf(tx, c.playerId);
    if (!p) return { answer: { outcome: 'unknownUser', balance: 0, currency: '' } };
    const locked = await lockPlayer(tx, c.playerId);
    const balance = Number(locked.game_balance);
    const answer = (outcome: Outcome, b = balance): WalletAnswer => ({ outcome, balance: b, currency: p.currency });

    const [seen] = await tx
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.aggregator, this.aggregator), eq(providerTransactions.transactionUuid, c.transactionUuid)));
    if (seen) return { answer: this.replay(seen, c, answer) };

    /** Records this call with its answer; the ledger entry, when money moves, points at the row. */
    const record = async (row: { state: TxRow['state']; outcome: Outcome; moved?: number; balance?: number }) => {
      const [made] = await tx
        .insert(providerTransactions)
        .values({
          aggregator: this.aggregator,
          transactionUuid: c.transactionUuid,
          kind: c.kind,
          playerId: c.playerId,
          referenceUuid: c.referenceUuid,
          round: c.round,
          gameCode: c.gameCode,
          currency: c.currency,
          amount: c.amount,
          moved: row.moved ?? 0,
          state: row.state,
          outcome: row.outcome,
          balance: row.balance ?? balance,
        })
        .onConflictDoNothing()
        .returning({ id: providerTransactions.id });
      if (!made) throw stop();
      return made.id;
    };
    const refuse = async (outcome: Outcome) => {
      await record({ state: 'refused', outcome });
      return { answer: answer(outcome) };
    };
    const move = async (state: TxRow['state'], kind: 'bet' | 'win', moved: number) => {
      const id = await record({ state, outcome: 'ok', moved, balance: balance + moved });
      if (!moved) return { answer: answer('ok') };
      const after = await postEntries(tx, c.playerId, [{ kind, amount: moved, refType: LEDGER_REF, refId: String(id), note: `${this.aggregator} ${c.kind}` }]);
      return { answer: answer('ok', after.balance), after };
    };

    const minor = c.minor ?? 0;
    if (c.kind === 'bet') {
      // A player on a break hears that, not that their session ended (a break ends the sessions too).
      const token = await this.tokenState(tx, c.token ?? '', c.playerId);
      if (token === 'invalidToken') return refuse(token);
      if (!p.active) return refuse('userDisabled');
      try {
        await this.opts.assertMay?.(tx, c.playerId, { kind: 'wager', amount: minor });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return refuse(/LimitReached$/.test(err.message) ? 'limitReached' : 'userDisabled');
      }
      if (token !== 'ok') return refuse(token);
      if (c.currency !== p.currency) return refuse('wrongCurrency');
      if (minor > balance) return refuse('notEnoughMoney');
      const out = await move('open', 'bet', -minor);
      await this.countRound(tx, c, { bet: minor });
      await tx
        .update(players)
        .set({ totalTurnover: sql`${players.totalTurnover} + ${minor}` })
        .where(eq(players.id, c.playerId));
      // Playing keeps the game session alive, as the demo game's rounds do.
      await tx
        .update(gameLaunches)
        .set({ expiresAt: new Date(Date.now() + GAME_SESSION_MS) })
        .where(eq(gameLaunches.tokenHash, sha256(c.token ?? '')));
      return out;
    }

    const [bet] = await tx
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.aggregator, this.aggregator),
          eq(providerTransactions.transactionUuid, c.referenceUuid ?? ''),
          eq(providerTransactions.kind, 'bet'),
          eq(providerTransactions.playerId, c.playerId),
        ),
      );

    if (c.kind === 'win') {
      // Not recorded: the aggregator retries a win until its bet has arrived.
      if (!bet || bet.state === 'refused') return { answer: answer('unknownBet') };
      if (bet.state === 'rolled_back') return refuse('rolledBack');
      if (c.currency !== bet.currency) return refuse('wrongCurrency');
      const settled = await this.settle(tx, bet.id, ['open', 'settled'], 'settled');
      if (!settled) return refuse('rolledBack');
      const out = await move('done', 'win', minor);
      await this.countRound(tx, c, { win: minor });
      return out;
    }

    // A rollback of a bet never seen: its uuid is taken by a rolled-back bet with no amount, so the
    // bet is refused should it arrive after all; nothing moves.
    if (!bet) {
      const [other] = await tx
        .select({ id: providerTransactions.id })
        .from(providerTransactions)
        .where(and(eq(providerTransactions.aggregator, this.aggregator), eq(providerTransactions.transactionUuid, c.referenceUuid ?? '')));
      if (other) return { answer: answer('unknownBet') };
      await tx.insert(providerTransactions).values({
        aggregator: this.aggregator,
        transactionUuid: c.referenceUuid ?? '',
        kind: 'bet',
        playerId: c.playerId,
        round: c.round,
        gameCode: c.gameCode,
        state: 'rolled_back',
        outcome: 'rolledBack',
        balance,
      });
      return move('done', 'bet', 0);
    }
    if (bet.state !== 'open') {
      // Rolled back already, or refused (it never took money): nothing to give back.
      if (bet.state === 'rolled_back' || bet.state === 'refused') return move('done', 'bet', 0);
      // A bet with a win stands: its rollback is refused, never applied on top of the win.
      return refuse('betSettled');
    }
    if (!(await this.settle(tx, bet.id, ['open'], 'rolled_back'))) return refuse('betSettled');
    // The reversal of a stake is a bet entry with the opposite sign: wager limits and turnover net it out.
    const out = await move('done', 'bet', -bet.moved);
    await this.countRound(tx, { ...c, round: bet.round ?? undefined, gameCode: bet.gameCode ?? undefined }, { bet: bet.moved });
    return out;
  }

  /**
   * The player's game rounds (game_rounds: missions, the winners' list) follow the wallet: a bet adds
   * its stake to its round, a win its amount, a rollback takes the stake off (a round left with
   * nothing is no round). A game the catalogue does not map is not counted.
   */
  private async countRound(tx: Tx, c: WalletCall, d: { bet?: number; win?: number }) {
    if (!c.round || !c.gameCode) return;
    const [g] = await tx
      .select({ providerCode: games.providerCode, gameCode: games.gameCode, gameName: games.gameName, gameType: games.gameType })
      .from(aggregatorGames)
      .innerJoin(games, and(eq(games.providerCode, aggregatorGames.providerCode), eq(games.gameCode, aggregatorGames.gameCode)))
      .where(and(eq(aggregatorGames.aggregator, this.aggregator), eq(aggregatorGames.externalCode, c.gameCode)))
      .limit(1);
    if (!g) return;
    const bet = d.bet ?? 0;
    const win = d.win ?? 0;
    const [row] = await tx
      .insert(gameRounds)
      .values({ playerId: c.playerId, ...g, bet, win, roundRef: `${this.aggregator}:${c.round}` })
      .onConflictDoUpdate({
        target: [gameRounds.playerId, gameRounds.roundRef],
        set: { bet: sql`${gameRounds.bet} + ${bet}`, win: sql`${gameRounds.win} + ${win}` },
      })
      .returning({ id: gameRounds.id, bet: gameRounds.bet, win: gameRounds.win });
    if (bet < 0 && row && Number(row.bet) <= 0 && Number(row.win) <= 0) await tx.delete(gameRounds).where(eq(gameRounds.id, row.id));
  }

  /** The bet's state changes only from the states given: the check and the change are one statement. */
  private async settle(tx: Tx, betId: number, from: TxRow['state'][], to: TxRow['state']) {
    const changed = await tx
      .update(providerTransactions)
      .set({ state: to, updatedAt: new Date() })
      .where(and(eq(providerTransactions.id, betId), inArray(providerTransactions.state, from)))
      .returning({ id: providerTransactions.id });
    return changed.length === 1;
  }

  /**
   * A uuid seen before: the same call answers as it did the first time; a different call with the
   * same uuid (another amount, bet, round, game, currency or player) is a duplicate. A bet whose uuid
   * a rollback took first is refused as rolled back.
   */
  private replay(seen: TxRow, c: WalletCall, answer: (o: Outcome, b?: number) => WalletAnswer): WalletAnswer {
    if (seen.playerId !== c.playerId || seen.kind !== c.kind) return answer('duplicate');
    if (seen.kind === 'bet' && seen.amount === null) return answer('rolledBack');
    const same =
      seen.amount === (c.amount ?? null) &&
      seen.referenceUuid === (c.referenceUuid ?? null) &&
      seen.round === (c.round ?? null) &&
      seen.gameCode === (c.gameCode ?? null) &&
      seen.currency === (c.currency ?? null);
    return same ? answer(seen.outcome as Outcome, Number(seen.balance)) : answer('duplicate');
  }

  private async playerOf(conn: Db | Tx, playerId: number) {
    const [row] = await conn
      .select({
        balance: players.gameBalance,
        status: players.status,
        currency: operators.currency,
        open: operators.status,
        maintenanceOn: operators.maintenanceOn,
        maintenanceStart: operators.maintenanceStart,
        maintenanceEnd: operators.maintenanceEnd,
      })
      .from(players)
      .innerJoin(operators, eq(operators.id, players.operatorId))
      .where(eq(players.id, playerId));
    if (!row) return null;
    return { balance: Number(row.balance), currency: row.currency, active: row.status === 'active' && row.open && !maintenanceAt(row).active };
  }

  /** A token is the player's game session, live while its launch and the player's site session live. */
  private async tokenState(conn: Db | Tx, token: string, playerId: number): Promise<'ok' | 'invalidToken' | 'tokenExpired'> {
    if (token.length < 10 || token.length > 255) return 'invalidToken';
    const [row] = await conn
      .select({ launch: gameLaunches.id, expires: gameLaunches.expiresAt, session: sessions.id })
      .from(gameLaunches)
      .leftJoin(sessions, and(eq(sessions.id, gameLaunches.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .where(and(eq(gameLaunches.tokenHash, sha256(token)), eq(gameLaunches.playerId, playerId)));
    if (!row) return 'invalidToken';
    return row.session && row.expires > new Date() ? 'ok' : 'tokenExpired';
  }
}
