/** Fired on window after the balance changed on the server (pages with wallet lists refresh); balance-stream.ts fires it. */
export const WALLET_CHANGE_EVENT = 'wallet:change';
/** Fired on window when the balance stream (re)opens: what changed before it was open was not reported. */
export const WALLET_OPEN_EVENT = 'wallet:open';
