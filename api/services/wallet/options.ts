import { toMoneyString } from '../../lib/money.ts';
import type { Operator } from '../operators.ts';
import type { Player } from '../sessions.ts';
import type { BankService } from './banks.ts';
import { depositMethods } from './deposits.ts';
import { operatorOf, type WalletDeps } from './shared.ts';
import type { WithdrawalService } from './withdrawals.ts';

/** Nice amounts for the deposit chips, kept within the operator's limits (major units). */
const CHIP_STEPS = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/** What the deposit and withdrawal forms offer: limits, methods, banks, and for a player their accounts and held money. */
export class WalletOptionsService {
  constructor(
    private deps: WalletDeps,
    private banks: BankService,
    private withdrawals: WithdrawalService,
  ) {}

  async forPlayer(p: Player) {
    const op = await operatorOf(this.deps.operators, p);
    const [banks, accounts, held] = await Promise.all([this.banks.offered(op.id), this.banks.bankAccounts(p), this.withdrawals.held(p.id)]);
    const min = op.minDeposit / 100;
    const max = op.maxDeposit / 100;
    const chips = [...new Set([min, ...CHIP_STEPS.filter((c) => c > min && c <= max)])].slice(0, 6);
    return {
      statusCode: 1,
      message: 'OK',
      currency: op.currency,
      balance: toMoneyString(p.gameBalance),
      held: toMoneyString(held),
      deposit: {
        min: toMoneyString(op.minDeposit),
        max: toMoneyString(op.maxDeposit),
        chips: chips.map((c) => toMoneyString(Math.round(c * 100))),
        methods: depositMethods(this.deps.providers, op),
      },
      withdrawal: { min: toMoneyString(op.minWithdrawal), max: toMoneyString(op.maxWithdrawal) },
      banks,
      bank_accounts: accounts,
      max_bank_accounts: this.deps.config.maxBankAccounts,
    };
  }

  /** The same for a visitor not signed in: the site's limits, methods and banks. */
  async forSite(op: Operator) {
    return {
      statusCode: 1,
      message: 'OK',
      currency: op.currency,
      deposit: { min: toMoneyString(op.minDeposit), max: toMoneyString(op.maxDeposit), methods: depositMethods(this.deps.providers, op) },
      withdrawal: { min: toMoneyString(op.minWithdrawal), max: toMoneyString(op.maxWithdrawal) },
      banks: await this.banks.offered(op.id),
    };
  }
}
