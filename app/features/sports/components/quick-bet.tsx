import { useLayoutEffect, useRef } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Field } from '~/ui/field.tsx';
import { buttonClass } from '~/ui/button.tsx';
import { protectionRefusal } from '~/features/protection/components/texts.ts';
import { formatOdds } from '~/features/sports/odds.ts';
import { boardHref, type BoardEvent } from '~/features/sports/sports-view.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useBetLabels } from './bet-labels.ts';
import { useBoard } from './odds-button.tsx';

/** What the match page's action answered for this form (placed, or why not). */
export type QuickBetResult = { ok: true; count: number } | { ok: false; message?: string; fieldErrors?: Record<string, string> } | undefined;

/**
 * One selection's single bet on the match page (`?event=&pick=`), a plain form to the page's own
 * action: it is what a press on a price opens when the page runs without scripts. The key is made
 * by the loader for each drawing of the form: a post is never repeated as a new bet.
 */
export function QuickBet({ event, pick, betKey, result }: { event: BoardEvent; pick: string; betKey: string; result: QuickBetResult }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { format } = useBoard();
  const { marketName, selectionName } = useBetLabels();
  const { pathname, search } = useLocation();
  const signedIn = useUserStore((u) => u.isAuthenticated);
  const busy = useNavigation().state === 'submitting';
  const failure = useFormFailure(result, 'placeBet');
  const answer = useRef<HTMLParagraphElement>(null);
  const stake = useRef<HTMLInputElement>(null);
  // The answer takes focus when it is drawn: the result, or the stake that did not pass.
  useLayoutEffect(() => {
    if (!result) return;
    if (answer.current) answer.current.focus();
    else stake.current?.focus();
  }, [result]);
  const market = event.markets.find((m) => m.selections.some((s) => s.selection_id === pick));
  const selection = market?.selections.find((s) => s.selection_id === pick);
  const close = boardHref('/sports', { sport: '', league: '', event: event.event_id, all: false });
  if (!market || !selection) return null;
  const what = selectionName({ ...selection, bet_type: market.bet_type, home_team_name: event.home, away_team_name: event.away });
  const open = selection.status !== 'closed' && market.status === 'open' && selection.odds > 0;
  const refusal = result && !result.ok ? protectionRefusal(result as never, t, i18n.language) : null;
  const formText = refusal ?? failure.form;
  return (
    <section aria-labelledby="quick-bet-title" className="rounded-theme border border-accent bg-surface p-4" data-testid="quick-bet">
      <h3 id="quick-bet-title" className="text-base font-bold">
        {t('sports.quickBet', 'Your bet')}
      </h3>
      <p className="mt-1 flex items-baseline justify-between gap-3 text-sm">
        <span>
          <span className="font-semibold">{what}</span> <span className="text-muted">· {marketName(market.bet_type)}</span>
        </span>
        <span className="font-bold tabular-nums">{open ? formatOdds(selection.odds, format, lng) : t('sports.closed', 'Closed')}</span>
      </p>
      {result?.ok ? (
        <p ref={answer} tabIndex={-1} role="status" className="mt-3 text-sm font-semibold text-success outline-none" data-testid="quick-bet-result">
          {t('sports.placed', 'Bet placed')} ·{' '}
          <Link to="/bet-history?view=sports" className="underline">
            {t('sports.myBets', 'My bets')}
          </Link>
        </p>
      ) : !signedIn ? (
        <Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`} className={buttonClass('primary', 'mt-3 w-full')}>
          {t('sports.signInToBet', 'Sign in to place bets')}
        </Link>
      ) : open ? (
        <Form method="post" preventScrollReset className="mt-3 space-y-3" noValidate>
          <input type="hidden" name="selection_id" value={selection.selection_id} />
          <input type="hidden" name="odds" value={selection.odds} />
          <input type="hidden" name="odds_policy" value="better" />
          <input type="hidden" name="idempotency_key" value={betKey} />
          <Field
            ref={stake}
            name="stake"
            label={t('sports.stakeFor', 'Stake on {{selection}}', { selection: what })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            error={failure.field('stake')}
            data-testid="quick-bet-stake"
          />
          {formText && (
            <p ref={answer} tabIndex={-1} role="alert" className="text-sm text-danger outline-none" data-testid="quick-bet-result">
              {formText}
            </p>
          )}
          <button type="submit" className={buttonClass('primary', 'w-full')} aria-busy={busy || undefined} data-testid="quick-bet-place">
            {busy ? t('sports.placing', 'Placing…') : t('sports.placeBet', 'Place bet')}
          </button>
        </Form>
      ) : null}
      <Link to={close} preventScrollReset className="mt-3 inline-block text-sm text-muted underline">
        {t('sports.quickBetClose', 'Close')}
      </Link>
    </section>
  );
}
