import { useEffect, useState } from 'react';
import { Link, useLocation, useRevalidator, useSearchParams } from 'react-router';
import type { BetLeg, BetResult, SportBet, SportBetsAnswer } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Money } from '~/ui/money.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { buttonClass } from '~/ui/button.tsx';
import { Pagination } from '~/features/wallet/components/pagination.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { formatOdds, shownTotalOdds, type OddsFormat } from '~/features/sports/odds.ts';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { WALLET_CHANGE_EVENT } from '~/features/wallet/wallet-events.ts';
import { useBetLabels, type LabelLine } from './bet-labels.ts';
import { CashoutButton } from './cashout-button.tsx';

export const SPORT_BET_STATUSES = ['all', 'open', 'settled'] as const;
export type SportBetStatus = (typeof SPORT_BET_STATUSES)[number];
export const SPORT_BETS_PAGE_SIZE = 10;
const COMPACT_SIZE = 5;

export const isSportBetStatus = (v: unknown): v is SportBetStatus => (SPORT_BET_STATUSES as readonly unknown[]).includes(v);

/**
 * The /sports/bets body of a list: the full list reads its page from the address (`?page=`), the
 * compact one shows the first few. The bet history's loader builds the same body, so the first
 * answer comes with the page.
 */
export function sportBetsBody(status: SportBetStatus, page = 1, compact = false) {
  return { status, page: compact ? 1 : Math.max(1, Math.min(100_000, page)), page_size: compact ? COMPACT_SIZE : SPORT_BETS_PAGE_SIZE };
}
/** A page of the player's sports bets, as a loader gives it to the list (or the refusal's message key). */
export type SportBetsPage =
  ({ ok: true } & Pick<SportBetsAnswer, 'value' | 'total' | 'page' | 'page_size' | 'open_count' | 'open_stake'>) | { ok: false; message: string };

/** The list's page from the operator's answer. */
export function sportBetsPage(a: { statusCode: number; message: string } & Partial<SportBetsAnswer>): SportBetsPage {
  if (a.statusCode !== 1 || !a.value) return { ok: false, message: a.message };
  return {
    ok: true,
    value: a.value,
    total: a.total ?? 0,
    page: a.page ?? 1,
    page_size: a.page_size ?? SPORT_BETS_PAGE_SIZE,
    open_count: a.open_count ?? 0,
    open_stake: a.open_stake ?? '0',
  };
}

/** The body for a page address (`?status=open&page=2`). */
export function sportBetsBodyOf(params: URLSearchParams) {
  const status = params.get('status');
  return sportBetsBody(isSportBetStatus(status) ? status : 'all', Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

type Tone = 'success' | 'danger' | 'muted' | 'text';
const TONES: Record<Tone, string> = { success: 'text-success', danger: 'text-danger', muted: 'text-muted', text: 'text-text' };
const RESULT_TONE: Record<BetResult, Tone> = { WIN: 'success', HALF_WIN: 'success', LOSS: 'danger', HALF_LOSS: 'danger', PUSH: 'muted', VOID: 'muted' };
const RESULT_TEXT: Record<BetResult, string> = { WIN: 'Won', HALF_WIN: 'Half won', LOSS: 'Lost', HALF_LOSS: 'Half lost', PUSH: 'Push', VOID: 'Void' };

/** A status in words (never colour alone), with a tone from the theme. */
function Badge({ tone, children, testId }: { tone: Tone; children: string; testId?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border border-current px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

function useStatusText() {
  const { t } = useTranslation();
  const result = (r: BetResult) => t(`sports.bets.result.${r}`, RESULT_TEXT[r]);
  const bet = (b: SportBet): { text: string; tone: Tone; key: string } => {
    if (b.status === 'open') return { text: t('sports.bets.status.open', 'Open'), tone: 'text', key: 'open' };
    if (b.status === 'cashed_out') return { text: t('sports.bets.status.cashedOut', 'Cashed out'), tone: 'success', key: 'cashed_out' };
    const r = b.result ?? 'VOID';
    return { text: result(r), tone: RESULT_TONE[r], key: r.toLowerCase() };
  };
  return { result, bet };
}

function Leg({ leg, format, compact }: { leg: BetLeg; format: OddsFormat; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { marketName, selectionName, matchName } = useBetLabels();
  const { result } = useStatusText();
  const line = leg as unknown as LabelLine;
  return (
    <li className="flex items-start gap-3 py-2 first:pt-0 last:pb-0" data-testid="sport-bet-leg">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{selectionName(line)}</p>
        <p className="text-xs text-muted">
          {marketName(leg.bet_type)}
          {leg.bet_type !== 'OR' && <> · {matchName(line)}</>}
        </p>
        {!compact && leg.score && (
          <p className="text-xs text-muted" data-testid="leg-score">
            {t('sports.bets.finalScore', 'Final score {{home}}-{{away}}', { home: leg.score.home, away: leg.score.away })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="text-sm font-bold tabular-nums">
          <span className="sr-only">{t('sports.bets.odds', 'Odds')} </span>
          {formatOdds(leg.odds, format, lng)}
        </span>
        {leg.result && (
          <Badge tone={RESULT_TONE[leg.result]} testId="leg-result">
            {result(leg.result)}
          </Badge>
        )}
      </div>
    </li>
  );
}

/** One bet: kind, date, legs, stake, odds, return and status; an open bet can be cashed out. */
function BetCard({
  bet,
  format,
  compact,
  cashable,
  onCashedOut,
  onClosed,
}: {
  bet: SportBet;
  format: OddsFormat;
  compact: boolean;
  cashable: boolean;
  onCashedOut: (b: SportBet) => void;
  onClosed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const date = useDateFormat();
  const status = useStatusText().bet(bet);
  const open = bet.status === 'open';
  const kind =
    bet.kind === 'parlay'
      ? t('sports.bets.parlayLegs', { count: bet.legs.length, defaultValue: 'Parlay · {{count}} legs' })
      : t('sports.bets.single', 'Single');
  return (
    <li className="rounded-theme border border-border bg-surface-2 p-3 sm:p-4" data-testid="sport-bet" data-status={status.key} data-bet-id={bet.id}>
      <article aria-label={`${kind}, ${status.text}`}>
        <div className="mb-2 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-bold">{kind}</p>
            <p className="text-xs text-muted">
              <time dateTime={bet.created_at}>{date(bet.created_at)}</time> · {t('sports.bets.ref', 'Bet #{{id}}', { id: bet.id })}
            </p>
          </div>
          <Badge tone={status.tone} testId="sport-bet-status">
            {status.text}
          </Badge>
        </div>
        <ul className="divide-y divide-border/60 border-y border-border/60 py-2" aria-label={t('sports.bets.selections', 'Selections')}>
          {bet.legs.map((leg) => (
            <Leg key={leg.selection_id} leg={leg} format={format} compact={compact} />
          ))}
        </ul>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted">{t('sports.bets.stake', 'Stake')}</dt>
            <dd className="font-semibold">
              <Money value={bet.stake} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{bet.kind === 'parlay' ? t('sports.bets.totalOdds', 'Total odds') : t('sports.bets.odds', 'Odds')}</dt>
            <dd className="font-semibold tabular-nums">{formatOdds(bet.kind === 'parlay' ? shownTotalOdds(bet.odds) : bet.odds, format, lng)}</dd>
          </div>
          <div className="text-right">
            <dt className="text-xs text-muted">{open ? t('sports.bets.potentialReturn', 'Potential return') : t('sports.bets.return', 'Return')}</dt>
            <dd className={`font-bold ${!open && Number(bet.payout ?? 0) > 0 ? 'text-success' : ''}`} data-testid="sport-bet-return">
              <Money value={open ? bet.potential_return : (bet.payout ?? '0')} />
            </dd>
          </div>
        </dl>
        {cashable && (
          <div className="mt-3 border-t border-border/60 pt-3 empty:hidden">
            <CashoutButton bet={bet} onCashedOut={onCashedOut} onClosed={onClosed} />
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * The player's sports bets (`/sports/bets`): one card each, newest first, with its legs, stake,
 * odds in the player's format, return and status; open bets can be cashed out. Refreshed when the
 * balance stream reports a change (a settlement, a cash-out). The full list pages through the
 * address (`?page=`); `compact` shows the first few, with a link to the history.
 */
export function SportBetList({
  page: data,
  status = 'all',
  compact = false,
  format = 'decimal',
}: {
  /** The route loader's page of bets (`sportBetsBody` for the address). */
  page: SportBetsPage;
  status?: SportBetStatus;
  compact?: boolean;
  format?: OddsFormat;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [params] = useSearchParams();
  const location = useLocation();
  const body = sportBetsBody(status, compact ? 1 : Number.parseInt(params.get('page') ?? '1', 10) || 1, compact);
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  // A settlement or a cash-out elsewhere changes the balance: the loader reads the list again.
  useEffect(() => {
    const on = () => void revalidate();
    window.addEventListener(WALLET_CHANGE_EVENT, on);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
  }, [revalidate]);
  // Bets cashed out here: shown at once (and their control stays to say so) until the list has them.
  // (Kept per list: another filter or page starts without them.)
  const listKey = JSON.stringify(body);
  const [kept, setKept] = useState<{ key: string; bets: Record<number, SportBet> }>({ key: listKey, bets: {} });
  const cashed = kept.key === listKey ? kept.bets : {};

  if (!data.ok) {
    return (
      <p role="alert" className="text-danger">
        {errorText(data.message, (k, d) => t(k, d ?? k))}
      </p>
    );
  }

  // A bet cashed out here stays in view (with what it paid) after the list refreshes, even under "Open".
  const listed = new Set(data.value.map((b) => b.id));
  const bets = [...data.value, ...Object.values(cashed).filter((b) => !listed.has(b.id))].sort((a, b) => b.id - a.id);

  if (!bets.length) {
    const title =
      status === 'open'
        ? t('sports.bets.noOpen', 'You have no open bets.')
        : status === 'settled'
          ? t('sports.bets.noSettled', 'You have no settled bets yet.')
          : t('sports.bets.none', 'You have not placed any sports bets yet.');
    return (
      <EmptyState
        title={title}
        text={compact ? undefined : t('sports.bets.noneText', 'Bets you place on the sportsbook show here with their legs and results.')}
        action={
          compact ? undefined : (
            <Link to="/sports" className={buttonClass('primary')}>
              {t('sports.bets.toSportsbook', 'Go to the sportsbook')}
            </Link>
          )
        }
      />
    );
  }

  const keep = new URLSearchParams(params);
  keep.delete('page');
  const link = `${location.pathname}?${keep.toString() ? `${keep.toString()}&` : ''}page=[page]`;

  return (
    <div className="space-y-3">
      {!compact && (
        <p className="text-sm text-muted" aria-live="polite" data-testid="sport-bets-summary">
          {t('sports.bets.count', { count: data.total, defaultValue: '{{count}} bets' })}
          {data.open_count > 0 && (
            <>
              {' · '}
              {t('sports.bets.openSummary', {
                count: data.open_count,
                amount: formatMoney(data.open_stake, lng),
                defaultValue: '{{count}} open, {{amount}} staked',
              })}
            </>
          )}
        </p>
      )}
      <ul
        className={compact ? 'space-y-2' : 'grid gap-3 lg:grid-cols-2'}
        aria-busy={revalidator.state === 'loading'}
        aria-label={t('sports.bets.title', 'Sports bets')}
        data-testid="sport-bets"
      >
        {bets.map((b) => {
          const local = cashed[b.id];
          const shown = b.status === 'open' && local ? local : b;
          return (
            <BetCard
              key={b.id}
              bet={shown}
              format={format}
              compact={compact}
              cashable={b.status === 'open' || !!local}
              onCashedOut={(nb) => setKept((k) => ({ key: listKey, bets: { ...(k.key === listKey ? k.bets : {}), [nb.id]: nb } }))}
              onClosed={() => void revalidate()}
            />
          );
        })}
      </ul>
      {compact ? (
        <Link to="/bet-history?view=sports" className="inline-block text-sm font-semibold underline underline-offset-2">
          {t('sports.bets.all', 'All sports bets')}
        </Link>
      ) : (
        <Pagination type="link" link={link} total={data.total} page={data.page} pageSize={data.page_size} />
      )}
    </div>
  );
}

/** All, open or settled, kept in the address (`?status=`); a change goes back to the first page. */
export function SportBetFilter({ status }: { status: SportBetStatus }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const labels: Record<SportBetStatus, string> = {
    all: t('sports.bets.filter.all', 'All'),
    open: t('sports.bets.filter.open', 'Open'),
    settled: t('sports.bets.filter.settled', 'Settled'),
  };
  const href = (s: SportBetStatus) => {
    const p = new URLSearchParams(params);
    p.delete('page');
    if (s === 'all') p.delete('status');
    else p.set('status', s);
    return `${location.pathname}?${p.toString()}`;
  };
  return (
    <nav aria-label={t('sports.bets.filter.label', 'Show bets')} className="flex flex-wrap gap-1.5" data-testid="sport-bet-filter">
      {SPORT_BET_STATUSES.map((s) => (
        <Link
          key={s}
          to={href(s)}
          aria-current={s === status ? 'page' : undefined}
          preventScrollReset
          className={`rounded-full border px-3 py-1.5 text-sm font-semibold transition ${
            s === status ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface-2 text-text hover:border-accent'
          }`}
        >
          {labels[s]}
        </Link>
      ))}
    </nav>
  );
}
