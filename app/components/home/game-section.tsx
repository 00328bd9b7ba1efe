import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { Game } from '#contract/product.ts';
import { GameCard } from '~/components/games/game-card.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import type { Look } from '~/themes/templates.ts';
import { GRID_COLS } from './site-theme.ts';

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
  /** How many of the first cards are on the first screen (loaded at once, the first with high priority). */
  eager?: number;
}) {
  const { t } = useTranslation();
  if (!games.length) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" data-testid={testId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
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
        {games.slice(0, limit).map((g, i) => (
          <GameCard
            key={`${g.provider_code}:${g.game_code}`}
            game={g}
            providerName={names.get(g.provider_code)}
            first={i === 0 && eager > 0 ? 'lead' : i < eager ? 'eager' : undefined}
          />
        ))}
      </div>
    </section>
  );
}
