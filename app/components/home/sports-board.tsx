import { useMemo, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { mulberry32 } from '#contract/random.ts';

/**
 * The sportsbook home: a sports column, an odds area and a bet slip. The matches are a static,
 * deterministic preview (no odds feed yet): the slip collects selections and multiplies the odds,
 * it never places a bet.
 */

type Pick = '1' | 'X' | '2';
interface Sport {
  id: string;
  name: string;
  draw: boolean;
  leagues: string[];
  teams: string[];
  path: string;
}
export interface Match {
  id: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  day: 0 | 1;
  time: string;
  odds: Partial<Record<Pick, number>>;
}
interface Selection {
  matchId: string;
  pick: Pick;
  odds: number;
  match: string;
  outcome: string;
}

const SPORTS: Sport[] = [
  {
    id: 'football',
    name: 'Football',
    draw: true,
    leagues: ['Premier Division', 'Continental Cup', 'Coastal League'],
    teams: [
      'Northbridge FC',
      'Redhaven United',
      'Port Alder',
      'Kingsford City',
      'Westmoor Rovers',
      'Eastvale Athletic',
      'Harbor Town',
      'Stonegate Albion',
      'Riverside Wanderers',
      'Ashford Villa',
      'Millbrook County',
      'Castleton Forest',
    ],
    path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3 2-1 4h-4l-1-4zM3.5 10l5.5-1M20.5 10 15 9M10 13l-2 5M14 13l2 5',
  },
  {
    id: 'basketball',
    name: 'Basketball',
    draw: false,
    leagues: ['Pro Basketball League', 'City Championship'],
    teams: ['Metro Hawks', 'Bay City Comets', 'Summit Peaks', 'Harbor Kings', 'Desert Suns', 'Lakeside Lynx', 'Capital Titans', 'Coastal Waves'],
    path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3 2.5 3 10.3 0 12.8M18.4 5.6c-3 2.5-3 10.3 0 12.8',
  },
  {
    id: 'tennis',
    name: 'Tennis',
    draw: false,
    leagues: ['World Tour 500', 'Masters Series'],
    teams: ['A. Moreno', 'K. Ivanova', 'L. Becker', 'S. Tanaka', 'M. Rossi', 'J. Dubois', 'R. Novak', 'E. Lindqvist'],
    path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5 6c4 3 4 9 0 12M19 6c-4 3-4 9 0 12',
  },
  {
    id: 'icehockey',
    name: 'Ice Hockey',
    draw: true,
    leagues: ['Elite Hockey League'],
    teams: ['Frostbay Bears', 'Iron Lake Wolves', 'Northern Lights', 'Glacier City', 'Pine Ridge Moose', 'Timber Falls'],
    path: 'M5 4l5 12h9M4 19h6M16 18a2 1 0 1 0 4 0 2 1 0 0 0-4 0',
  },
  {
    id: 'esports',
    name: 'Esports',
    draw: false,
    leagues: ['Arena Masters', 'Pro Circuit'],
    teams: ['Nova Esports', 'Team Vortex', 'Crimson Wolves', 'Pixel Kings', 'Shadow Owls', 'Arc Legion'],
    path: 'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5 2l-1-1H9l-1 1a3 3 0 0 1-5-2v-3a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15 12h.01M17 13h.01',
  },
];

/** A deterministic generator seeded from the operator's name (same on server and browser). */
function rng(seedText: string) {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  return mulberry32(a);
}

const price = (p: number) => Math.max(1.01, Math.round((1 / (p * 1.06)) * 100) / 100);

/** Plausible upcoming matches, the same on the server and in the browser for a given seed. */
export function previewMatches(seed: string): Match[] {
  const r = rng(seed || 'preview');
  const out: Match[] = [];
  for (const sport of SPORTS) {
    const teams = [...sport.teams];
    for (let i = teams.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [teams[i], teams[j]] = [teams[j], teams[i]];
    }
    const count = sport.id === 'football' ? 6 : 4;
    for (let i = 0; i < count && i * 2 + 1 < teams.length; i++) {
      const pHome = 0.28 + r() * 0.34;
      const pDraw = sport.draw ? 0.2 + r() * 0.1 : 0;
      const pAway = 1 - pHome - pDraw;
      const minutes = (12 + Math.floor(r() * 10)) * 60 + [0, 15, 30, 45][Math.floor(r() * 4)];
      out.push({
        id: `${sport.id}-${i}`,
        sport: sport.id,
        league: sport.leagues[i % sport.leagues.length],
        home: teams[i * 2],
        away: teams[i * 2 + 1],
        day: i < count / 2 ? 0 : 1,
        time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        odds: sport.draw ? { '1': price(pHome), X: price(pDraw), '2': price(pAway) } : { '1': price(pHome), '2': price(pAway) },
      });
    }
  }
  const order = (m: Match) => SPORTS.findIndex((s) => s.id === m.sport);
  return out.sort((a, b) => order(a) - order(b) || a.day - b.day || a.time.localeCompare(b.time));
}

function SportIcon({ sport, className = 'h-5 w-5' }: { sport: Sport; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={sport.path} />
    </svg>
  );
}

function SportsNav({ active, onSelect, counts }: { active: string; onSelect: (id: string) => void; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const item = (on: boolean) =>
    `flex w-full items-center gap-2 rounded-theme px-3 py-2 text-left text-sm font-medium whitespace-nowrap transition ${
      on ? 'bg-accent text-accent-text' : 'text-text hover:bg-surface-2'
    }`;
  return (
    <nav
      aria-label={t('sports.nav', 'Sports')}
      className="min-w-0 rounded-theme border border-border bg-surface p-2 lg:sticky lg:top-20 lg:self-start"
      data-testid="sports-nav"
    >
      <h2 className="hidden px-3 pb-2 pt-1 text-xs font-bold uppercase tracking-wider text-muted lg:block">{t('sports.nav', 'Sports')}</h2>
      <ul className="no-scrollbar flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        <li className="shrink-0">
          <button type="button" aria-pressed={active === 'all'} className={item(active === 'all')} onClick={() => onSelect('all')}>
            <Icon name="star" />
            <span className="flex-1">{t('sports.all', 'All sports')}</span>
            <span className="text-xs tabular-nums">{all}</span>
          </button>
        </li>
        {SPORTS.map((s) => (
          <li key={s.id} className="shrink-0">
            <button type="button" aria-pressed={active === s.id} className={item(active === s.id)} onClick={() => onSelect(s.id)}>
              <SportIcon sport={s} />
              <span className="flex-1">{t(`sports.${s.id}`, s.name)}</span>
              <span className="text-xs tabular-nums">{counts[s.id] ?? 0}</span>
            </button>
          </li>
        ))}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-border lg:pt-2">
          <ButtonLink to="/sports" variant="ghost" className="w-full justify-start">
            <Icon name="sportsbook" />
            {t('sports.openSportsbook', 'Sportsbook lobby')}
          </ButtonLink>
        </li>
      </ul>
    </nav>
  );
}

function BetSlip({ selections, onRemove, onClear }: { selections: Selection[]; onRemove: (matchId: string) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const total = selections.reduce((a, s) => a * s.odds, 1);
  return (
    <aside
      aria-labelledby="betslip-title"
      className="rounded-theme border border-border bg-surface lg:col-span-2 xl:col-span-1 xl:sticky xl:top-20 xl:self-start"
      data-testid="bet-slip"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="betslip-title" className="flex items-center gap-2 font-bold">
          {t('sports.betSlip', 'Bet slip')}
          <span className="grid h-6 min-w-6 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-text" data-testid="bet-slip-count">
            {selections.length}
          </span>
        </h2>
        {selections.length > 0 && (
          <button type="button" onClick={onClear} className="text-sm font-semibold text-accent hover:underline">
            {t('sports.clearSlip', 'Clear all')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {selections.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted">{t('sports.slipEmpty', 'Pick odds to add selections to your slip.')}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="bet-slip-list">
            {selections.map((s) => (
              <li key={s.matchId} className="flex items-start gap-3 px-4 py-3" data-testid="bet-slip-item">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">{s.outcome}</p>
                  <p className="truncate text-xs text-muted">{s.match}</p>
                </div>
                <span className="font-bold tabular-nums">{s.odds.toFixed(2)}</span>
                <button
                  type="button"
                  onClick={() => onRemove(s.matchId)}
                  aria-label={t('sports.removeSelection', { selection: `${s.outcome} · ${s.match}`, defaultValue: `Remove ${s.outcome} · ${s.match}` })}
                  className="grid h-7 w-7 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
                >
                  <Icon name="close" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-border px-4 py-3">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted">{t('sports.totalOdds', 'Total odds')}</span>
            <span className="text-lg font-extrabold tabular-nums" data-testid="bet-slip-total">
              {selections.length ? total.toFixed(2) : '–'}
            </span>
          </div>
        </div>
      </div>
      <div className="px-4 pb-4">
        {signedIn ? (
          <p className="rounded-theme border border-dashed border-border px-3 py-2 text-center text-sm font-semibold text-muted" data-testid="bet-slip-note">
            {t('sports.bettingSoon', 'Betting opens soon')}
          </p>
        ) : (
          <ButtonLink to="/login" className="w-full">
            {t('sports.signInToBet', 'Sign in to place bets')}
          </ButtonLink>
        )}
      </div>
    </aside>
  );
}

export function SportsBoard() {
  const { t } = useTranslation();
  const seed = useLayoutStore((s) => s.site?.site_name ?? '');
  const matches = useMemo(() => previewMatches(seed), [seed]);
  const [sport, setSport] = useState('all');
  const [slip, setSlip] = useState<Selection[]>([]);
  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const m of matches) c[m.sport] = (c[m.sport] ?? 0) + 1;
    return c;
  }, [matches]);
  const shown = sport === 'all' ? matches : matches.filter((m) => m.sport === sport);
  const bySport = SPORTS.map((s) => ({ sport: s, rows: shown.filter((m) => m.sport === s.id) })).filter((g) => g.rows.length);
  const outcomeName = (m: Match, p: Pick) => (p === '1' ? m.home : p === '2' ? m.away : t('sports.draw', 'Draw'));

  const toggle = (m: Match, p: Pick) => {
    const odds = m.odds[p]!;
    setSlip((cur) => {
      const existing = cur.find((s) => s.matchId === m.id);
      if (existing?.pick === p) return cur.filter((s) => s.matchId !== m.id);
      const next: Selection = { matchId: m.id, pick: p, odds, match: `${m.home} – ${m.away}`, outcome: outcomeName(m, p) };
      return existing ? cur.map((s) => (s.matchId === m.id ? next : s)) : [...cur, next];
    });
  };

  return (
    <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-[220px_minmax(0,1fr)] xl:grid-cols-[220px_minmax(0,1fr)_300px]" data-testid="sports-board">
      <SportsNav active={sport} onSelect={setSport} counts={counts} />
      <section aria-labelledby="odds-title" className="min-w-0 rounded-theme border border-border bg-surface" data-testid="odds-area">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id="odds-title" className="flex items-center gap-2 text-lg font-bold">
            {t('sports.upcoming', 'Upcoming matches')}
            <span className="rounded-full border border-accent px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-accent" data-testid="odds-preview">
              {t('sports.preview', 'Preview')}
            </span>
          </h2>
          <p className="text-xs text-muted">{t('sports.previewNote', 'Sample fixtures and odds; live markets arrive with the sportsbook feed.')}</p>
        </div>
        {bySport.map(({ sport: s, rows }) => (
          <div key={s.id}>
            <div className="flex items-center gap-2 bg-surface-2 px-4 py-2">
              <h3 className="flex items-center gap-2 text-sm font-bold">
                <SportIcon sport={s} className="h-4 w-4 text-accent" />
                {t(`sports.${s.id}`, s.name)}
              </h3>
              <span
                className="ml-auto grid w-[10.5rem] shrink-0 grid-cols-3 gap-1.5 text-center text-xs font-semibold text-muted sm:w-[13.5rem]"
                aria-hidden="true"
              >
                <span>1</span>
                <span>X</span>
                <span>2</span>
              </span>
            </div>
            <ul className="divide-y divide-border">
              {rows.map((m) => {
                const picked = slip.find((x) => x.matchId === m.id)?.pick;
                const matchName = `${m.home} – ${m.away}`;
                return (
                  <li key={m.id} className="flex items-center gap-2 px-4 py-3" data-testid="match-row">
                    <div className="min-w-0 flex-1">
                      <p className="text-xs text-muted">
                        {m.league} · {m.day === 0 ? t('sports.today', 'Today') : t('sports.tomorrow', 'Tomorrow')} {m.time}
                      </p>
                      <p className="truncate text-sm font-semibold">{m.home}</p>
                      <p className="truncate text-sm font-semibold">{m.away}</p>
                    </div>
                    <div className="grid w-[10.5rem] shrink-0 grid-cols-3 gap-1.5 sm:w-[13.5rem]" role="group" aria-label={matchName}>
                      {(['1', 'X', '2'] as const).map((p) =>
                        m.odds[p] ? (
                          <button
                            key={p}
                            type="button"
                            aria-pressed={picked === p}
                            aria-label={`${outcomeName(m, p)} ${m.odds[p]!.toFixed(2)}`}
                            onClick={() => toggle(m, p)}
                            data-testid="odds-button"
                            className="odds-btn"
                          >
                            <span>{m.odds[p]!.toFixed(2)}</span>
                          </button>
                        ) : (
                          <span
                            key={p}
                            className="grid place-items-center rounded-theme border border-dashed border-border text-sm text-muted"
                            aria-hidden="true"
                          >
                            –
                          </span>
                        ),
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>
      <BetSlip selections={slip} onRemove={(id) => setSlip((cur) => cur.filter((s) => s.matchId !== id))} onClear={() => setSlip([])} />
    </div>
  );
}
