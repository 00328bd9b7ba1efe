import { useEffect, useId, useState, type Ref } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { CATEGORY_NAMES, CATEGORY_ROUTES, type CategorySlug } from '#contract/catalogue.ts';
import type { loader as searchLoader } from '../routes/data.search.ts';

/** The site-wide search's dialog body (game-search.tsx): loaded with the dialog, not with the page. */
export function SearchBody({ close, inputRef }: { close: () => void; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const search = useFetcher<typeof searchLoader>();
  const term = q.trim();
  const { load } = search;
  // From two letters, 250 ms after the last key (`data/search`).
  useEffect(() => {
    if (term.length < 2) return;
    const timer = setTimeout(() => void load(`/data/search?q=${encodeURIComponent(term)}`), 250);
    return () => clearTimeout(timer);
  }, [term, load]);
  // The answer for what the field says now (an older one stays hidden while the next loads).
  const answer = term.length >= 2 && search.data?.q === term ? search.data : null;
  const hits = answer?.hits ?? null;
  const failed = answer?.failed ?? false;
  const category = (type: string) => t(`category.${type}`, CATEGORY_NAMES[type as CategorySlug] ?? type);
  return (
    <div role="search">
      <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
        {t('search.label', 'Game name')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        type="search"
        autoComplete="off"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('search.placeholder', 'e.g. Fortune')}
        aria-describedby={`${id}-status`}
        className="w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text outline-none focus:border-accent"
      />
      <p id={`${id}-status`} className="mt-2 text-sm text-muted" aria-live="polite">
        {term.length < 2
          ? t('search.hint', 'Type at least two letters of a game’s name.')
          : failed
            ? t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')
            : hits && !hits.length
              ? t('search.none', 'No game matches “{{q}}”.', { q: term })
              : hits
                ? t('search.count', { count: hits.length, defaultValue_one: '{{count}} game', defaultValue_other: '{{count}} games' })
                : ''}
      </p>
      {hits && hits.length > 0 && (
        <ul className="mt-2 max-h-[55dvh] space-y-1 overflow-y-auto" data-testid="site-search-results">
          {hits.map((g) => (
            <li key={`${g.provider_code}:${g.game_code}`}>
              <Link
                to={`${CATEGORY_ROUTES[g.game_type as CategorySlug] ?? '/'}?q=${encodeURIComponent(g.game_name)}`}
                onClick={close}
                className="flex items-center gap-3 rounded-theme px-2 py-1.5 hover:bg-surface-2"
              >
                <img src={g.game_image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-theme bg-surface-2 object-cover" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{g.game_name}</span>
                  <span className="block text-xs text-muted">{category(g.game_type)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
