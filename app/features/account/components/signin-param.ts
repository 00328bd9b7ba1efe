import { useEffect } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root.tsx';
import { useModalStore } from '~/stores/modal-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { LOGIN_MODAL_CODES, type TemplateCode } from '~/themes/templates.ts';

/**
 * `?signin=1` on a modal sign-in template (where the server sends /login): the sign-in modal opens
 * about a second after arrival, for a guest only.
 */
export function useSignInParam() {
  const root = useRouteLoaderData<RootData>('root');
  const { search } = useLocation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const modalId = root?.theme ? LOGIN_MODAL_CODES[root.theme.code as TemplateCode] : undefined;
  const asked = new URLSearchParams(search).get('signin') === '1';
  useEffect(() => {
    if (!modalId || !asked || signedIn) return;
    const timer = setTimeout(() => {
      useModalStore.getState().open(modalId);
      // The address reads as the home page again (a reload does not reopen the modal); the
      // router's own state is kept, and nothing navigates, so focus stays in the modal.
      const url = new URL(window.location.href);
      url.searchParams.delete('signin');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }, 1000);
    return () => clearTimeout(timer);
  }, [modalId, asked, signedIn]);
}
