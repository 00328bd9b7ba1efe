import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useRouteLoaderData, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { GAME_FLAGS, gameImagePath, type CategorySlug } from '#contract/catalogue.ts';
import type { CompactGame, Game } from '#contract/product.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import type { loader as gamesLoader } from '../routes/data.games.ts';
import { favKey } from '~/features/lobby/favourites.ts';
import { formatNumber } from '~/lib/shared/format.ts';
import type { CategoryData } from '~/features/lobby/games.server.ts';
import type { RootData } from '~/root.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { GameCard, GameGridSkeleton } from './game-card.tsx';
import { VirtualGrid } from './virtual-grid.tsx';

type Sort = 'popular' | 'name' | 'new' | 'rtp';
type Flag = 'all' | keyof typeof GAME_FLAGS;
interface Row {
  game: Game;
  norm: string;
  flags: number;
  rtp: number;
  rank: number;
}

/** Lower case without accents: "Él Dorado" matches "el do". */
const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function toRow(c: CompactGame, type: string): Row {
  const [provider_code, game_code, game_name, flags, rtp, rank] = c;
  return {
    game: {
      provider_code,
      game_code,
      game_name,
      game_type: type,
      game_image: gameImagePath(provider_code, game_code),
      hot: (flags & GAME_FLAGS.hot) > 0,
      featured: (flags & GAME_FLAGS.featured) > 0,
      popular: (flags & GAME_FLAGS.popular) > 0,
      new: (flags & GAME_FLAGS.new) > 0,
      rtp: rtp == null ? null : (rtp / 100).toFixed(2),
    },
    norm: normalise(game_name),
    flags,
    rtp: rtp ?? 0,
    rank,
  };
}

const SORTS: readonly Sort[] = ['popular', 'name', 'new', 'rtp'];
const isFlag = (v: string | null): v is Flag => v === 'all' || (v !== null && Object.hasOwn(GAME_FLAGS, v));

/**
 * The lobby's search, provider, filter and order as the address gives them (`?q=&provider=&flag=&sort=`):
 * closing a game, going back or sharing the link finds the lobby as it was.
 */
function useLobbyState() {
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [provider, setProvider] = useState(() => params.get('provider') || 'all');
  const [flag, setFlag] = useState<Flag>(() => (isFlag(params.get('flag')) ? (params.get('flag') as Flag) : 'all'));
  const [sort, setSort] = useState<Sort>(() => SORTS.find((s) => s === params.get('sort')) ?? 'popular');
  useEffect(() => {
    const url = new URL(window.location.href);
    const set = (k: string, v: string, none: string) => (v && v !== none ? url.searchParams.set(k, v) : url.searchParams.delete(k));
    set('q', q.trim() ? q : '', '');
    set('provider', provider, 'all');
    set('flag', flag, 'all');
    set('sort', sort, 'popular');
    // The address only (not a navigation): no loader runs per keystroke; React Router reads it on the way back.
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [q, provider, flag, sort]);
  return { q, setQ, provider, setProvider, flag, setFlag, sort, setSort };
}

const SORTERS: Record<Sort, (a: Row, b: Row) => number> = {
  popular: (a, b) => a.rank - b.rank,
  name: (a, b) => a.game.game_name.localeCompare(b.game.game_name),
  new: (a, b) => (b.flags & GAME_FLAGS.new) - (a.flags & GAME_FLAGS.new) || a.rank - b.rank,
  rtp: (a, b) => b.rtp - a.rtp || a.rank - b.rank,
};

/** A category route: providers, hot/featured/popular/new lists, instant search and sort. */
export function CategoryPage({ pageKey, category, data }: { pageKey: string; category: CategorySlug; data: CategoryData }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const node = useLayoutStore((s) => s.content.menu.find((n) => n.content_id === category));
  const look = useRouteLoaderData<RootData>('root')?.theme?.look;
  const density = look?.grid ?? 'regular';
  const favs = useUserStore((s) => s.game_fav_list);
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const names = useMemo(() => new Map(data.providers.map((c) => [c.provider_code, c.name])), [data.providers]);
  // The whole category, asked for once the first screen is in (`data/games`); the loader's cards until then.
  const all = useFetcher<typeof gamesLoader>();
  const { load } = all;
  useEffect(() => {
    void load(`/data/games?type=${category}`);
  }, [category, load]);
  const loaded = all.data;
  const rows = useMemo(() => (loaded && !loaded.failed ? loaded.games.map((c) => toRow(c, category)) : null), [loaded, category]);
  const failed = !!loaded?.failed;
  const { q, setQ, provider, setProvider, flag, setFlag, sort, setSort } = useLobbyState();

  const favSet = useMemo(() => new Set(favs.map((f) => favKey(f.provider_code, f.game_code))), [favs]);
  // Sorted once per sort order; a keystroke only filters (the order is kept).
  const sorted = useMemo(() => (rows ? [...rows].sort(SORTERS[sort]) : []), [rows, sort]);
  // The last search: typing on narrows its result instead of the whole category.
  /* eslint-disable react-hooks/refs -- `last` is a cache read and written only inside this memo: the answer is the same with or without it */
  const last = useRef<{ sorted: Row[]; provider: string; flag: Flag; favSet: Set<string>; needle: string; result: Row[] } | null>(null);
  const shown = useMemo(() => {
    const needle = normalise(q.trim());
    const bit = flag === 'all' ? 0 : GAME_FLAGS[flag];
    if (needle === '' && bit === 0 && provider === 'all') {
      last.current = null;
      return sorted;
    }
    const prev = last.current;
    const narrowing =
      prev && prev.sorted === sorted && prev.provider === provider && prev.flag === flag && prev.favSet === favSet && needle.startsWith(prev.needle);
    const source = narrowing ? prev.result : sorted;
    const result = source.filter(
      (r) =>
        (provider === 'all' || (provider === 'fav' ? favSet.has(favKey(r.game.provider_code, r.game.game_code)) : r.game.provider_code === provider)) &&
        (bit === 0 || (r.flags & bit) > 0) &&
        (needle === '' || r.norm.includes(needle)),
    );
    last.current = { sorted, provider, flag, favSet, needle, result };
    return result;
  }, [sorted, q, provider, flag, favSet]);
  /* eslint-enable react-hooks/refs */

  if (!node) {
    return (
      <PageFrame pageKey={pageKey} wide>
        <p className="rounded-theme border border-border bg-surface p-6 text-muted" data-testid="category-empty">
          {t('games.noGames', 'No games here yet.')}
        </p>
      </PageFrame>
    );
  }

  const chip = (active: boolean) =>
    `shrink-0 rounded-full border px-3 py-1.5 text-sm transition ${active ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface hover:border-accent'}`;

  return (
    <PageFrame pageKey={pageKey} wide>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-[min(14rem,100%)] flex-1">
          <label htmlFor="game-search" className="mb-1 block text-sm font-medium">
            {t('games.searchLabel', 'Search games by name')}
          </label>
          <input
            id="game-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('games.search', 'Search games')}
            className="w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent"
            data-testid="game-search"
          />
        </div>
        <div>
          <label htmlFor="game-sort" className="mb-1 block text-sm font-medium">
            {t('games.sortBy', 'Sort by')}
          </label>
          <select
            id="game-sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}
            className="rounded-theme border border-border bg-surface-2 px-3 py-2 text-text"
          >
            {(['popular', 'name', 'new', 'rtp'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`games.sort.${s}`, s)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div
        role="group"
        aria-label={t('games.providers', 'Providers')}
        className="no-scrollbar mb-3 flex gap-2 overflow-x-auto pb-1"
        data-testid="provider-list"
      >
        <button type="button" aria-pressed={provider === 'all'} className={chip(provider === 'all')} onClick={() => setProvider('all')}>
          {t('games.allProviders', 'All providers')} <span>· {formatNumber(node.game_count ?? 0, lng)}</span>
        </button>
        {signedIn && (
          <button
            type="button"
            aria-pressed={provider === 'fav'}
            className={chip(provider === 'fav')}
            onClick={() => setProvider('fav')}
            data-testid="fav-filter"
          >
            {t('games.favourites', 'Favourites')}
          </button>
        )}
        {data.providers.map((p) => (
          <button
            key={p.content_id}
            type="button"
            aria-pressed={provider === p.provider_code}
            className={chip(provider === p.provider_code)}
            onClick={() => setProvider(p.provider_code ?? 'all')}
          >
            {p.name} <span>· {formatNumber(p.game_count ?? 0, lng)}</span>
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('games.sortBy', 'Sort by')} className="mb-5 flex flex-wrap gap-2">
        {(['all', 'hot', 'featured', 'popular', 'new'] as const).map((f) => (
          <button key={f} type="button" aria-pressed={flag === f} className={chip(flag === f)} onClick={() => setFlag(f)}>
            {f === 'all' ? t('site.seeAll', 'See all') : t(`lists.${f}`, f[0].toUpperCase() + f.slice(1))}
          </button>
        ))}
      </div>

      <div aria-live="polite">
        {/* The grid's heading (its cards are h3): how many games the filters leave. */}
        <h2 className="mb-3 text-sm font-normal text-muted" data-testid="game-count">
          {rows
            ? t('games.gamesCount', { count: shown.length, defaultValue: `${formatNumber(shown.length, lng)} games` })
            : t('games.loadingGames', 'Loading games…')}
        </h2>
      </div>
      {rows ? (
        shown.length ? (
          <VirtualGrid
            items={shown}
            density={density}
            tile={look?.tile}
            // Names over the art take no height of their own.
            textHeight={look?.label === 'over' ? 0 : 52}
            itemKey={(r) => favKey(r.game.provider_code, r.game.game_code)}
            render={(r) => <GameCard game={r.game} providerName={names.get(r.game.provider_code) ?? undefined} />}
          />
        ) : (
          <p className="rounded-theme border border-border bg-surface p-6 text-muted" data-testid="no-results">
            {t('games.noResults', 'No games match your search.')}
          </p>
        )
      ) : failed ? (
        <p className="rounded-theme border border-border bg-surface p-6 text-muted">
          {t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')}
        </p>
      ) : (
        <>
          {/* The first screen comes with the first HTML; the full catalogue loads behind it. */}
          <div className="mb-3 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {data.games.slice(0, 12).map((g, i) => (
              <GameCard
                key={favKey(g.provider_code, g.game_code)}
                game={g}
                providerName={names.get(g.provider_code) ?? undefined}
                first={i === 0 ? 'lead' : i < 6 ? 'eager' : undefined}
              />
            ))}
          </div>
          <GameGridSkeleton count={6} />
        </>
      )}
    </PageFrame>
  );
}
