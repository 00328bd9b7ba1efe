import { useEffect } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root.tsx';
import { useModalStore } from '~/stores/modal-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { LOGIN_MODAL_CODES, type TemplateCode } from '~/themes/templates.ts';

/** On a modal sign-in template, /login with this parameter is the page itself (a form posted without scripts comes back there). */
export const LOGIN_PAGE_PARAM = 'form';
/** Where the sign-in forms post, from the page and from the modal. */
export const LOGIN_ACTION = `/login?${LOGIN_PAGE_PARAM}=1`;

/** The sign-in modal's template code of this site, or undefined. */
export function useLoginModalId() {
  const root = useRouteLoaderData<RootData>('root');
  return root?.theme ? LOGIN_MODAL_CODES[root.theme.code as TemplateCode] : undefined;
}

/**
 * Where a sign-in leads: the `redirect` parameter; from the modal over a page, that page (the
 * player stays where they are).
 */
export function useWayBack() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const asked = params.get('redirect');
  if (asked || pathname === '/login') return asked ?? '';
  params.delete('signin');
  const q = params.toString();
  return pathname + (q ? `?${q}` : '');
}

/**
 * `?signin=1` on a modal sign-in template (where the server sends /login): the sign-in modal opens
 * about a second after arrival, for a guest only.
 */
export function useSignInParam() {
  const { search } = useLocation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const modalId = useLoginModalId();
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
