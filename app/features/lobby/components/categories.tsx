import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { formatNumber } from '~/lib/shared/format.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import type { Look } from '~/themes/templates.ts';
import { CARD_CLASS } from './site-theme.ts';

/** The category tiles of the content tree, in the template's card style. */
export function CategoryTiles({ cardStyle = 'raised', className = 'mt-10' }: { cardStyle?: Look['cardStyle']; className?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const menu = useLayoutStore((s) => s.content.menu);
  return (
    <section aria-labelledby="cat-title" className={className}>
      <h2 id="cat-title" className="mb-4 text-xl font-bold">
        {t('site.categories', 'Game categories')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {menu.map((n) => (
          <li key={n.content_id}>
            <Link to={n.route ?? '/'} className={`cat-tile ${CARD_CLASS[cardStyle]}`}>
              <Icon name={n.content_id} className="" />
              <span className="font-semibold">{t(`category.${n.content_id}`, n.name)}</span>
              <span className="text-xs text-muted">
                {t('games.gamesCount', { count: n.game_count ?? 0, defaultValue: `${formatNumber(n.game_count ?? 0, lng)} games` })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A one-line strip of category chips (slot templates: straight to the games). */
export function CategoryChips({ className = 'mt-6' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const menu = useLayoutStore((s) => s.content.menu);
  return (
    <nav aria-label={t('home.quickCategories', 'Quick categories')} className={className}>
      {/* Phones swipe the strip; wider screens wrap it, so every chip is in reach without a sideways scroll. */}
      <ul className="no-scrollbar flex gap-2 overflow-x-auto pb-1 md:flex-wrap md:overflow-visible">
        {menu
          .filter((n) => n.route)
          .map((n) => (
            <li key={n.content_id} className="shrink-0">
              <Link to={n.route!} className="chip-link">
                <Icon name={n.content_id} className="h-4 w-4 text-accent" />
                {t(`category.${n.content_id}`, n.name)}
                <span className="text-xs text-muted">{formatNumber(n.game_count ?? 0, lng)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
