import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '~/stores/modal-store.ts';

// The forms (react-hook-form, zod rules) load when the modal is first wanted, or once the browser
// is idle: they are not part of the script every page needs before it can be used.
const loadPanel = () => import('./login-panel.tsx');
const LoginPanel = lazy(() => loadPanel().then((m) => ({ default: m.LoginPanel })));

export const LOGIN_MODAL_IDS = ['loginmodal', 'modal-signin'] as const;

/** The login modal of the templates that use one (SPEC §2: #loginmodal, #modal-signin on slot5). */
export function LoginModal() {
  const { t } = useTranslation();
  const top = useModalStore((s) => s.modalStack.at(-1));
  const close = useModalStore((s) => s.close);
  const id = (LOGIN_MODAL_IDS as readonly string[]).includes(top ?? '') ? top! : null;
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 2000));
    idle(() => void loadPanel());
  }, []);
  return (
    <Dialog.Root open={!!id} onOpenChange={(o) => !o && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/60" />
        <Dialog.Content
          id={id ?? undefined}
          className="fixed left-1/2 top-1/2 z-[81] w-[min(94vw,440px)] -translate-x-1/2 -translate-y-1/2 rounded-theme border border-border bg-surface p-6 text-text shadow-2xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">{t('pages.login.title', 'Sign in')}</Dialog.Title>
            <Dialog.Close aria-label={t('site.close', 'Close')} className="grid h-8 w-8 place-items-center rounded-full text-muted hover:bg-surface-2">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('pages.login.description', 'Welcome back. Sign in to play.')}</Dialog.Description>
          <Suspense fallback={<div className="h-64 animate-pulse rounded-theme bg-surface-2" aria-busy="true" />}>
            <LoginPanel onDone={() => close()} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
