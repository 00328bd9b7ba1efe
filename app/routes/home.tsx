import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameCard } from '~/components/games/game-card.tsx';
import { RecentlyPlayed } from '~/components/games/recently-played.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { categoryLoader } from '~/lib/games.server.ts';
import { formatNumber } from '~/lib/format.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/home';

export const meta = pageMeta('home');
export const loader = (args: Route.LoaderArgs) => categoryLoader(args, 'hot');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useLayoutStore((s) => s.site);
  const menu = useLayoutStore((s) => s.content.menu);
  const isAuthenticated = useUserStore((s) => s.isAuthenticated);
  const names = new Map(menu.flatMap((n) => n.children ?? []).map((c) => [c.provider_code, c.name]));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <section className="relative overflow-hidden rounded-theme bg-gradient-to-br from-accent/30 via-surface to-surface-2 p-6 md:p-12 border border-border">
        <p className="text-sm font-semibold uppercase tracking-widest text-muted">{site?.site_name}</p>
        <h1 className="mt-2 max-w-2xl text-3xl font-extrabold leading-tight md:text-5xl">{t('home.heroTitle', 'Play your favourite games')}</h1>
        <p className="mt-3 max-w-xl text-muted">{t('home.heroText', 'Casino tables, slots and sports in one place, with fast payouts.')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {isAuthenticated ? (
            <ButtonLink to="/deposit">{t('header.deposit', 'Deposit')}</ButtonLink>
          ) : (
            <ButtonLink to="/register">{t('header.register', 'Register')}</ButtonLink>
          )}
          <ButtonLink to="/promotions" variant="secondary">{t('nav.promotions', 'Promotions')}</ButtonLink>
        </div>
      </section>

      <section aria-labelledby="cat-title" className="mt-10">
        <h2 id="cat-title" className="mb-4 text-xl font-bold">{t('site.categories', 'Game categories')}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {menu.map((n) => (
            <li key={n.content_id}>
              <Link to={n.route ?? '/'} className="flex h-full flex-col gap-2 rounded-theme border border-border bg-surface p-4 transition hover:border-accent">
                <Icon name={n.content_id} className="h-7 w-7 text-accent" />
                <span className="font-semibold">{t(`category.${n.content_id}`, n.name)}</span>
                <span className="text-xs text-muted">{t('games.gamesCount', { count: n.game_count ?? 0, defaultValue: `${formatNumber(n.game_count ?? 0)} games` })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <RecentlyPlayed names={names} />

      {loaderData.games.length > 0 && (
        <section aria-labelledby="hot-title" className="mt-10">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="hot-title" className="text-xl font-bold">{t('category.hot', 'Hot')}</h2>
            <Link to="/hot" className="text-sm font-semibold text-accent hover:underline">{t('site.seeAll', 'See all')}</Link>
          </div>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {loaderData.games.slice(0, 12).map((g) => (
              <GameCard key={`${g.provider_code}:${g.game_code}`} game={g} providerName={names.get(g.provider_code)} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
