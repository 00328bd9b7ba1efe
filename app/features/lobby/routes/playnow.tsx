import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { errorText, handleApiAnswer, SESSION_END_MESSAGES } from '~/lib/browser/error-handler.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { playerIdentity } from '~/lib/browser/player.ts';
import { refreshPlayer } from '~/lib/browser/session.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { HeadroomLine } from '~/features/protection/components/headroom.tsx';

export const meta = pageMeta('playnow');

/**
 * Launches a game (a one-time URL from /api/product/launch) in a maximised frame with a
 * close control; the header balance follows each round and is refreshed on close.
 */
export default function PlayNow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const game = params.get('game') ?? '';
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState('');

  /** A launch URL opens once: each frame or page asks for its own. */
  const launch = async (open: (url: string) => void) => {
    const a = await callApi('/product/launch', { ...playerIdentity(), provider_code: provider, game_code: game });
    if (a.statusCode === 1) open(a.url);
    else if (SESSION_END_MESSAGES.has(a.message)) handleApiAnswer(a);
    else setError(errorText(a.message, (k, d) => t(k, d ?? k)));
  };
  const fullScreen = () => void launch((u) => window.location.assign(u));

  useEffect(() => {
    if (!provider || !game) {
      setError(t('errors:gameNotFound', 'This game is not available.'));
      return;
    }
    void launch(setUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, game, t]);

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
    void refreshPlayer();
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && url && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const frameRef = useRef<HTMLIFrameElement>(null);
  useGameModal(!!url, frameRef, close);

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
  if (!url) {
    return (
      <PageFrame pageKey="playnow">
        <div className="aspect-video animate-pulse rounded-theme bg-surface-2" aria-busy="true" />
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
        <button type="button" onClick={fullScreen} className="text-sm underline sm:hidden">
          {t('games.fullscreen', 'Full screen')}
        </button>
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
