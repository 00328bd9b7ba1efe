import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useLoginModalId } from './signin-param.ts';

const LoginPanel = lazy(() => import('./login-panel.tsx').then((m) => ({ default: m.LoginPanel })));

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
