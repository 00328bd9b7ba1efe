import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { useModalStore } from '~/stores/modal-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useLoginModalId } from './signin-param.ts';

// The forms load when the modal is first wanted, or once the browser is idle: they are not part of
// the script every page needs before it can be used.
const loadPanel = () => import('./login-panel.tsx');
const LoginPanel = lazy(() => loadPanel().then((m) => ({ default: m.LoginPanel })));

export const LOGIN_MODAL_IDS = ['loginmodal', 'modal-signin'] as const;

/** The login modal of the templates that use one (#loginmodal, #modal-signin on slot5). */
export function LoginModal() {
  const { t } = useTranslation();
  const top = useModalStore((s) => s.modalStack.at(-1));
  const close = useModalStore((s) => s.close);
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const id = (LOGIN_MODAL_IDS as readonly string[]).includes(top ?? '') ? top! : null;
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 2000));
    idle(() => void loadPanel());
  }, []);
  // Signed in (the form's action, then the page's data again): the player stays where they are.
  useEffect(() => {
    if (signedIn && id) close();
  }, [signedIn, id, close]);
  return (
    <LazyDialog
      open={!!id}
      onOpenChange={(o) => !o && close()}
      id={id ?? undefined}
      title={t('pages.login.title', 'Sign in')}
      description={t('pages.login.description', 'Welcome back. Sign in to play.')}
      descriptionHidden
    >
      <Suspense fallback={<div className="h-64 animate-pulse rounded-theme bg-surface-2" aria-busy="true" />}>
        <LoginPanel />
      </Suspense>
    </LazyDialog>
  );
}

/**
 * `?signin=1` on a modal sign-in template without scripts: the sign-in form in the page itself
 * (a `noscript` the browser ignores when scripts run; the modal opens then instead).
 */
export function SignInWithoutScripts() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const modalId = useLoginModalId();
  if (!modalId || signedIn || new URLSearchParams(search).get('signin') !== '1') return null;
  return (
    <noscript>
      <section aria-labelledby="signin-page-title" className="mx-auto my-6 max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <h2 id="signin-page-title" className="mb-4 text-xl font-bold">
          {t('pages.login.title', 'Sign in')}
        </h2>
        <Suspense fallback={null}>
          <LoginPanel />
        </Suspense>
      </section>
    </noscript>
  );
}
