import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { Game } from '#contract/product.ts';
import { Icon } from '~/ui/icon.tsx';
import { askToSignIn } from '~/features/lobby/favourites.ts';
import { handleApiAnswer } from '~/lib/browser/error-handler.ts';
import { isFailure } from '~/lib/shared/forms.ts';
import type { action as favouriteAction } from '../routes/actions.favourite.ts';
import type { RootData } from '~/root.tsx';
import { useUserStore } from '~/stores/user-store.ts';
import { LOGIN_MODAL_CODES, type TemplateCode } from '~/themes/templates.ts';

/** Refusals already told (a card drawn again must not tell the same one twice). */
const reported = new WeakSet<object>();

/**
 * The card that takes focus back, and on which of its controls: the card whose game was opened last
 * (its link, when the player returns from the game), or a card drawn anew while one of its controls
 * had focus.
 */
let returnTo: { key: string; part: 'link' | 'fav' } | null = null;

/**
 * `first`: one of the cards the first screen shows (the largest paint of a lobby page is often its
 * first card): loaded at once, the very first with high priority, not lazily.
 */
export const GameCard = memo(function GameCard({ game, providerName, first }: { game: Game; providerName?: string; first?: 'lead' | 'eager' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const saved = useUserStore((s) => s.isAuthenticated && s.game_fav_list.some((f) => f.provider_code === game.provider_code && f.game_code === game.game_code));
  // One fetcher per game, not per card: a card drawn anew meanwhile (the whole list arriving after the
  // first screen's cards) keeps the heart's post and its answer.
  const fav = useFetcher<typeof favouriteAction>({ key: `fav:${game.provider_code}/${game.game_code}` });
  // While the heart's post is on its way it shows what was asked; then the root loader's list.
  const asked = fav.formData?.get('intent');
  const favourite = asked ? asked === 'add' : saved;
  useEffect(() => {
    if (fav.state !== 'idle' || !isFailure(fav.data) || reported.has(fav.data)) return;
    reported.add(fav.data);
    handleApiAnswer({ statusCode: 0, message: fav.data.message });
  }, [fav.state, fav.data]);
  const location = useLocation();
  const code = useRouteLoaderData<RootData>('root')?.theme?.code as TemplateCode | undefined;
  const play = `/playnow?provider=${encodeURIComponent(game.provider_code)}&game=${encodeURIComponent(game.game_code)}`;
  const key = `${game.provider_code}/${game.game_code}`;
  const link = useRef<HTMLAnchorElement>(null);
  const heart = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returnTo?.key !== key) return;
    const part = returnTo.part;
    returnTo = null;
    (part === 'fav' ? heart : link).current?.focus();
  }, [key]);
  // The grid may draw its cards anew (a revalidated list): a card that leaves with focus hands it to its
  // new self (the link or the heart it was on), or focus would drop to the body. Layout cleanup: its
  // controls are still in the page.
  useLayoutEffect(
    () => () => {
      // Opening its game already asked for focus back (without a time limit): nothing to add.
      if (returnTo?.key === key) return;
      const active = document.activeElement;
      const part = active && active === link.current ? 'link' : active && active === heart.current ? 'fav' : null;
      if (!part) return;
      const handed = (returnTo = { key, part });
      setTimeout(() => returnTo === handed && (returnTo = null), 1000);
    },
    [key],
  );
  // Short component classes (app.css): a lobby page holds dozens of cards.
  return (
    <article className="game-card" data-testid="game-card" data-game={game.game_code}>
      <Link
        to={play}
        ref={link}
        onClick={() => {
          returnTo = { key, part: 'link' };
        }}
      >
        <img
          src={game.game_image}
          alt={game.game_name}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first === 'lead' ? 'high' : undefined}
          decoding="async"
          width={300}
          height={400}
        />
        <h3 title={game.game_name}>{game.game_name}</h3>
        <p>{providerName ?? game.provider_code}</p>
      </Link>
      {/* A form to the favourites action: the heart works before the scripts run too (signed out: to sign in). */}
      <fav.Form method="post" action="/actions/favourite">
        <input type="hidden" name="intent" value={favourite ? 'remove' : 'add'} />
        <input type="hidden" name="provider_code" value={game.provider_code} />
        <input type="hidden" name="game_code" value={game.game_code} />
        <input type="hidden" name="game_name" value={game.game_name} />
        <input type="hidden" name="game_type" value={game.game_type} />
        <input type="hidden" name="img_url" value={game.game_image} />
        <input type="hidden" name="back" value={location.pathname + location.search} />
        <button
          ref={heart}
          type="submit"
          data-testid="fav-button"
          aria-pressed={favourite}
          aria-label={
            favourite
              ? t('games.favouriteRemove', { name: game.game_name, defaultValue: `Remove ${game.game_name} from favourites` })
              : t('games.favouriteAdd', { name: game.game_name, defaultValue: `Add ${game.game_name} to favourites` })
          }
          onClick={(e) => {
            if (signedIn) return;
            e.preventDefault();
            askToSignIn(code ? LOGIN_MODAL_CODES[code] : undefined, navigate);
          }}
          className="game-card-fav"
        >
          <Icon name="fav" />
        </button>
      </fav.Form>
      {game.hot && (
        <span className="game-card-badge">
          <Icon name="hot" className="inline h-3 w-3" /> {t('category.hot', 'Hot')}
        </span>
      )}
    </article>
  );
});

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="aspect-[3/4] animate-pulse rounded-theme bg-surface-2" />
      ))}
    </div>
  );
}
