/** Wallet constants without any schema (pages import them; see catalogue.ts). */

/** Pagination constants. */
export const PAGE_SIZE = 10;
export const VISIBLE_PAGES = 5;

/**
 * bet_hold: a sports bet's stake held while it is open; bet_payout: what it returned; bet_cashout: a
 * cash-out; bet_payout_reversal: a payout taken back because the event's result was corrected or withdrawn.
 */
export const ENTRY_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'bet',
  'win',
  'bonus',
  'adjustment',
  'bet_hold',
  'bet_payout',
  'bet_cashout',
  'bet_payout_reversal',
  // A mission's reward, a spin's token cost and prize, a minigame round's stake and payout.
  'mission_reward',
  'spin_cost',
  'spin_prize',
  'minigame_stake',
  'minigame_payout',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
