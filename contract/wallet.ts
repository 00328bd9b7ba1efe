import { z } from 'zod';
import { AnswerBase, MoneyString, PlayerRequest, RowId, SiteRequest, isPersonName, listAnswer } from './common.ts';
import { ENTRY_KINDS, PAGE_SIZE } from './wallet-constants.ts';

export * from './wallet-constants.ts';

/**
 * The wallet calls. names the pages but not the calls: these follow the spec's style
 * (POST, JSON, account_id + auth, statusCode/message). Money travels as decimal strings of major
 * units; the server keeps integers of minor units.
 */

/** A positive amount with at most two decimals. */
export const PositiveMoney = MoneyString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), 'amountPositive');

/** Account holder names: a person's name (NAME_CHARS), spaces collapsed. */
export const AccountName = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(2, 'accountNameLength').max(64, 'accountNameLength').refine(isPersonName, 'nameFormat'));
/** Account numbers: digits only (strict-number inputs), 6–20 of them. */
export const AccountNumber = z.string().trim().regex(/^\d+$/, 'digitsOnly').min(6, 'accountNumberLength').max(20, 'accountNumberLength');

/** A calendar date, YYYY-MM-DD: 2024-13-45 or 2023-02-29 is no day. */
const DateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'invalidDate');
const Paging = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(50).default(PAGE_SIZE),
  date_from: DateOnly.or(z.literal('')).optional().default(''),
  date_to: DateOnly.or(z.literal('')).optional().default(''),
};
const PageInfo = { total: z.number().int(), page: z.number().int(), page_size: z.number().int() };

export const BankOption = z.object({ code: z.string(), name: z.string() });
export const PaymentMethod = z.object({ code: z.string(), name: z.string(), provider: z.string() });

export const BankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Only the last four digits travel: "•••• 1234". */
  account_number_masked: z.string(),
  /** False while a withdrawal to it is pending. */
  removable: z.boolean(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof BankAccount>;

export const DepositStatus = z.enum(['pending', 'credited', 'cancelled', 'failed']);
export const Deposit = z.object({
  id: z.number().int(),
  amount: MoneyString,
  method: z.string(),
  method_name: z.string(),
  status: DepositStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deposit = z.infer<typeof Deposit>;

export const WithdrawalStatus = z.enum(['pending', 'approved', 'rejected']);
export const Withdrawal = z.object({
  id: z.number().int(),
  amount: MoneyString,
  status: WithdrawalStatus,
  bank_name: z.string(),
  account_number_masked: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WalletOptionsAnswer = AnswerBase.extend({
  currency: z.string(),
  balance: MoneyString,
  /** Money held by pending withdrawals (already taken out of the balance). */
  held: MoneyString,
  deposit: z.object({ min: MoneyString, max: MoneyString, chips: z.array(MoneyString), methods: z.array(PaymentMethod) }),
  withdrawal: z.object({ min: MoneyString, max: MoneyString }),
  banks: z.array(BankOption),
  bank_accounts: z.array(BankAccount),
  max_bank_accounts: z.number().int(),
});
export type WalletOptionsAnswer = z.infer<typeof WalletOptionsAnswer>;

export const BankAddRequest = PlayerRequest.extend({
  bank_code: z.string().trim().min(1, 'required').max(32),
  account_name: AccountName,
  account_number: AccountNumber,
});
export const BankRemoveRequest = PlayerRequest.extend({ bank_account_id: RowId });
export const BankListAnswer = listAnswer(BankAccount).extend({ max: z.number().int() });

/** Only paths of this site come back from the provider: never an open redirect. */
const ReturnPath = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[\w\-/?=&.%]*$/, 'invalidReturnPath');
export const DepositRequest = PlayerRequest.extend({
  amount: PositiveMoney,
  method: z.string().trim().min(1, 'required').max(32),
  return_path: ReturnPath.optional(),
});
export const DepositAnswer = AnswerBase.extend({ deposit: Deposit, redirect_url: z.string() });
export const DepositStatusRequest = PlayerRequest.extend({ deposit_id: RowId });
export const DepositStatusAnswer = AnswerBase.extend({ deposit: Deposit, balance: MoneyString });

export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidIdempotencyKey');
export const WithdrawRequest = PlayerRequest.extend({ amount: PositiveMoney, bank_account_id: RowId, idempotency_key: IdempotencyKey });
export const WithdrawAnswer = AnswerBase.extend({ withdrawal: Withdrawal, balance: MoneyString });

export const TransactionLine = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  amount: MoneyString,
  status: z.string(),
  detail: z.string(),
  /** A deposit's payment method code (the page names it in the player's language). */
  method: z.string().optional(),
  created_at: z.string(),
});
export const TransactionsRequest = PlayerRequest.extend({ ...Paging, type: z.enum(['', 'deposit', 'withdrawal']).optional().default('') });
export const TransactionsAnswer = listAnswer(TransactionLine).extend(PageInfo);
export type TransactionsAnswer = z.infer<typeof TransactionsAnswer>;

export const StatementLine = z.object({
  id: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  account: z.enum(['balance', 'token']),
  amount: MoneyString,
  balance_after: MoneyString,
  note: z.string().nullable(),
  created_at: z.string(),
});
export const StatementRequest = PlayerRequest.extend({
  ...Paging,
  kind: z
    .enum(['', ...ENTRY_KINDS])
    .optional()
    .default(''),
  account: z.enum(['balance', 'token']).optional().default('balance'),
});
export const StatementAnswer = listAnswer(StatementLine).extend(PageInfo);
export type StatementAnswer = z.infer<typeof StatementAnswer>;

export const BetLine = z.object({
  id: z.number().int(),
  game_name: z.string(),
  provider_code: z.string(),
  /** The provider's display name (codes are not for players). */
  provider_name: z.string().optional(),
  game_type: z.string(),
  bet: MoneyString,
  win: MoneyString,
  net: MoneyString,
  created_at: z.string(),
});
export const BetHistoryRequest = PlayerRequest.extend({ ...Paging, result: z.enum(['', 'win', 'loss']).optional().default('') });
export const BetHistoryAnswer = listAnswer(BetLine).extend(PageInfo);
export type BetHistoryAnswer = z.infer<typeof BetHistoryAnswer>;

/** Public: what the banking page shows before sign-in. */
export const PaymentMethodsAnswer = AnswerBase.extend({
  currency: z.string(),
  deposit: z.object({ min: MoneyString, max: MoneyString, methods: z.array(PaymentMethod) }),
  withdrawal: z.object({ min: MoneyString, max: MoneyString }),
  banks: z.array(BankOption),
});

export const VipLevel = z.object({
  level: z.number().int(),
  /** In the asked language; `code` is the operator's own (English) name, which /auth/vip reports. */
  name: z.string(),
  code: z.string().optional(),
  /** What the level gives, in the asked language. */
  benefits: z.array(z.string()).optional(),
  min_deposit: MoneyString,
  min_turnover: MoneyString,
});
export const VipLevelsAnswer = listAnswer(VipLevel);
export const VipLevelsRequest = SiteRequest.extend({ lang: z.string().trim().max(12).optional() });

/** One line of the balance stream (POST /api/wallet/stream, text/event-stream). */
export const BalanceEvent = z.object({ balance: MoneyString, token: MoneyString, reason: z.string() });
export type BalanceEvent = z.infer<typeof BalanceEvent>;
