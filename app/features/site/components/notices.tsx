import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { buttonClass } from '~/ui/button.tsx';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { useNoticeStore, type Toast } from '~/stores/notice-store.ts';

const VARIANT_CLASS: Record<Toast['variant'], string> = {
  warning: 'border-warning',
  error: 'border-danger',
  success: 'border-success',
  info: 'border-accent',
};

/**
 * One toast. WCAG 2.2.1: its time stops while it is hovered or holds focus,
 * an error stays until the player closes it, and closing it from the keyboard gives focus back to
 * where it was before (never to the body).
 */
function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useNoticeStore((s) => s.dismiss);
  const { t } = useTranslation();
  const [held, setHeld] = useState({ hover: false, focus: false });
  const left = useRef(toast.duration);
  const cameFrom = useRef<HTMLElement | null>(null);
  const sticky = toast.variant === 'error';
  useEffect(() => {
    if (sticky || held.hover || held.focus) return;
    const started = Date.now();
    const id = setTimeout(() => dismiss(toast.id), Math.max(left.current, 0));
    return () => {
      clearTimeout(id);
      left.current -= Date.now() - started;
    };
  }, [toast.id, sticky, held.hover, held.focus, dismiss]);
  const close = () => {
    const back = cameFrom.current;
    dismiss(toast.id);
    if (back?.isConnected) back.focus();
    else document.getElementById('main')?.focus();
  };
  return (
    <div
      role={toast.variant === 'error' || toast.variant === 'warning' ? 'alert' : 'status'}
      data-testid={`toast-${toast.variant}`}
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={(e) => {
        if (!cameFrom.current && e.relatedTarget instanceof HTMLElement && !e.currentTarget.contains(e.relatedTarget)) cameFrom.current = e.relatedTarget;
        setHeld((h) => ({ ...h, focus: true }));
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
      className={`pointer-events-auto w-80 max-w-full rounded-theme border-l-4 ${VARIANT_CLASS[toast.variant]} bg-surface text-text shadow-2xl p-4 flex gap-3`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold capitalize">{toast.title}</p>
        <p className="text-sm text-muted">{toast.text}</p>
      </div>
      <button type="button" className="self-start text-muted hover:text-text" onClick={close} aria-label={t('site.close', 'Close')} data-testid="toast-close">
        ×
      </button>
    </div>
  );
}

/** Toasts at the bottom right and the error dialog of the global handler. */
export function Notices() {
  const { t } = useTranslation();
  const toasts = useNoticeStore((s) => s.toasts);
  const dialog = useNoticeStore((s) => s.dialog);
  const closeDialog = useNoticeStore((s) => s.closeDialog);
  return (
    <>
      {/* On screen at 320 px, above the phone tab bar. */}
      <div
        className="pointer-events-none fixed left-4 right-4 z-[100] flex flex-col items-end gap-2 sm:left-auto"
        style={{ bottom: 'calc(var(--sticky-bottom, 0px) + 1rem)' }}
        aria-live="polite"
      >
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
