import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategorySlug } from '#contract/product.ts';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { formatNumber } from '~/lib/format.ts';
import type { CategoryData } from '~/lib/games.server.ts';
import { GameCard } from './game-card.tsx';

/** A category route: its providers from the content tree and its featured games. */
export function CategoryPage({ pageKey, category, data }: { pageKey: string; category: CategorySlug; data: CategoryData }) {
  const { t } = useTranslation();
  const node = useLayoutStore((s) => s.content.menu.find((n) => n.content_id === category));
  const names = useMemo(() => new Map((node?.children ?? []).map((c) => [c.provider_code, c.name])), [node]);
  return (
    <PageFrame pageKey={pageKey} wide>
      {node ? (
        <>
          <section aria-labelledby="providers-title" className="mb-8">
            <h2 id="providers-title" className="mb-3 text-lg font-bold">
              {t('games.providers', 'Providers')} <span className="text-muted font-normal">({node.children?.length ?? 0})</span>
            </h2>
            <ul className="flex flex-wrap gap-2" data-testid="provider-list">
              {node.children?.map((p) => (
                <li key={p.content_id} className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm">
                  {p.name} <span className="text-muted">· {formatNumber(p.game_count ?? 0)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="games-title">
            <h2 id="games-title" className="mb-3 text-lg font-bold">
              {t('category.hot', 'Hot')} · {t(`category.${category}`, node.name)}
            </h2>
            {data.games.length ? (
              <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                {data.games.map((g) => (
                  <GameCard key={`${g.provider_code}:${g.game_code}`} game={g} providerName={names.get(g.provider_code)} />
                ))}
              </div>
            ) : (
              <p className="rounded-theme border border-border bg-surface p-6 text-muted">{t('games.noGames', 'No games here yet.')}</p>
            )}
          </section>
        </>
      ) : (
        <p className="rounded-theme border border-border bg-surface p-6 text-muted" data-testid="category-empty">
          {t('games.noGames', 'No games here yet.')}
        </p>
      )}
    </PageFrame>
  );
}
