import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { FavGame, LoginAnswer, PasswordAlert, UserInfo, VipLevelInfo } from '#contract/index.ts';
import { keepInStorage } from '../lib/browser/stored.ts';

export interface VipProgress {
  totalDeposit: number;
  depoProgress: number;
  totalTurnover: number;
  toProgress: number;
  currentLevel: string;
  nextLevel: string | null;
}

/**
 * User store. Amounts are decimal strings as the API sends them. The session token is not
 * here: the server holds it in an httpOnly cookie (docs/decisions/0007-server-held-sessions.md).
 */
export interface UserState {
  isAuthenticated: boolean;
  user: UserInfo | null;
  game: { balance: string; token: string };
  email: string;
  fullname: string;
  game_fav_list: FavGame[];
  vip: VipProgress;
  minigame: { frozen_token: string; token_balance: string };
  /** What the header shows of the inbox: messages not opened yet and rewards still to claim. */
  inbox: { unread: number; claimable: number };
  /**
   * A withdraw-only session opened during a time-out or self-exclusion: the kind of
   * break and when sign-in opens again. Null for a full session.
   */
  restricted: { kind: 'timeout' | 'self_exclusion'; until: string } | null;
  /** Someone ran out the account's budget of password guesses: shown after sign-in until dismissed. */
  passwordAlert: PasswordAlert | null;
}

/** The private pages a withdraw-only session reaches; the others lead to /withdrawal. */
export const WITHDRAW_PAGES: ReadonlySet<string> = new Set(['/withdrawal', '/bank-details', '/add-bank', '/transaction-history']);

interface UserActions {
  login(answer: LoginAnswer): boolean;
  setBalance(balance: string, token: string): void;
  setVip(info: VipLevelInfo): void;
  setFavourites(list: FavGame[]): void;
  setProfile(fullname: string, email: string): void;
  setInboxCounts(unread: number, claimable: number): void;
  dismissPasswordAlert(): void;
  reset(): void;
}

export const initialUserState: UserState = {
  isAuthenticated: false,
  user: null,
  game: { balance: '0.00', token: '0.00' },
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: { totalDeposit: 0, depoProgress: 0, totalTurnover: 0, toProgress: 0, currentLevel: '', nextLevel: null },
  minigame: { frozen_token: '0.00', token_balance: '0.00' },
  inbox: { unread: 0, claimable: 0 },
  restricted: null,
  passwordAlert: null,
};

/** Percentages capped at 100, 0 when the divisor is 0. */
export function progressPercent(value: number, start: number, target: number): number {
  const span = target - start;
  if (span <= 0) return 0;
  return Math.max(0, Math.min(100, ((value - start) / span) * 100));
}

export function vipFromInfo(info: VipLevelInfo): VipProgress {
  const n = (s: string) => Number(s);
  return {
    totalDeposit: n(info.cycle_deposit),
    depoProgress: progressPercent(n(info.cycle_deposit), n(info.starting_deposit), n(info.deposit_next)),
    totalTurnover: n(info.cycle_turnover),
    toProgress: progressPercent(n(info.cycle_turnover), n(info.starting_turnover), n(info.turnover_next)),
    currentLevel: info.vip_name,
    nextLevel: info.vip_name_next,
  };
}

export const USER_STORAGE_KEY = 'user';

type UserStore = UserState & UserActions;

const actions = (set: StoreApi<UserStore>['setState']): UserStore => ({
  ...initialUserState,
  // Authenticated only on statusCode 1 with the player (the token went to the cookie).
  login(answer) {
    if (answer.statusCode !== 1 || !answer.user) {
      set({ isAuthenticated: false });
      return false;
    }
    const ex = answer.session_scope === 'withdraw' ? answer.exclusion : undefined;
    set({
      isAuthenticated: true,
      user: { ...answer.user, session_token: '' },
      email: answer.email ?? answer.user.contact_email,
      fullname: answer.fullname ?? answer.user.full_name,
      restricted: ex ? { kind: ex.kind === 'timeout' ? 'timeout' : 'self_exclusion', until: ex.sign_in_from } : null,
      passwordAlert: answer.password_alert ?? null,
    });
    return true;
  },
  setBalance: (balance, token) => set({ game: { balance, token } }),
  setVip: (info) => set({ vip: vipFromInfo(info) }),
  setFavourites: (list) => set({ game_fav_list: list }),
  setProfile: (fullname, email) => set((s) => ({ fullname, email, user: s.user ? { ...s.user, full_name: fullname, contact_email: email } : s.user })),
  setInboxCounts: (unread, claimable) => set({ inbox: { unread, claimable } }),
  dismissPasswordAlert: () => set({ passwordAlert: null }),
  reset: () => set({ ...initialUserState }),
});

/**
 * The browser's store: one per page load, made from the server's answer for this request (the
 * first render must match the server's, and React reads a store's initial state while it
 * hydrates), persisted so other tabs follow, never read back from storage on load.
 */
function makeBrowserStore(initial: Partial<UserState>) {
  const store = createStore<UserStore>()((set) => ({ ...actions(set), ...initial }));
  const stored = keepInStorage(store, {
    key: USER_STORAGE_KEY,
    pick: ({ isAuthenticated, user, game, email, fullname, game_fav_list, vip, minigame, inbox, restricted, passwordAlert }) => ({
      inbox,
      restricted,
      passwordAlert,
      isAuthenticated,
      user,
      game,
      email,
      fullname,
      game_fav_list,
      vip,
      minigame,
    }),
  });
  // Written once now, so the stored copy is this page's player and never an older one.
  store.setState({});
  return Object.assign(store, { persist: stored });
}
let browserStore: ReturnType<typeof makeBrowserStore> | null = null;
const theBrowserStore = (initial: Partial<UserState> = {}) => (browserStore ??= makeBrowserStore(initial));

/** On the server, one store per request holding that request's player. */
const UserStoreContext = createContext<StoreApi<UserStore> | null>(null);

/** The player the server resolved for this request, for the first render on both sides. */
export function UserStoreProvider({ initial, children }: { initial: Partial<UserState> | null; children: ReactNode }) {
  const [store] = useState(() =>
    typeof window !== 'undefined' ? theBrowserStore(initial ?? {}) : createStore<UserStore>()((set) => ({ ...actions(set), ...initial })),
  );
  // The root loader runs again after every action (a sign-in, a sign-out, a deposit): its player
  // replaces the store's, a guest resets it.
  const [seen, setSeen] = useState(initial);
  useEffect(() => {
    if (initial === seen) return;
    setSeen(initial);
    if (initial?.isAuthenticated) store.setState(initial);
    else store.setState({ ...initialUserState });
  }, [initial, seen, store]);
  return createElement(UserStoreContext.Provider, { value: store }, children);
}

export function useUserStore<T>(selector: (s: UserStore) => T): T {
  const inContext = useContext(UserStoreContext);
  return useStore(inContext ?? theBrowserStore(), selector);
}
/** Outside React (effects, handlers, modules): the browser's store. */
useUserStore.getState = () => theBrowserStore().getState();
useUserStore.setState = (...args: Parameters<StoreApi<UserStore>['setState']>) => theBrowserStore().setState(...args);
useUserStore.subscribe = (listener: Parameters<StoreApi<UserStore>['subscribe']>[0]) => theBrowserStore().subscribe(listener);
useUserStore.persist = {
  rehydrate: () => theBrowserStore().persist.rehydrate(),
};
