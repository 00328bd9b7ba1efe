import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { buttonClass } from '~/components/ui/button.tsx';
import { LazyDialog } from '~/components/ui/lazy-dialog.tsx';
import { useNoticeStore, type Toast } from '~/stores/notice-store.ts';

const VARIANT_CLASS: Record<Toast['variant'], string> = {
  warning: 'border-warning',
  error: 'border-danger',
  success: 'border-success',
  info: 'border-accent',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useNoticeStore((s) => s.dismiss);
  const { t } = useTranslation();
  useEffect(() => {
    const id = setTimeout(() => dismiss(toast.id), toast.duration);
    return () => clearTimeout(id);
  }, [toast.id, toast.duration, dismiss]);
  return (
    <div
      role={toast.variant === 'error' || toast.variant === 'warning' ? 'alert' : 'status'}
      data-testid={`toast-${toast.variant}`}
      className={`pointer-events-auto w-80 rounded-theme border-l-4 ${VARIANT_CLASS[toast.variant]} bg-surface text-text shadow-2xl p-4 flex gap-3`}
    >
      <div className="flex-1">
        <p className="font-semibold capitalize">{toast.title}</p>
        <p className="text-sm text-muted">{toast.text}</p>
      </div>
      <button type="button" className="text-muted hover:text-text" onClick={() => dismiss(toast.id)} aria-label={t('site.close', 'Close')}>
        ×
      </button>
    </div>
  );
}

/** Toasts at the bottom right and the error dialog of the global handler (SPEC §8). */
export function Notices() {
  const { t } = useTranslation();
  const toasts = useNoticeStore((s) => s.toasts);
  const dialog = useNoticeStore((s) => s.dialog);
  const closeDialog = useNoticeStore((s) => s.closeDialog);
  return (
    <>
      <div className="pointer-events-none fixed bottom-4 right-4 z-[100] flex flex-col gap-2" aria-live="polite">
        {toasts.map((x) => (
          <ToastItem key={x.id} toast={x} />
        ))}
      </div>
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
        // A plain button: Radix's Close would bring the dialog code into every page (issue 13).
        footer={
          <button type="button" className={buttonClass('primary')} onClick={closeDialog}>
            {t('site.ok', 'OK')}
          </button>
        }
      />
    </>
  );
}
