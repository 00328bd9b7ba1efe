import { Component, lazy, Suspense, type ComponentType, type FocusEvent, type PointerEvent, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';

/**
 * An overlay (menu, dialog, drawer) whose code — Radix and the content — is a chunk of its own:
 * not in the script a first visit downloads, fetched when the overlay is about to open.
 * `preload()` starts the download (pointer over the trigger, focus, touch); `Component` is the
 * React.lazy of the open state, rendered in an <OverlaySlot>. After a failed download the next
 * preload or render tries again.
 */
export interface LazyOverlay<P> {
  Component: ComponentType<P>;
  preload(): Promise<ComponentType<P>>;
}

export function lazyOverlay<P>(load: () => Promise<ComponentType<P>>): LazyOverlay<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
  // React.lazy keeps a failure for good: a failed one is replaced, so opening again tries again.
  const make = (): ComponentType<P> =>
    lazy(() =>
      preload().then(
        (c) => ({ default: c }),
        (e: unknown) => {
          overlay.Component = make();
          throw e;
        },
      ),
    );
  const overlay: LazyOverlay<P> = { Component: make(), preload };
  return overlay;
}

type Handler<E> = ((event: E) => void) | undefined;

/** Handlers for a trigger that fetch the overlay's chunk before it is pressed, each after the trigger's own one. */
export function preloadOn<T extends HTMLElement = HTMLElement>(
  preload: () => Promise<unknown>,
  own: {
    onPointerEnter?: Handler<PointerEvent<T>>;
    onFocus?: Handler<FocusEvent<T>>;
    onTouchStart?: Handler<TouchEvent<T>>;
  } = {},
) {
  // A failed download is not reported here: opening tries again and says so.
  const start = () => void preload().catch(() => {});
  return {
    onPointerEnter: (e: PointerEvent<T>) => {
      own.onPointerEnter?.(e);
      start();
    },
    onFocus: (e: FocusEvent<T>) => {
      own.onFocus?.(e);
      start();
    },
    onTouchStart: (e: TouchEvent<T>) => {
      own.onTouchStart?.(e);
      start();
    },
  };
}

class Boundary extends Component<{ fallback: ReactNode; onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where an open overlay renders: `fallback` (the closed look) while its chunk loads. A chunk that
 * cannot be fetched (offline) leaves the page as it was, says so in a toast and calls `onError`
 * (the owner goes back to its closed state), instead of failing the page.
 */
export function OverlaySlot({ fallback = null, onError, children }: { fallback?: ReactNode; onError: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const failed = () => {
    useNoticeStore.getState().toast({
      variant: 'error',
      title: t('errors:errorTitle', 'Error'),
      text: t('errors:disconnect', 'You seem to be offline. Check your connection and try again.'),
      duration: 4000,
    });
    onError();
  };
  return (
    <Boundary fallback={fallback} onError={failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
