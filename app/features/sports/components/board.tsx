import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useLocation, useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { ODDS_FORMATS, isOddsFormat, type OddsFormat } from '~/features/sports/odds.ts';
import { prices, seedPrices, useOddsStream } from '~/features/sports/odds-stream.ts';
import { boardHref, type BoardData, type BoardMatch } from '~/features/sports/sports-view.ts';
import { useSlipLimits, useSlipStore } from '~/features/sports/slip-store.ts';
import { useFullAfterHydration, useNearScreen } from '~/lib/browser/render-later.ts';
import { MatchRow } from './match-row.tsx';
import { BetSlip, SlipAnnouncer } from './slip-column.tsx';
import { BoardContext } from './odds-button.tsx';
import { useBetResultNotices } from './bet-results.ts';
import { lazyPart } from '~/lib/browser/lazy-part.tsx';

// A match's own page and a league's outright market are parts only some board pages show: not in
// the code a sportsbook home loads first.
const MatchView = lazyPart('[data-testid="match-view"]', () => import('./match-view.tsx').then((m) => m.MatchView));
const OutrightCard = lazyPart('[data-testid="outright"]', () => import('./outright.tsx').then((m) => m.OutrightCard));

/** How often the board's lists are read again (new events, moved main lines); prices move by the stream. */
const REFRESH_MS = 60_000;

/**
 * The odds format, a small form: a choice posts at once; without scripts the "Show" button does.
 * The page shows the new format before the answer is in.
 */
function OddsFormatSelect({ value, onChange }: { value: OddsFormat; onChange: (f: OddsFormat) => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const names: Record<OddsFormat, string> = {
    decimal: t('sports.format.decimal', 'Decimal'),
    hongkong: t('sports.format.hongkong', 'Hong Kong'),
    malay: t('sports.format.malay', 'Malay'),
    indo: t('sports.format.indo', 'Indonesian'),
    american: t('sports.format.american', 'American'),
    fractional: t('sports.format.fractional', 'Fractional'),
  };
  return (
    <fetcher.Form method="post" action="/actions/odds-format" className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="back" value={pathname + search} />
      <label className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="text-muted">{t('sports.oddsFormat', 'Odds format')}</span>
        <select
          name="odds_format"
          className="max-w-full rounded-theme border border-border bg-surface-2 px-2 py-1.5 text-sm text-text"
          value={value}
          onChange={(e) => {
            if (!isOddsFormat(e.target.value)) return;
            onChange(e.target.value);
            void fetcher.submit(e.currentTarget.form);
          }}
          data-testid="odds-format"
        >
          {ODDS_FORMATS.map((f) => (
            <option key={f} value={f}>
              {names[f]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn-secondary px-3 py-1.5">
          {t('sports.showFormat', 'Show')}
        </button>
      </noscript>
    </fetcher.Form>
  );
}

function SportNav({ data, path }: { data: BoardData; path: string }) {
  const { t } = useTranslation();
  const active = data.view.sport || data.leagues.find((l) => l.code === data.view.league)?.sport || '';
  const leagues = active ? data.leagues.filter((l) => l.sport === active) : [];
  const item = (to: string, current: boolean, icon: string, name: string, live: number, count: number, key: string) => (
    <li key={key}>
      <Link to={to} className="sport-link" aria-current={current ? 'page' : undefined} preventScrollReset discover="none">
        <Icon name={icon} className="" />
        <span>{name}</span>
        {live > 0 && (
          <span className="live-count">
            <span className="live-dot" aria-hidden="true" />
            <span className="sr-only">{t('sports.liveCount', '{{count}} live', { count: live })}</span>
            <span aria-hidden="true">{live}</span>
          </span>
        )}
        <span className="sport-count">{count}</span>
      </Link>
    </li>
  );
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The chosen sport and league chips scroll into view in their rows (a phone shows two or three).
    for (const el of navRef.current?.querySelectorAll<HTMLElement>('[aria-current=page]') ?? []) {
      const row = el.closest('ul');
      if (row) row.scrollLeft = Math.max(0, el.offsetLeft - row.offsetLeft - 16);
    }
  }, [active, data.view.league]);
  const total = data.sports.reduce((n, s) => n + s.count, 0);
  const live = data.sports.reduce((n, s) => n + s.live, 0);
  return (
    <nav ref={navRef} aria-label={t('sports.sportsNav', 'Sports')} className="rounded-theme border border-border bg-surface p-2" data-testid="sports-nav">
      <ul className="no-scrollbar relative flex gap-1 overflow-x-auto [mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] pr-6">
        {item(path, !active && !data.view.event, 'sportsbook', t('sports.all', 'All sports'), live, total, 'all')}
        {data.sports.map((s) =>
          item(boardHref(path, { sport: s.code }), active === s.code && !data.view.league && !data.view.event, s.code, s.name, s.live, s.count, s.code),
        )}
      </ul>
      {leagues.length > 0 && (
        <>
          <h3 className="sr-only">{t('sports.leagues', 'Leagues')}</h3>
          <ul className="no-scrollbar relative mt-1 flex gap-1 overflow-x-auto border-t border-border pt-1 pr-6 [mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)]">
            {leagues.map((l) => (
              <li key={l.code} className="shrink-0">
                <Link
                  to={boardHref(path, { league: l.code })}
                  preventScrollReset
                  aria-current={data.view.league === l.code ? 'page' : undefined}
                  className="flex items-center gap-2 rounded-theme px-3 py-1.5 text-sm hover:bg-surface-2 aria-[current=page]:bg-accent aria-[current=page]:text-accent-text"
                >
                  <span className="whitespace-nowrap">{l.name}</span>
                  <span className="text-xs tabular-nums">{l.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}

/** Matches grouped by league, in the feed's order. */
function byLeague(ms: BoardMatch[]) {
  const groups = new Map<string, BoardMatch[]>();
  for (const m of ms) groups.set(m.league, [...(groups.get(m.league) ?? []), m]);
  return [...groups];
}

/**
 * Match rows in the board's first HTML (/sports drew all 26 in 163 kB, 0.41 × a trivial
 * page's throughput): the sportsbook home's 3 live and 5 upcoming, two phone screens of /sports;
 * the others render once the page runs (`render-later.ts`), below the screen, so nothing moves.
 */
const FIRST_HTML_ROWS = 8;

function MatchList({
  id,
  title,
  matches,
  data,
  path,
  live,
  first,
  later,
  total,
}: {
  id: string;
  title: string;
  matches: BoardMatch[];
  data: BoardData;
  path: string;
  live?: boolean;
  /** Rows in the first HTML and hydration; the rest follow once the page runs (near the screen, or idle). */
  first: number;
  /** Rows per league of matches still to come (`BoardData.upcomingLater`): drawn as stand-ins of a row's size. */
  later?: number[];
  /** Matches of the list, shown or not (the chips count them): "3 of 38" when fewer show. */
  total?: number;
}) {
  const { t } = useTranslation();
  const leagueName = (code: string) => data.leagues.find((l) => l.code === code)?.name ?? code;
  const full = useFullAfterHydration(matches.length > first);
  const ref = useRef<HTMLElement>(null);
  useNearScreen(ref, full.pending, full.show);
  const toCome = !matches.length && later?.length ? later : null;
  if (!matches.length && !toCome) return null;
  const shown = full.done ? matches : matches.slice(0, first);
  const count = toCome ? toCome.reduce((n, r) => n + r, 0) : matches.length;
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      className="@container rounded-theme border border-border bg-surface"
      data-testid={live ? 'live-matches' : 'upcoming-matches'}
      data-rows={count}
      aria-busy={toCome ? true : undefined}
    >
      <h2 id={id} className="flex items-center gap-2 border-b border-border px-3 py-2.5 text-base font-bold">
        {live && <span className="h-2 w-2 rounded-full bg-danger" aria-hidden="true" />}
        {title}
        <span className="text-sm font-normal text-muted" data-testid="list-count">
          {total !== undefined && total > matches.length ? t('sports.countOf', '({{shown}} of {{total}})', { shown: matches.length, total }) : `(${count})`}
        </span>
      </h2>
      <div className="match-cols hidden px-3 pt-2 text-center text-xs font-semibold uppercase text-muted @2xl:grid" aria-hidden="true">
        <span />
        <span />
        <span>{t('sports.col.result', 'Result')}</span>
        <span>{t('sports.col.handicap', 'Handicap')}</span>
        <span>{t('sports.col.total', 'Total')}</span>
      </div>
      {toCome?.map((rows, i) => (
        // A league's heading and its rows, each the size of the real one (app.css `.match-ph`).
        <div key={i} className="match-ph" aria-hidden="true">
          <div />
          <ul>
            {Array.from({ length: rows }, (_, j) => (
              <li key={j} className="match-row">
                <i />
                <i />
                <i />
                <i />
                <i />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {byLeague(shown).map(([league, ms]) => (
        <div key={league}>
          <h3 className="league-h">
            <Link to={boardHref(path, { league })} preventScrollReset discover="none">
              {leagueName(league)}
            </Link>
          </h3>
          <ul>
            {ms.map((m) => (
              <MatchRow key={m.event_id} match={m} href={boardHref(path, { ...data.view, all: false, event: m.event_id })} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * The sportsbook: sports and leagues, the live matches with their clock and score, the
 * next ones by league, a match's every market (`?event=`), and the bet slip. Prices move by the
 * odds stream; the lists are read again every minute while the page is visible.
 */
export function SportsBoard({
  data,
  path,
  headingLevel = 1,
  matchExtra,
}: {
  data: BoardData;
  path: string;
  headingLevel?: 1 | 2;
  /** Drawn in the opened match, above its markets (the match page's bet form). */
  matchExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<OddsFormat>(data.format);
  const since = Date.parse(data.time) || 0;
  const context = useMemo(() => ({ format, since }), [format, since]);
  const slipEvents = useSlipStore((s) => s.items.map((i) => i.event_id).join(','));
  const setLimits = useSlipLimits((s) => s.setLimits);
  const updatePrices = useSlipStore((s) => s.updatePrices);
  const revalidator = useRevalidator();
  const [announce, setAnnounce] = useState<string[]>([]);
  useBetResultNotices();

  useEffect(() => {
    if (data.limits) setLimits(data.limits);
  }, [data.limits, setLimits]);

  useEffect(() => {
    const all = [...data.live, ...data.upcoming, ...(data.event?.match ? [data.event.match] : [])].flatMap((m) => m.markets.flatMap((x) => x.selections));
    const more = [...(data.event?.markets ?? []), ...(data.outright ? [data.outright.market] : [])].flatMap((x) => x.selections);
    seedPrices(
      [...all, ...more].map((s) => ({ selection_id: s.selection_id, odds: s.odds, status: s.status === 'closed' ? 'closed' : 'open' })),
      since,
    );
  }, [data, since]);

  const { revalidate } = revalidator;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidate]);

  const streamEvents = [...(data.view.event ? [data.view.event] : []), ...(slipEvents ? slipEvents.split(',') : [])];
  useOddsStream(streamEvents, (changed) => {
    const ids = new Set(useSlipStore.getState().items.map((i) => i.selection_id));
    const mine = changed.filter((id) => ids.has(id));
    if (!mine.length) return;
    // The slip follows its prices; a screen reader hears it once per message, not per tick.
    updatePrices(mine.map((id) => ({ selection_id: id, odds: prices.get(id)!.odds, status: prices.get(id)!.status })));
    setAnnounce(mine);
  });

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const sportName = data.sports.find((s) => s.code === data.view.sport)?.name;
  const leagueName = data.leagues.find((l) => l.code === data.view.league)?.name;
  const title = leagueName ?? sportName ?? t('sports.title', 'Sportsbook');

  return (
    <BoardContext.Provider value={context}>
      {/* Right under a heading that is only read (a home that opens on the board), no blank band. */}
      <div className="mt-6 grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_20rem] [.sr-only+&]:mt-0" data-testid="sports-board">
        <div className="min-w-0 space-y-4">
          <SportNav data={data} path={path} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Heading className="text-xl font-bold">{title}</Heading>
            <OddsFormatSelect value={format} onChange={setFormat} />
          </div>
          {!data.ok ? (
            <EmptyState
              title={t('sports.unavailable', 'The sportsbook is not available right now')}
              text={t('sports.tryLater', 'Please try again in a minute.')}
            />
          ) : data.event ? (
            <MatchView event={data.event} back={boardHref(path, { ...data.view, event: '' })}>
              {matchExtra}
            </MatchView>
          ) : data.view.event ? (
            <EmptyState
              title={t('sports.matchGone', 'This match is no longer open for betting')}
              text={t('sports.matchGoneText', 'It may have ended. Its bets are settled in My bets.')}
              action={
                <Link to={boardHref(path, { ...data.view, event: '' })} className="btn btn-secondary" preventScrollReset>
                  {t('sports.backToBoard', 'All matches')}
                </Link>
              }
            />
          ) : (
            <>
              {data.outright && <OutrightCard outright={data.outright} leagueName={leagueName ?? ''} />}
              <MatchList
                id="sports-live"
                title={t('sports.liveNow', 'Live now')}
                matches={data.live}
                total={data.liveTotal}
                data={data}
                path={path}
                live
                first={FIRST_HTML_ROWS}
              />
              <MatchList
                id="sports-upcoming"
                title={t('sports.upcoming', 'Upcoming matches')}
                matches={data.upcoming}
                data={data}
                path={path}
                first={Math.max(0, FIRST_HTML_ROWS - data.live.length)}
                later={data.upcomingLater}
              />
              {!data.live.length && !data.upcoming.length && !data.upcomingLater?.length && (
                <EmptyState title={t('sports.noMatches', 'No matches right now')} text={t('sports.noMatchesText', 'New matches open every few minutes.')} />
              )}
              {data.more > 0 && !data.view.all && (
                <Link
                  to={boardHref(path, { ...data.view, all: true })}
                  className="btn btn-secondary w-full justify-center"
                  preventScrollReset
                  data-testid="show-all-matches"
                >
                  {t('sports.showAll', 'Show all matches ({{count}} more)', { count: data.more })}
                </Link>
              )}
            </>
          )}
        </div>
        <BetSlip />
      </div>
      <SlipAnnouncer ids={announce} />
    </BoardContext.Provider>
  );
}
