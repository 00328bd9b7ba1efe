import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { boardHref, type BoardOutright } from '~/features/sports/sports-view.ts';
import { OddsButton } from './odds-button.tsx';
import { useFeedLang } from './match-row.tsx';

const SHOWN = 6;

/** A league's season winner: the favourites first, the whole list in the outright's own view. */
export function OutrightCard({ outright, leagueName }: { outright: BoardOutright; leagueName: string }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const lang = useFeedLang();
  const { pathname } = useLocation();
  const m = outright.market;
  const open = m.selections.filter((s) => s.status === 'open' && s.odds > 0).sort((a, b) => a.odds - b.odds);
  if (!open.length) return null;
  const title = t('sports.market.OR', 'Outright winner');
  return (
    <section aria-labelledby="outright-title" className="rounded-theme border border-border bg-surface p-3" data-testid="outright">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="outright-title" className="text-base font-bold">
          {title}
        </h2>
        <p className="text-xs text-muted">{t('sports.closesAt', 'Closes {{date}}', { date: date(outright.closes_at) })}</p>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {open.slice(0, SHOWN).map((s) => (
          <OddsButton
            key={s.selection_id}
            selection={s}
            label={`${leagueName}, ${title}: ${s.criteria1}`}
            line={s.criteria1}
            className="px-2"
            item={() => ({
              selection_id: s.selection_id,
              event_id: outright.event_id,
              market_id: m.market_id,
              bet_type: 'OR',
              period: 'FT',
              key: s.key,
              home_away: '',
              criteria1: s.key,
              sport: outright.sport,
              league: outright.league,
              start_time: outright.closes_at,
              names: { home_team_name: s.criteria1, away_team_name: '', [`home_name_${lang}`]: s.criteria1, [`away_name_${lang}`]: '' },
            })}
          />
        ))}
      </div>
      {open.length > SHOWN && (
        <Link
          to={boardHref(pathname, { event: outright.event_id })}
          className="mt-2 inline-block text-sm font-semibold text-accent hover:underline"
          preventScrollReset
        >
          {t('sports.allTeams', 'All {{count}} teams', { count: open.length })}
        </Link>
      )}
    </section>
  );
}
