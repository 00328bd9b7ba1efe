import { z } from 'zod';
import type { Outcome } from '../wallet.ts';

/**
 * Hub88's Operator API, as far as this adapter speaks it: the Wallet API it calls on us and the
 * answers' statuses. Amounts are integers of 1/100 000 of the currency unit (3.56 → 356000).
 */
export const HUB88_UNIT = 100_000;

export type Hub88Status =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_LIMIT_REACHED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK';

export const STATUS_OF: Record<Outcome, Hub88Status> = {
  ok: 'RS_OK',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  limitReached: 'RS_ERROR_LIMIT_REACHED',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  unknownBet: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  rolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // A rollback of a bet that already has a win: refused, with no closer status in the protocol.
  betSettled: 'RS_ERROR_UNKNOWN',
  unknownUser: 'RS_ERROR_UNKNOWN',
};

/** Decimal places of a currency's minor unit; the ledger keeps two for every currency it holds. */
export const MINOR_DIGITS = 2;
const PER_MINOR = HUB88_UNIT / 10 ** MINOR_DIGITS;

/** Hub88 units → minor units, exactly; null when the amount is not a whole number of minor units. */
export function toMinor(amount: number): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount % PER_MINOR !== 0) return null;
  return amount / PER_MINOR;
}
export const fromMinor = (minor: number) => minor * PER_MINOR;

/** Our id of a player towards Hub88: opaque (no name or contact), at least 4 characters. */
export const userOf = (playerId: number) => `pf${String(playerId).padStart(6, '0')}`;
export function playerOf(user: string): number | null {
  const m = /^pf(\d{6,10})$/.exec(user);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const Uuid = z.string().min(1).max(64);
const Base = z.looseObject({ request_uuid: Uuid });
export const UserInfoRequest = Base.extend({ user: z.string().min(1).max(64) });
export const BalanceRequest = Base.extend({ user: z.string().min(1).max(64), token: z.string().max(255), game_code: z.string().max(128).nullish() });
const Money = Base.extend({
  user: z.string().min(1).max(64),
  token: z.string().max(255),
  transaction_uuid: Uuid,
  round: z.string().max(255),
  game_code: z.string().max(128),
  currency: z.string().min(3).max(8),
  amount: z.number().int().nonnegative(),
  round_closed: z.boolean().nullish(),
  is_free: z.boolean().nullish(),
  bet: z.string().max(255).nullish(),
});
export const BetRequest = Money;
export const WinRequest = Money.extend({ reference_transaction_uuid: Uuid });
export const RollbackRequest = Base.extend({
  user: z.string().min(1).max(64),
  token: z.string().max(255),
  transaction_uuid: Uuid,
  reference_transaction_uuid: Uuid,
  round: z.string().max(255),
  game_code: z.string().max(128),
  round_closed: z.boolean().nullish(),
});

/** One game of POST /operator/generic/v2/game/list (the fields the catalogue uses; the rest pass). */
export const Hub88Game = z.looseObject({
  game_code: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  product: z.string().min(1).max(100),
  category: z.string().nullish(),
  enabled: z.boolean().nullish(),
  rtp: z.union([z.string(), z.number()]).nullish(),
  volatility: z.number().nullish(),
  release_date: z.string().nullish(),
  url_thumb: z.string().nullish(),
  platforms: z.array(z.string()).nullish(),
});
export const Hub88GameList = z.array(Hub88Game);
export const Hub88GameUrl = z.looseObject({ url: z.string().url() });
