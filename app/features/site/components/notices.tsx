import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { afterLoadIdle } from '~/lib/browser/render-later.ts';
import { buttonClass } from '~/ui/button.tsx';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { lazyOverlay } from '~/ui/lazy-overlay.tsx';
import { useNoticeStore } from '~/stores/notice-store.ts';

// Radix Toast and the parts it shares with menus and dialogs (~15 kB gzip) stay out of a first
// visit's script (drawn there, they made it 37 kB heavier). The chunk is fetched with the first
// toast, or before, when the browser is idle after the load: a toast saying the connection is gone
// must not need the connection.
const toaster = lazyOverlay(() => import('./toaster.tsx').then((m) => m.Toaster));

/** Renders nothing when the toaster's chunk cannot be fetched; the next toast tries again. */
class RetryOnNext extends Component<{ attempt: number; children: ReactNode }, { failedAt: number | null }> {
  state = { failedAt: null as number | null };
  static getDerivedStateFromError() {
    return { failedAt: -1 };
  }
  static getDerivedStateFromProps(props: { attempt: number }, state: { failedAt: number | null }) {
    if (state.failedAt === -1) return { failedAt: props.attempt };
    return state.failedAt !== null && state.failedAt !== props.attempt ? { failedAt: null } : null;
  }
  render() {
    return this.state.failedAt === null ? this.props.children : null;
  }
}

/** The toasts and the error dialog of the global handler. */
export function Notices() {
  const { t } = useTranslation();
  const latest = useNoticeStore((s) => s.toasts.at(-1)?.id ?? 0);
  const dialog = useNoticeStore((s) => s.dialog);
  const closeDialog = useNoticeStore((s) => s.closeDialog);
  // Once drawn, the toaster stays: its list (F8) and announcer are ready for the next toast.
  const [wanted, setWanted] = useState(false);
  if (latest > 0 && !wanted) setWanted(true);
  useEffect(() => afterLoadIdle(() => void toaster.preload().catch(() => {})), []);
  return (
    <>
      {wanted && (
        <RetryOnNext attempt={latest}>
          <Suspense fallback={null}>
            <toaster.Component />
          </Suspense>
        </RetryOnNext>
      )}
      <LazyDialog
        open={!!dialog}
        onOpenChange={(o) => !o && closeDialog()}
        layer="alert"
        size="sm"
        tone="danger"
        testId="error-dialog"
        title={dialog?.title}
        description={dialog?.message}
        closeButton={false}
        // A plain button: Radix's Close would bring the dialog code into every page.
        footer={
          <button type="button" className={buttonClass('primary')} onClick={closeDialog}>
            {t('site.ok', 'OK')}
          </button>
        }
      />
    </>
  );
}
