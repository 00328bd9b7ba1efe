import { useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { Game } from '#contract/product.ts';
import { GameCard } from '~/features/lobby/components/game-card.tsx';
import { Icon } from '~/ui/icon.tsx';
import type { Look } from '~/themes/templates.ts';
import { GRID_COLS } from './site-theme.ts';
import { useFullAfterHydration, useJsonLater, useNearScreen } from '~/lib/browser/render-later.ts';

/** A titled block of game cards on the home page, with a "see all" link to its category. */
export function GameSection({
  id,
  title,
  icon,
  to,
  games,
  names,
  grid = 'regular',
  limit = 12,
  badge,
  testId,
  eager = 0,
  lead = false,
}: {
  id: string;
  title: string;
  icon?: string;
  to?: string;
  games: Game[];
  names: Map<string | null | undefined, string>;
  grid?: Look['grid'];
  limit?: number;
  badge?: ReactNode;
  testId?: string;
  /** How many of the first cards are on the first screen: loaded at once, not lazily. */
  eager?: number;
  /**
   * The first eager card takes high fetch priority: only when no hero image does (the hero's is the
   * home page's largest paint; two high-priority images would share the pipe).
   */
  lead?: boolean;
}) {
  const { t } = useTranslation();
  const shown = games.slice(0, limit);
  // The first HTML carries the cards the first screen can show (home HTML under 60 kB);
  // the others are skeletons of a card's exact size, filled once the section nears the screen.
  const first = eager > 0 ? FIRST_HTML_CARDS : 0;
  const full = useFullAfterHydration(shown.length > first);
  const ref = useRef<HTMLElement>(null);
  useNearScreen(ref, full.pending, full.show);
  if (!games.length) return null;
  const cards = full.done ? shown : shown.slice(0, first);
  return (
    <section ref={ref} aria-labelledby={`${id}-title`} className="mt-7 md:mt-10" data-testid={testId} data-cards={shown.length}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 md:mb-4">
        <h2 id={`${id}-title`} className="flex min-w-0 flex-wrap items-center gap-2 text-xl font-bold break-words">
          {icon && <Icon name={icon} className="h-6 w-6 text-accent" />}
          {title}
          {badge}
        </h2>
        {to && (
          <Link to={to} className="shrink-0 text-sm font-semibold text-accent hover:underline">
            {t('site.seeAll', 'See all')}
          </Link>
        )}
      </div>
      <div className={`grid ${GRID_COLS[grid]}`}>
        {cards.map((g, i) =>
          isCardToCome(g) ? (
            <div key={g.game_code} className="game-card-ph" />
          ) : (
            <GameCard
              key={`${g.provider_code}:${g.game_code}`}
              game={g}
              providerName={names.get(g.provider_code)}
              first={i === 0 && eager > 0 && lead ? 'lead' : i < eager ? 'eager' : undefined}
            />
          ),
        )}
        {Array.from({ length: shown.length - cards.length }, (_, i) => (
          <div key={i} className="game-card-ph" />
        ))}
      </div>
    </section>
  );
}

/**
 * Cards in the first HTML of a leading section: two full rows on a phone (3 columns), about a row
 * on a desktop grid (6–8 columns): with the hero, what the first screen shows.
 */
export const FIRST_HTML_CARDS = 6;

/** The split hero's featured tile: this many cards of the page's leading list (`HeroSplit`). */
export const HERO_PICKS = 4;

type CardList = (Game | null)[];
interface HomeCards {
  games: CardList;
  sections: Partial<Record<string, CardList>>;
  /** Some cards are `null`: the first HTML does not draw them (features/lobby/routes/home.tsx `firstHtmlCards`). */
  partial: boolean;
  /** Provider names by code: a guest's page data has the drawn cards' only, the full lists every one. */
  names: Record<string, string>;
}

/** A card the page data left out, drawn as a skeleton until the full lists are in. */
const isCardToCome = (g: Game) => g.provider_code === '';
const toCome = (list: CardList, tag: string): Game[] =>
  list.map((g, i) => g ?? { provider_code: '', game_code: `${tag}${i}`, game_name: '', game_type: '', game_image: '' });

/**
 * The home page's card lists: the page data's (cards the first HTML left out are skeletons of
 * the same size), then, right after hydration, the full lists from `href` (features/lobby/routes/home-cards.ts).
 * A failed request keeps the page as it is and asks again; the skeletons hold the cards' places.
 */
export function useRestOfCards(data: HomeCards, href: string) {
  const rest = useJsonLater<HomeCards>(data.partial ? href : null, data);
  const source = data.partial && rest?.for === data ? rest.value : data;
  return useMemo(
    () => ({
      games: toCome(source.games, 'hot-'),
      sections: Object.fromEntries(Object.entries(source.sections).map(([c, list]) => [c, toCome(list ?? [], `${c}-`)])) as Partial<Record<string, Game[]>>,
      names: source.names,
    }),
    [source],
  );
}
