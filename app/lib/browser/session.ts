import { callApi } from './api-client.ts';
import { handleApiAnswer } from './error-handler.ts';
import { playerIdentity } from './player.ts';
import { useUserStore, USER_STORAGE_KEY } from '~/stores/user-store.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { clientI18n } from '~/i18n/page-i18n.ts';
import type { LoginAnswer } from '#contract/index.ts';

/** Written on logout so every other open tab resets and reloads. */
export const FORCE_LOGOUT_KEY = 'force-logout';

const player = () => {
  const s = useUserStore.getState();
  return s.isAuthenticated && s.user ? playerIdentity() : null;
};

/** After a successful sign-in: balance, VIP info and favourites. */
export async function refreshPlayer() {
  const p = player();
  if (!p) return;
  const store = useUserStore.getState();
  const [balance, vip, favs] = await Promise.all([callApi('/auth/get_balance', p), callApi('/auth/vip', p), callApi('/home/fav_list', p)]);
  if (balance.statusCode === 1) store.setBalance(balance.game_balance, balance.game_token);
  if (vip.statusCode === 1 && vip.nextLevel[0]) store.setVip(vip.nextLevel[0]);
  if (favs.statusCode === 1) store.setFavourites(favs.value);
  // One report is enough: an expired session would otherwise be announced three times.
  const failed = [balance, vip, favs].find((a) => a.statusCode !== 1);
  if (failed) handleApiAnswer(failed);
  return [balance, vip, favs];
}

export async function completeLogin(answer: LoginAnswer): Promise<boolean> {
  const ok = useUserStore.getState().login(answer);
  if (ok) await refreshPlayer();
  return ok;
}

export async function logout(opts: { expired?: boolean; notifyServer?: boolean } = {}) {
  const p = player();
  // Awaited: other tabs reload on the marker below and must find the session cookie gone.
  if (p && opts.notifyServer !== false) await callApi('/auth/logout', p);
  useUserStore.getState().reset();
  localStorage.removeItem(USER_STORAGE_KEY);
  localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
  if (opts.expired) announceSessionEnd();
}

/** The "invalid session / session expired" notice (also after the server found it ended). */
export function announceSessionEnd() {
  const t = clientI18n()?.t.bind(clientI18n());
  useNoticeStore.getState().toast({
    variant: 'warning',
    title: t ? t('errors:invalidSession', 'invalid session') : 'invalid session',
    text: t ? t('errors:sessionExpiredText', 'session expired') : 'session expired',
    duration: 10_000,
  });
}

/** Other tabs: a force-logout marker resets this tab's store and reloads it; other changes sync. */
export function listenForForceLogout(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === FORCE_LOGOUT_KEY && e.newValue) {
      useUserStore.getState().reset();
      window.location.reload();
    } else if (e.key === USER_STORAGE_KEY && e.newValue) {
      // Another tab changed the player (balance, favourites): take its copy.
      void useUserStore.persist.rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
