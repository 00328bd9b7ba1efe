/** Wallet constants without any schema (pages import them; see catalogue.ts). */

/** SPEC §9 pagination constants. */
export const PAGE_SIZE = 10;
export const VISIBLE_PAGES = 5;

export const ENTRY_KINDS = ['deposit', 'withdrawal_hold', 'withdrawal_release', 'bet', 'win', 'bonus', 'adjustment'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
