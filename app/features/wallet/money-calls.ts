/**
 * Calls that move money. An automatic reload (a new build, a missing chunk: build-update.ts)
 * waits while one of them is in flight, so a player never loses the answer of a deposit,
 * withdrawal or bet to a page load (and never sends it twice because the answer was lost).
 */
export const MONEY_PATHS: ReadonlySet<string> = new Set([
  '/wallet/deposit',
  '/wallet/withdraw',
  // A reward claim pays a bonus into the wallet.
  '/settings/claim_inbox',
  // The sportsbook's bet placement and cash-out (contract/sports.ts).
  '/sports/place_bet',
  '/sports/cashout',
  // A mission reward, a spin (its prize, its token price), a minigame stake and payout.
  '/engage/mission_claim',
  '/engage/spin',
  '/engage/minigame_start',
  '/engage/minigame_pick',
]);

/** Any listed path, and any sportsbook call that places a bet or cashes one out (not a list, not a quote). */
export function isMoneyPath(path: string): boolean {
  return MONEY_PATHS.has(path) || /^\/sports\/(?:.*\/)?(?:place|place_?bets?|bets?_?place|bet_?slip_?place|cash_?out)$/.test(path);
}

let inFlight = 0;
const idle = new Set<() => void>();

/** How many money calls are waiting for their answer now. */
export const moneyCallsInFlight = () => inFlight;

/** Counts `call` as a money call until it settles (answer or failure). */
export async function trackMoneyCall<T>(call: () => Promise<T>): Promise<T> {
  const release = hold();
  try {
    return await call();
  } finally {
    release();
  }
}

/** One money call more in flight; the function it returns ends it (and wakes the waiters at zero). */
function hold() {
  inFlight++;
  return () => {
    inFlight--;
    if (inFlight === 0) for (const done of [...idle]) done();
  };
}

/**
 * The pages' actions that move money (their forms post there): a deposit, a withdrawal, a claim,
 * a bet, a cash-out, a spin, a mission reward, a minigame round.
 */
export const MONEY_ACTIONS: ReadonlySet<string> = new Set([
  '/deposit',
  '/withdrawal',
  '/inbox',
  '/actions/place-bet',
  '/actions/cashout',
  '/sports',
  '/spin',
  '/mission',
  '/minigame',
]);

/** Whether a form's action (a path, maybe with a query) is one of MONEY_ACTIONS. */
export const isMoneyAction = (action: string | undefined) => !!action && MONEY_ACTIONS.has(action.split('?')[0].replace(/\/$/, '') || '/');

/** Counts one money submission while `busy` (a form posting to a money action, waiting for its answer). */
export function holdWhile(busy: boolean): (() => void) | undefined {
  return busy ? hold() : undefined;
}

/** Resolves once no money call is in flight, or after `maxMs` (a safety net: calls time out at 15 s). */
export function whenNoMoneyCalls(maxMs = 30_000): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      idle.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    idle.add(done);
  });
}
