import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FavGame, LoginAnswer, UserInfo, VipLevelInfo } from '#contract/index.ts';

export interface VipProgress {
  totalDeposit: number;
  depoProgress: number;
  totalTurnover: number;
  toProgress: number;
  currentLevel: string;
  nextLevel: string | null;
}

/** SPEC §3 user store. Amounts are decimal strings as the API sends them. */
export interface UserState {
  isAuthenticated: boolean;
  user: UserInfo | null;
  token: string | null;
  game: { balance: string; token: string };
  email: string;
  fullname: string;
  game_fav_list: FavGame[];
  vip: VipProgress;
  minigame: { frozen_token: string; token_balance: string };
}

interface UserActions {
  login(answer: LoginAnswer): boolean;
  setBalance(balance: string, token: string): void;
  setVip(info: VipLevelInfo): void;
  setFavourites(list: FavGame[]): void;
  setProfile(fullname: string, email: string): void;
  reset(): void;
}

export const initialUserState: UserState = {
  isAuthenticated: false,
  user: null,
  token: null,
  game: { balance: '0.00', token: '0.00' },
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: { totalDeposit: 0, depoProgress: 0, totalTurnover: 0, toProgress: 0, currentLevel: '', nextLevel: null },
  minigame: { frozen_token: '0.00', token_balance: '0.00' },
};

/** SPEC §5: percentages capped at 100, 0 when the divisor is 0. */
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

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...initialUserState,
      // SPEC §4: authenticated only on statusCode 1 with a token.
      login(answer) {
        if (answer.statusCode !== 1 || !answer.token || !answer.user) {
          set({ isAuthenticated: false });
          return false;
        }
        set({
          isAuthenticated: true,
          token: answer.token,
          user: answer.user,
          email: answer.email ?? answer.user.contact_email,
          fullname: answer.fullname ?? answer.user.full_name,
        });
        return true;
      },
      setBalance: (balance, token) => set({ game: { balance, token } }),
      setVip: (info) => set({ vip: vipFromInfo(info) }),
      setFavourites: (list) => set({ game_fav_list: list }),
      setProfile: (fullname, email) => set((s) => ({ fullname, email, user: s.user ? { ...s.user, full_name: fullname, contact_email: email } : s.user })),
      reset: () => set({ ...initialUserState }),
    }),
    {
      name: USER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Hydrated after mount so the first client render matches the server's (signed out).
      skipHydration: true,
    },
  ),
);
