import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerEntries, players } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EntryInput {
  kind: 'deposit' | 'withdrawal_hold' | 'withdrawal_release' | 'bet' | 'win' | 'bonus' | 'adjustment';
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
  const locked = await tx.execute(sql`select game_balance, game_token from players where id = ${playerId} for update`);
  const row = (locked as unknown as { rows: { game_balance: string | number; game_token: string | number }[] }).rows[0];
  if (!row) throw new ApiError('notFound');
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
