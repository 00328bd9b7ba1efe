/** Fired on window after the balance changed on the server (pages with wallet lists refresh); balance-stream.ts fires it. */
export const WALLET_CHANGE_EVENT = 'wallet:change';
