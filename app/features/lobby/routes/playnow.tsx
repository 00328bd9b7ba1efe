import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { launchGame } from '../launch.server.ts';
import type { Route } from './+types/playnow';
import { HeadroomLine } from '~/features/protection/components/headroom.tsx';

export const meta = pageMeta('playnow');

/** A launch address opens once: the page asks for one when it opens, and not again while it is open. */
export const loader = (args: Route.LoaderArgs) => launchGame(args);

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search;
}

/**
 * Shows a game (a one-time URL from the loader's launch) in a maximised frame with a close
 * control; the header balance follows each round and is read again on close.
 */
export default function PlayNow({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { url } = loaderData;
  const error = loaderData.error ? errorText(loaderData.error, (k, d) => t(k, d ?? k)) : '';
  const fullScreen = `/data/launch?${params.toString()}`;

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.data?.type !== 'demo-game:round') return;
      const s = useUserStore.getState();
      s.setBalance(String(e.data.balance), s.game.token);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const close = () => {
    // Back where the game was opened, with the balance read again.
    void Promise.resolve(window.history.length > 1 ? navigate(-1) : navigate('/')).then(() => revalidate());
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && url && hydrated && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const frameRef = useRef<HTMLIFrameElement>(null);
  useGameModal(!!url && hydrated, frameRef, close);

  if (error) {
    return (
      <PageFrame pageKey="playnow">
        <p role="alert" className="rounded-theme border border-border bg-surface p-6 text-danger">
          {error}
        </p>
        <Link to="/" className="mt-4 inline-block text-accent hover:underline">
          {t('notFound.home', 'Home')}
        </Link>
      </PageFrame>
    );
  }
  // The frame opens over the page once scripts run; without them, the game opens as a page of its own.
  if (!url || !hydrated) {
    return (
      <PageFrame pageKey="playnow">
        <div className="aspect-video animate-pulse rounded-theme bg-surface-2" aria-busy="true" />
        <noscript>
          <a href={fullScreen} className="mt-4 inline-block text-accent hover:underline">
            {t('nav.playnow', 'Play now')}
          </a>
        </noscript>
      </PageFrame>
    );
  }
  // A modal over the whole page (WCAG 2.4.3): in <body>, everything else inert while it is open.
  return createPortal(
    <div
      className="fixed inset-0 z-[70] flex flex-col bg-black"
      data-testid="game-frame"
      data-game-modal=""
      role="dialog"
      aria-modal="true"
      aria-label={t('nav.playnow', 'Play now')}
    >
      <div className="flex items-center justify-between gap-3 bg-header px-3 py-2 text-header-text">
        {/* Phones that cannot show the frame well open the game as a page of its own: with a
            launch of its own, as the frame's link opens only once. */}
        <a href={fullScreen} className="text-sm underline sm:hidden">
          {t('games.fullscreen', 'Full screen')}
        </a>
        <div className="flex min-w-0 justify-center">
          <HeadroomLine kind="wager" className="!py-1 !text-xs text-text" />
        </div>
        <button type="button" onClick={close} className="rounded-theme bg-accent px-4 py-1.5 text-sm font-semibold text-accent-text" data-testid="close-game">
          {t('games.closeGame', 'Close game')}
        </button>
      </div>
      <iframe ref={frameRef} src={url} title={t('nav.playnow', 'Play now')} className="w-full flex-1 border-0" allow="fullscreen" data-testid="game-iframe" />
    </div>,
    document.body,
  );
}

/**
 * The game as a modal: the rest of the page is inert (Tab stays in the frame's controls
 * and the game), focus waits on Close and goes into the game when it has loaded, and Escape pressed inside a game
 * served from this site closes it too (a provider's page on another origin keeps its keys: the
 * close button is there). Closing returns to the page the game was opened from, where the card
 * that opened it takes focus back (game-card.tsx).
 */
function useGameModal(open: boolean, frame: React.RefObject<HTMLIFrameElement | null>, close: () => void) {
  const onEscape = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const others = [...document.body.children].filter((el) => el instanceof HTMLElement && !el.hasAttribute('data-game-modal') && !el.inert) as HTMLElement[];
    for (const el of others) el.inert = true;
    const iframe = frame.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    let inner: Window | null = null;
    const listen = () => {
      try {
        inner = iframe?.contentWindow ?? null;
        inner?.addEventListener('keydown', onKey);
      } catch {
        inner = null; // another origin: its keys are its own
      }
    };
    const onLoad = () => {
      iframe?.focus();
      listen();
    };
    // Has the game's own page loaded? (Another origin's page cannot be read: it has its own keys.)
    const loaded = () => {
      try {
        const doc = iframe?.contentDocument;
        return !doc || (doc.readyState === 'complete' && doc.URL !== 'about:blank');
      } catch {
        return true;
      }
    };
    iframe?.addEventListener('load', onLoad);
    if (loaded()) onLoad();
    else {
      // Until the game has loaded, focus waits on the frame's Close button, where Escape works: a
      // key pressed inside a frame that is still loading would reach no page.
      iframe?.closest('[data-game-modal]')?.querySelector<HTMLElement>('[data-testid=close-game]')?.focus();
      listen();
    }
    return () => {
      for (const el of others) el.inert = false;
      iframe?.removeEventListener('load', onLoad);
      try {
        inner?.removeEventListener('keydown', onKey);
      } catch {
        /* the frame is gone */
      }
    };
  }, [open, frame]);
}
