import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/types.ts';
import type { BalanceEvents } from '../balance-events.ts';
import type { OperatorDirectory } from '../operators.ts';
import { BankService } from './banks.ts';
import { DepositService } from './deposits.ts';
import { WalletOptionsService } from './options.ts';
import { PublicFiguresService } from './public-figures.ts';
import type { WalletConfig } from './shared.ts';
import { StatementService } from './statements.ts';
import { VipService } from './vip.ts';
import { WithdrawalService } from './withdrawals.ts';

export type { WalletConfig } from './shared.ts';

/**
 * The wallet of the reference API: deposits through payment provider adapters, withdrawals held
 * at request time, bank accounts, histories. Every money movement is one transaction through
 * the ledger (postEntries), and its balance change is published after the commit.
 */
export function createWallet(db: Db, operators: OperatorDirectory, providers: Map<string, PaymentProvider>, events: BalanceEvents, config: WalletConfig) {
  const deps = { db, operators, providers, events, config };
  const banks = new BankService(deps);
  const withdrawals = new WithdrawalService(deps);
  return {
    options: new WalletOptionsService(deps, banks, withdrawals),
    banks,
    deposits: new DepositService(deps),
    withdrawals,
    statements: new StatementService(deps),
    vip: new VipService(db),
    figures: new PublicFiguresService(db),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
