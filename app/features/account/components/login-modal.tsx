import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { useModalStore } from '~/stores/modal-store.ts';
import { useUserStore } from '~/stores/user-store.ts';

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
