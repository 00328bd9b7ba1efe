import { cloneElement, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactElement, type Ref } from 'react';
import type { ConfirmDialogProps, DialogProps } from './dialog.tsx';
import { lazyOverlay, OverlaySlot, preloadOn } from './lazy-overlay.tsx';

/**
 * The dialogs of ui/dialog.tsx with their Radix code (Dialog, FocusScope, DismissableLayer,
 * Presence, Portal, scroll lock) in a chunk of its own, fetched when a dialog is about to open.
 * Same props; nothing renders until the dialog first opens.
 */
const DIALOG = lazyOverlay(() => import('./dialog.tsx').then((m) => m.Dialog));
const CONFIRM = lazyOverlay(() => import('./dialog.tsx').then((m) => m.ConfirmDialog));

/** Fetches the dialog code ahead of a press that opens a dialog by code (a `See all` button). */
export const preloadDialog = () => DIALOG.preload();
export const preloadConfirmDialog = () => CONFIRM.preload();

type TriggerElement = ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;

/** The trigger element as given, with the props (and ref) of a dialog trigger added. */
function Trigger({
  element,
  ...props
}: { element: TriggerElement; ref: Ref<HTMLButtonElement>; 'data-state': string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return cloneElement(element, props as Partial<ButtonHTMLAttributes<HTMLButtonElement>>);
}

/**
 * Whether the dialog's code is to render: from its first opening on. A chunk that cannot be
 * fetched closes it (`close`) and waits for the next opening.
 */
function useOpened(open: boolean, close: () => void) {
  const [used, setUsed] = useState(open);
  const [failed, setFailed] = useState(false);
  if (open && !used && !failed) setUsed(true);
  if (!open && failed) setFailed(false);
  const onError = () => {
    setUsed(false);
    setFailed(true);
    close();
  };
  return [used, onError] as const;
}

/**
 * A centred modal dialog (ui/dialog.tsx) loaded when it first opens. Opened by code (`open`), its
 * chunk loads then. With a `trigger` (a button element, without a ref of its own), the trigger is
 * rendered here as it is, with what Radix's Dialog.Trigger would add (aria-haspopup, aria-expanded,
 * aria-controls, data-state, the toggle on click), fetches the chunk on pointer over, focus or
 * touch, and gets focus back when the dialog closes.
 */
export function LazyDialog({ trigger, open: openProp, onOpenChange, ...rest }: Omit<DialogProps, 'trigger' | 'returnFocus'> & { trigger?: TriggerElement }) {
  const [own, setOwn] = useState(false);
  const open = openProp ?? own;
  const setOpen = (o: boolean) => {
    if (openProp === undefined) setOwn(o);
    onOpenChange?.(o);
  };
  const [used, onError] = useOpened(open, () => setOpen(false));
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Opened by code (no trigger here): focus goes back to whatever had it when the dialog opened.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && !trigger)
      openerRef.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open, trigger]);
  const autoId = useId();
  const id = rest.id ?? (trigger ? autoId : undefined);
  return (
    <>
      {trigger && (
        <Trigger
          element={trigger}
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          data-state={open ? 'open' : 'closed'}
          {...preloadOn(DIALOG.preload, trigger.props)}
          onClick={(e: MouseEvent<HTMLButtonElement>) => {
            trigger.props.onClick?.(e);
            if (!e.defaultPrevented) setOpen(!open);
          }}
        />
      )}
      {used && (
        <OverlaySlot onError={onError}>
          <DIALOG.Component {...rest} id={id} open={open} onOpenChange={setOpen} returnFocus={trigger ? triggerRef : openerRef} />
        </OverlaySlot>
      )}
    </>
  );
}

/** ConfirmDialog (Radix AlertDialog) loaded when it first opens. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [used, onError] = useOpened(props.open, () => props.onOpenChange(false));
  if (!used) return null;
  return (
    <OverlaySlot onError={onError}>
      <CONFIRM.Component {...props} />
    </OverlaySlot>
  );
}
