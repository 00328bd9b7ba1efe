import { AlertDialog as RadixAlertDialog, Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { buttonClass } from './button.tsx';
import { Icon } from './icon.tsx';
import { focusPageHeading } from '~/lib/browser/route-focus.ts';

/**
 * What covers what: the phone menu under dialogs, and the error dialog of the global handler
 * over everything, since a call can fail while another dialog is open.
 */
const LAYERS = {
  sheet: { overlay: 'z-[70]', content: 'z-[71]' },
  dialog: { overlay: 'z-[80]', content: 'z-[81]' },
  alert: { overlay: 'z-[90]', content: 'z-[91]' },
} as const;
export type DialogLayer = keyof typeof LAYERS;

const SIZES = {
  sm: 'w-[min(92vw,420px)]',
  md: 'w-[min(94vw,440px)]',
  lg: 'w-[min(94vw,560px)]',
  xl: 'w-[min(94vw,640px)]',
} as const;

const OVERLAY = 'fixed inset-0 bg-black/60';
// Tall content (terms, a long list) scrolls inside the dialog, never under the page's edges.
const CENTRED =
  'fixed left-1/2 top-1/2 max-h-[85dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-theme border border-border bg-surface p-6 text-text shadow-2xl';

/** The dimmed page behind a dialog or a sheet. */
export function DialogOverlay({ layer = 'dialog' }: { layer?: DialogLayer }) {
  return <RadixDialog.Overlay className={`${OVERLAY} ${LAYERS[layer].overlay}`} />;
}

/** A button that closes the dialog it is in (an OK in a footer). */
export const DialogClose = RadixDialog.Close;

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The control that opens it; focus goes back to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  /** Read with the title by screen readers; `descriptionHidden` when the content already says it. */
  description?: ReactNode;
  descriptionHidden?: boolean;
  /** `danger`: an error whose description is the message itself. */
  tone?: 'default' | 'danger';
  size?: keyof typeof SIZES;
  layer?: DialogLayer;
  /** The × in the corner; off when the footer is the way out. */
  closeButton?: boolean;
  footer?: ReactNode;
  id?: string;
  testId?: string;
  children?: ReactNode;
  /** Where focus goes on close when the trigger is not a Radix one (LazyDialog's plain trigger). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on open, when the first control is not the safe one. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A centred modal dialog (Radix: focus trapped and returned, Escape and the overlay close it). */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionHidden = false,
  tone = 'default',
  size = 'md',
  layer = 'dialog',
  closeButton = true,
  footer,
  id,
  testId,
  children,
  returnFocus,
  initialFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const danger = tone === 'danger';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <DialogOverlay layer={layer} />
        <RadixDialog.Content
          id={id}
          data-testid={testId}
          className={`${CENTRED} ${SIZES[size]} ${LAYERS[layer].content}`}
          onOpenAutoFocus={
            initialFocus
              ? (e) => {
                  if (!initialFocus.current) return;
                  e.preventDefault();
                  initialFocus.current.focus();
                }
              : undefined
          }
          onCloseAutoFocus={
            returnFocus
              ? (e) => {
                  e.preventDefault();
                  // The opener may be gone (a sign-in that re-rendered the header): the page's heading then.
                  const el = returnFocus.current;
                  if (el?.isConnected) el.focus();
                  else focusPageHeading();
                }
              : undefined
          }
          // Without a description, say so: Radix warns about a dangling aria-describedby otherwise.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className={`min-w-0 break-words font-bold ${size === 'sm' ? 'text-lg' : 'text-xl'} ${danger ? 'text-danger' : ''}`}>
              {title}
            </RadixDialog.Title>
            {closeButton && (
              <RadixDialog.Close
                aria-label={t('site.close', 'Close')}
                className="-mr-2 -mt-1 grid h-9 w-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
              >
                <Icon name="close" />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className={descriptionHidden ? 'sr-only' : `mt-2 ${danger ? 'text-text' : 'text-muted'}`}>
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A panel along the left edge (the phone menu), inside a Radix Dialog root: the caller draws its
 * own title and close button, on its own colours.
 */
export function SheetContent({ className = '', children, ...rest }: ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Portal>
      <DialogOverlay layer="sheet" />
      <RadixDialog.Content
        className={`fixed inset-y-0 left-0 ${LAYERS.sheet.content} flex w-[min(85vw,320px)] flex-col overflow-y-auto shadow-2xl ${className}`}
        {...rest}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The dialog stays open while this runs: the caller closes it once the answer is in. */
  onConfirm: () => void;
  busy?: boolean;
  testId?: string;
}

/** A question that needs an answer before anything else (Radix AlertDialog: no closing by the overlay). */
export function ConfirmDialog({ open, onOpenChange, title, description, cancelLabel, confirmLabel, onConfirm, busy = false, testId }: ConfirmDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={`${OVERLAY} ${LAYERS.dialog.overlay}`} />
        <RadixAlertDialog.Content data-testid={testId} className={`${CENTRED} ${SIZES.sm} ${LAYERS.dialog.content}`}>
          <RadixAlertDialog.Title className="break-words text-lg font-bold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-muted">{description}</RadixAlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <RadixAlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action
              className={buttonClass('primary')}
              disabled={busy}
              onClick={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
