import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BetType, Market } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { useMatchState } from '~/features/sports/odds-stream.ts';
import type { BoardEvent } from '~/features/sports/sports-view.ts';
import { useBetLabels } from './bet-labels.ts';
import { MatchTime, shortLine, slipItemOf, useFeedLang } from './match-row.tsx';
import { OddsButton, useBoard } from './odds-button.tsx';

/** The match view's groups, in the order a bettor looks for them. */
const GROUPS: { id: string; title: [string, string]; types: BetType[] }[] = [
  { id: 'main', title: ['sports.group.main', 'Main'], types: ['1X2', 'ML', 'DC', 'DNB', 'HNB', 'ANB', 'OR'] },
  { id: 'handicap', title: ['sports.group.handicap', 'Handicaps'], types: ['HDP', '1X2HDP'] },
  { id: 'totals', title: ['sports.group.totals', 'Totals'], types: ['OU', 'TG', 'OE', 'BS'] },
  { id: 'half', title: ['sports.group.half', 'First half'], types: ['1X2H', 'HDPH', 'OUH', 'HTFT'] },
  { id: 'goals', title: ['sports.group.goals', 'Goals'], types: ['FGLG', 'CL', 'TWTN'] },
  { id: 'score', title: ['sports.group.score', 'Correct score'], types: ['CS'] },
];

const PICK_FORM = 'match-pick';

/** Columns of a market's buttons: two-way and three-way side by side, many-way in a grid. */
const columns = (m: Market) => (m.selections.length <= 3 ? m.selections.length : m.bet_type === 'HTFT' ? 3 : 0);

/** A match (or a league's outright) with every market, grouped; prices move by the stream. */
export function MatchView({ event, back, children }: { event: BoardEvent; back: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { since } = useBoard();
  const lang = useFeedLang();
  const { marketName, selectionName } = useBetLabels();
  const base = event.match ?? { ...event, clock: '', score: null, markets: [], market_count: 0 };
  const state = useMatchState(event.event_id, base, since);
  const outright = event.markets.every((m) => m.bet_type === 'OR');
  const teams = outright ? t('sports.market.OR', 'Outright winner') : `${event.home} – ${event.away}`;

  return (
    <article className="space-y-4" aria-labelledby="match-title" data-testid="match-view">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-muted hover:text-accent" preventScrollReset>
        <Icon name="back" className="h-4 w-4" />
        {t('sports.backToBoard', 'All matches')}
      </Link>
      <header className="rounded-theme border border-border bg-surface p-4">
        <div className="flex items-center gap-3">
          {event.match && <MatchTime match={event.match} since={since} />}
          <h2 id="match-title" data-page-title="" className="min-w-0 flex-1 text-lg font-bold">
            {outright ? (
              teams
            ) : (
              <>
                <span className="block">{event.home}</span>
                <span className="block">{event.away}</span>
              </>
            )}
          </h2>
          {state.score && state.status !== 'upcoming' && (
            <p
              className="text-2xl font-bold tabular-nums text-accent"
              aria-label={t('sports.scoreIs', 'Score {{home}}–{{away}}', { home: state.score.home, away: state.score.away })}
            >
              {state.score.home}–{state.score.away}
            </p>
          )}
        </div>
      </header>
      {/* A press without scripts opens the selection's bet form on the sportsbook's match page. */}
      <form id={PICK_FORM} method="get" action="/sports" hidden>
        <input type="hidden" name="event" value={event.event_id} />
      </form>
      {children}
      {event.markets.length === 0 && <p className="text-sm text-muted">{t('sports.noMarkets', 'No markets are open for this match.')}</p>}
      {GROUPS.map((g) => {
        const markets = event.markets.filter((m) => g.types.includes(m.bet_type));
        if (!markets.length) return null;
        const types = g.types.filter((bt) => markets.some((m) => m.bet_type === bt));
        return (
          <section key={g.id} aria-labelledby={`group-${g.id}`} className="rounded-theme border border-border bg-surface">
            <h3 id={`group-${g.id}`} className="border-b border-border px-3 py-2 text-sm font-bold uppercase tracking-wide text-muted">
              {t(g.title[0], g.title[1])}
            </h3>
            <div className="divide-y divide-border">
              {types.map((bt) => (
                <div key={bt} className="space-y-2 p-3" data-market={bt}>
                  <h4 className="text-sm font-semibold">{marketName(bt)}</h4>
                  {markets
                    .filter((m) => m.bet_type === bt)
                    .map((m) => {
                      const cols = columns(m);
                      return (
                        <div
                          key={m.market_id}
                          className={cols ? 'grid gap-1.5' : 'grid grid-cols-2 gap-1.5 sm:grid-cols-3 md:grid-cols-4'}
                          style={cols ? { gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` } : undefined}
                        >
                          {m.selections.map((s) => {
                            const name = selectionName({ ...s, bet_type: m.bet_type, home_team_name: event.home, away_team_name: event.away });
                            return (
                              <OddsButton
                                key={s.selection_id}
                                selection={s}
                                label={m.bet_type === 'DC' ? `${teams}, ${marketName(m.bet_type)}: ${name}` : `${teams}, ${marketName(m.bet_type)}`}
                                line={
                                  m.bet_type === 'HDP' || m.bet_type === 'HDPH'
                                    ? `${sideName(m.bet_type, s.key, event)} ${s.criteria1}`
                                    : m.bet_type === 'OU' || m.bet_type === 'OUH'
                                      ? shortLine(m.bet_type, s.key, s.criteria1, t)
                                      : m.bet_type === 'DC'
                                        ? s.key
                                        : name
                                }
                                item={() => slipItemOf(event, m, s, lang)}
                                className="px-2"
                                form={PICK_FORM}
                              />
                            );
                          })}
                        </div>
                      );
                    })}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </article>
  );
}

/** A handicap button names its side (double chance shows 1X / 12 / X2: its names are long and alike on a phone). */
function sideName(bt: BetType, key: string, e: Pick<BoardEvent, 'home' | 'away'>) {
  if (bt === 'HDP' || bt === 'HDPH') return key === 'H' ? e.home : e.away;
  return '';
}
