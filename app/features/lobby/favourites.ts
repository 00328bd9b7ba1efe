import { useModalStore } from '~/stores/modal-store.ts';

export const favKey = (providerCode: string, gameCode: string) => `${providerCode}/${gameCode}`;

/** Signed out: the login modal on templates that use one, else the login page. */
export function askToSignIn(modalId: string | undefined, go: (to: string) => void) {
  if (modalId) useModalStore.getState().open(modalId);
  else go(`/login?redirect=${encodeURIComponent(window.location.pathname)}`);
}
