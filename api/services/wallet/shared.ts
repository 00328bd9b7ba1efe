import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../payments/types.ts';
import type { BalanceEvents } from '../balance-events.ts';
import type { Operator, OperatorDirectory } from '../operators.ts';
import type { AssertMay } from '../protection.ts';
import type { Player } from '../sessions.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface WalletConfig {
  maxBankAccounts: number;
  /** Pending deposits a player may have open at once. */
  maxPendingDeposits: number;
  /** The demo back office decides withdrawals this many seconds after the request (0: never). */
  withdrawalDecisionSeconds: number;
  /**
   * Runs inside the transaction that credits a deposit (the referral programme); answers the id
   * of another player whose inbox it wrote to, so their open tabs hear of it after the commit.
   */
  onDepositCredited?: (tx: Tx, playerId: number, depositId: number, amount: number) => Promise<number | null>;
  /** The payment provider (its code) that pays approved withdrawals out; unset: staff pay them by hand. */
  payoutProvider?: string;
  /** Limits and exclusions, checked when a deposit is created (decision 0012). */
  assertMay?: AssertMay;
}

export interface WalletDeps {
  db: Db;
  operators: OperatorDirectory;
  providers: Map<string, PaymentProvider>;
  events: BalanceEvents;
  config: WalletConfig;
}

export async function operatorOf(operators: OperatorDirectory, p: Player): Promise<Operator> {
  const op = await operators.byId(p.operatorId);
  if (!op) throw new ApiError('siteNotFound');
  return op;
}
