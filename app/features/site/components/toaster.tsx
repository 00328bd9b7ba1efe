import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useNoticeStore, type Toast } from '~/stores/notice-store.ts';

const VARIANT_CLASS: Record<Toast['variant'], string> = {
  warning: 'border-warning',
  error: 'border-danger',
  success: 'border-success',
  info: 'border-accent',
};

/**
 * The toasts, drawn by Radix Toast: each is announced (an error assertively, the rest politely),
 * its time stops while the pointer is over the list or focus is in it (WCAG 2.2.1), F8 moves focus
 * to the list, Escape or a swipe to the right closes one. An error stays until the player closes it.
 *
 * Under the sticky header, at the top: clear of the phone tab bar, the floating chat and rewards
 * buttons, the bet slip bar and a form's submit button at the foot of the screen.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useNoticeStore((s) => s.toasts);
  const dismiss = useNoticeStore((s) => s.dismiss);
  return (
    <RadixToast.Provider label={t('site.notification', 'Notification')} swipeDirection="right">
      {toasts.map((x) => (
        <RadixToast.Root
          key={x.id}
          type={x.variant === 'error' ? 'foreground' : 'background'}
          duration={x.variant === 'error' ? Infinity : x.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(x.id);
          }}
          data-testid={`toast-${x.variant}`}
          className={`pointer-events-auto data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] flex w-full gap-3 rounded-theme border-l-4 sm:w-80 ${VARIANT_CLASS[x.variant]} bg-surface p-4 text-text shadow-2xl outline-none focus-visible:ring-2 focus-visible:ring-accent`}
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="font-semibold">{x.title}</RadixToast.Title>
            {/* The announcement joins the text nodes as they are: a space keeps title and text apart. */}
            {x.text && ' '}
            {x.text && <RadixToast.Description className="text-sm text-muted">{x.text}</RadixToast.Description>}
          </div>
          <RadixToast.Close
            className="-m-2 self-start rounded-theme p-2 leading-none text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
            aria-label={t('site.close', 'Close')}
            data-testid="toast-close"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        label={t('site.notifications', 'Notifications ({hotkey})')}
        className="pointer-events-none fixed left-4 right-4 z-[100] m-0 flex list-none flex-col items-end gap-2 p-0 outline-none sm:left-auto"
        style={{ top: 'calc(var(--sticky-top, 0px) + 0.75rem)' }}
      />
    </RadixToast.Provider>
  );
}
