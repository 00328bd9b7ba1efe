import { useEffect, useRef } from 'react';
import { useUserStore, USER_STORAGE_KEY } from '~/stores/user-store.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { clientI18n } from '~/i18n/page-i18n.ts';

/** Written on logout so every other open tab resets and reloads. */
export const FORCE_LOGOUT_KEY = 'force-logout';

/**
 * Signs this tab out: the sign-out action ends the session on the server (unless it has ended
 * there already), then the store resets and other open tabs follow. Pages sign out with a form
 * posted to /actions/sign-out; this is for code that must sign out by itself (a reality check
 * the player chose to stop at, an ended session).
 */
export async function logout(opts: { expired?: boolean; notifyServer?: boolean } = {}) {
  // Awaited: other tabs reload on the marker below and must find the session cookie gone.
  if (useUserStore.getState().isAuthenticated && opts.notifyServer !== false) {
    await fetch('/actions/sign-out', { method: 'POST', body: new URLSearchParams(), redirect: 'manual' }).catch(() => undefined);
  }
  useUserStore.getState().reset();
  tellOtherTabs();
  if (opts.expired) announceSessionEnd();
}

/** Set while this tab resets because another tab signed out (that tab has told the others). */
let resetByOtherTab = false;

function tellOtherTabs() {
  if (resetByOtherTab) return;
  localStorage.removeItem(USER_STORAGE_KEY);
  localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
}

/**
 * The player of this tab signed out (a sign-out form, an ended session: the page's data no longer
 * has a player): every other open tab resets and reloads.
 */
export function useSignOutBroadcast() {
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const was = useRef(signedIn);
  useEffect(() => {
    if (was.current && !signedIn) tellOtherTabs();
    was.current = signedIn;
  }, [signedIn]);
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
      resetByOtherTab = true;
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
