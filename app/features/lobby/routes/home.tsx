import { useMemo } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { CategorySlug, Game } from '#contract/product.ts';
import { CategoryChips, CategoryTiles } from '~/features/lobby/components/categories.tsx';
import { FIRST_HTML_CARDS, GameSection, HERO_PICKS, useRestOfCards } from '~/features/lobby/components/game-section.tsx';
import { HomeHero } from '~/features/lobby/components/hero.tsx';
import { AnnouncementSlot } from '~/features/content/components/announcement-slot.tsx';
import { Marquee } from '~/features/content/components/marquee.tsx';
import { homeContent } from '~/features/content/components/content.server.ts';
import { RecentTicker } from '~/features/wallet/components/recent-ticker.tsx';
import { FirstDepositPrompt } from '~/features/wallet/components/first-deposit.tsx';
import { useSiteTheme } from '~/features/lobby/components/site-theme.ts';
import { LazyHomeBoard } from '~/features/sports/components/board-lazy.tsx';
import { sportsBoardLoader } from '~/features/sports/sports.server.ts';
import { deferUpcoming, packBoard } from '~/features/sports/sports-view.ts';
import { RecentlyPlayed } from '~/features/lobby/components/recently-played.tsx';
import { HOME_BOARD, homeFamily, homeLists, homeLook } from '~/features/lobby/home-lists.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import type { Family } from '~/themes/templates.ts';
import type { Route } from './+types/home';

export const meta = pageMeta('home');

export async function loader(args: Route.LoaderArgs) {
  // Startup is cached per domain (the root loader asks for it too): it tells the template family.
  const { startup } = args.context.get(requestContext).site;
  const family = homeFamily(args);
  // The sportsbook templates lead with the odds board.
  const boardAnswer = family === 'sportsbook' ? sportsBoardLoader(args, HOME_BOARD) : null;
  // The operator's slides, marquee and announcements, alongside the game lists.
  const content = homeContent(args, startup.statusCode === 1 && 'site' in startup && startup.site.show_bf_ann_modal);
  const [lists, pageContent] = await Promise.all([homeLists(args, family), content]);
  // Its upcoming matches come after hydration (`/home-board`): below the first screen.
  const board = boardAnswer ? packBoard(deferUpcoming(await boardAnswer)) : null;
  // The split hero's featured tile (the theme's hero when the operator has no slides of its own) draws cards.
  const picks = pageContent.slides.length === 0 && (homeLook(args)?.hero ?? 'split') === 'split';
  const first = firstHtmlCards(family, lists.complete, lists.games, lists.sections, picks);
  // A guest's provider names: of the cards drawn (the rest come with theirs); a player's recent games need every one.
  const drawn = new Set([first.games, ...Object.values(first.sections)].flatMap((l) => l ?? []).map((g) => g?.provider_code));
  const names = args.context.get(requestContext).session ? lists.names : Object.fromEntries(Object.entries(lists.names).filter(([p]) => drawn.has(p)));
  return { ...first, failed: lists.failed, names, board, content: pageContent };
}

/**
 * (hydration data under 15 kB): the page data carries the cards its first HTML draws (a
 * leading section's first FIRST_HTML_CARDS, the split hero's featured picks when it shows); every other card is a
 * `null` in its place, a skeleton until the page fetches the full lists (`useRestOfCards`).
 */
function firstHtmlCards(family: Family | null, complete: boolean, hot: Game[], sections: Partial<Record<CategorySlug, Game[]>>, picks: boolean) {
  // No theme, or a family's list missing (the page then picks cards from the hot list by type): all of them.
  if (!family || !complete) return { games: hot as (Game | null)[], sections: sections as Partial<Record<CategorySlug, (Game | null)[]>>, partial: false };
  const lead = family === 'casino' ? sections.livecasino! : family === 'slot' ? sections.slots! : hot;
  const keep = (list: Game[], head: number, picks: boolean) => {
    const featured = picks ? new Set(list.filter((g) => g.featured).slice(0, HERO_PICKS)) : new Set<Game>();
    return list.map((g, i) => (i < head || featured.has(g) ? g : null));
  };
  const heads: Partial<Record<CategorySlug, number>> = family === 'casino' ? { livecasino: FIRST_HTML_CARDS } : {};
  const out: Partial<Record<CategorySlug, (Game | null)[]>> = {};
  for (const [c, list] of Object.entries(sections) as [CategorySlug, Game[]][])
    out[c] = keep(list, heads[c] ?? (list === lead && picks ? HERO_PICKS : 0), list === lead && picks);
  const hotHead = family === 'slot' ? FIRST_HTML_CARDS : hot === lead && picks ? HERO_PICKS : 0;
  return { games: keep(hot, hotHead, hot === lead && picks), sections: out, partial: true };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { family, look } = useSiteTheme();
  const menu = useLayoutStore((s) => s.content.menu);
  const siteName = useLayoutStore((s) => s.site?.site_name ?? '');

  const route = (id: string) => menu.find((n) => n.content_id === id)?.route ?? undefined;
  const label = (id: string, fallback: string) => t(`category.${id}`, menu.find((n) => n.content_id === id)?.name ?? fallback);
  // The cards the first HTML left out come right after hydration (skeletons until then).
  const { games: hot, sections, names: cardNames } = useRestOfCards(loaderData, '/home-cards');
  const names = useMemo(() => new Map(Object.entries(cardNames)), [cardNames]);
  const grid = look?.grid ?? 'regular';
  const cardStyle = look?.cardStyle ?? 'raised';
  // The split hero's featured tile shows the family's own games first.
  const lead = family === 'casino' ? sections.livecasino : family === 'slot' ? sections.slots : undefined;
  const hero = (
    <>
      <HomeHero variant={look?.hero ?? 'split'} family={family} games={lead?.length ? lead : hot} operatorSlides={loaderData.content.slides} />
      <Marquee items={loaderData.content.marquee} className="mt-4" />
      <RecentTicker className="mt-4" />
      <AnnouncementSlot items={loaderData.content.announcements} />
    </>
  );
  // The hero's image is the largest paint when it has one (operator slides, carousel variants); else the first card.
  const heroImage = loaderData.content.slides.length > 0 || !['split', 'compact'].includes(look?.hero ?? 'split');
  const hotSection = (limit: number, g = grid, eager = 0) => (
    <GameSection
      id="hot"
      title={label('hot', 'Hot')}
      icon="hot"
      to="/hot"
      games={hot}
      names={names}
      grid={g}
      limit={limit}
      testId="home-hot"
      eager={eager}
      lead={!heroImage}
    />
  );

  if (family === 'casino') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6" data-family="casino">
        {hero}
        <FirstDepositPrompt />
        <GameSection
          id="live"
          title={label('livecasino', 'Live Casino')}
          icon="livecasino"
          to={route('livecasino')}
          games={sections.livecasino ?? hot.filter((g) => g.game_type === 'livecasino')}
          names={names}
          grid={grid}
          limit={grid === 'roomy' ? 10 : 12}
          testId="home-live-casino"
          eager={4}
          lead={!heroImage}
          badge={
            <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-bold uppercase text-text">
              <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-danger" />
              {t('home.live', 'Live')}
            </span>
          }
        />
        <GameSection
          id="table"
          title={label('table', 'Table games')}
          icon="table"
          to={route('table')}
          games={sections.table ?? hot.filter((g) => g.game_type === 'table')}
          names={names}
          grid={grid}
          limit={grid === 'roomy' ? 5 : 6}
          testId="home-table-games"
        />
        <RecentlyPlayed names={names} />
        <CategoryTiles cardStyle={cardStyle} />
        {hotSection(grid === 'roomy' ? 10 : 12)}
      </div>
    );
  }

  if (family === 'slot') {
    const hotLimit = grid === 'dense' ? 32 : 24;
    // The slots row continues the hot grid rather than repeating it.
    const onHot = new Set(hot.slice(0, hotLimit).map((g) => `${g.provider_code}:${g.game_code}`));
    const moreSlots = (sections.slots ?? []).filter((g) => !onHot.has(`${g.provider_code}:${g.game_code}`));
    return (
      <div className="mx-auto max-w-7xl px-4 py-6" data-family="slot">
        {hero}
        <FirstDepositPrompt />
        <CategoryChips />
        {hotSection(hotLimit, grid, 4)}
        <RecentlyPlayed names={names} />
        <GameSection
          id="slots"
          title={label('slots', 'Slots')}
          icon="slots"
          to={route('slots')}
          games={moreSlots.length >= 6 ? moreSlots : (sections.slots ?? [])}
          names={names}
          grid={grid}
          limit={grid === 'dense' ? 16 : 12}
          testId="home-slots"
        />
      </div>
    );
  }

  if (family === 'sportsbook') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6" data-family="sportsbook">
        {/* The board composition: the odds first, the slides after them; the page's h1 still
            comes first, so focus after navigation and a screen reader start at the top. */}
        {look?.hero === 'board' && <h1 className="sr-only">{siteName}</h1>}
        {look?.hero !== 'board' && hero}
        <FirstDepositPrompt />
        {loaderData.board && <LazyHomeBoard packed={loaderData.board} />}
        {look?.hero === 'board' && <div className="mt-8">{hero}</div>}
        <RecentlyPlayed names={names} />
        {hotSection(12)}
        <CategoryChips className="mt-10" />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {hero}
      <FirstDepositPrompt />
      <CategoryTiles cardStyle={cardStyle} />
      <RecentlyPlayed names={names} />
      {hotSection(12)}
    </div>
  );
}
