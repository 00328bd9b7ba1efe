import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { SportBet } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { buttonClass } from '~/ui/button.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import type { FormFailure } from '~/lib/shared/forms.ts';

type State =
  | { step: 'idle' }
  | { step: 'quoting' }
  | { step: 'quote'; quoteId: string; amount: string; deadline: number }
  | { step: 'expired' }
  | { step: 'paying'; quoteId: string; amount: string; deadline: number }
  | { step: 'done'; amount: string };

/** Failures after which a new offer may be asked for (the bet is still open). */
const REQUOTE = new Set(['quoteExpired', 'quoteNotFound', 'quoteUsed', 'cashoutUnavailable', 'marketSuspended', 'marketClosed']);

/** English texts of the cash-out failures, kept with the sportsbook's messages. */
const FAILURES: Record<string, string> = {
  quoteExpired: 'This offer has expired. Ask for a new one.',
  quoteNotFound: 'This offer is no longer valid. Ask for a new one.',
  quoteUsed: 'This offer has already been used.',
  cashoutUnavailable: 'Cash out is not available for this bet right now.',
  betNotOpen: 'This bet is no longer open.',
  betNotFound: 'This bet was not found.',
};

type QuoteAnswer = { ok: true; intent: 'quote'; quote_id: string; amount: string; expires_in: number } | FormFailure;
type ExecuteAnswer = { ok: true; intent: 'execute'; bet: SportBet } | FormFailure;

/**
 * Runs `handle` once per answer of a fetcher. The answer is there while the page's data is read
 * again after the action (state `loading`): the control moves on before the list changes.
 */
function useOnAnswer<T>(answer: T | undefined, state: string, handle: (a: T) => void) {
  const seen = useRef<T | undefined>(undefined);
  const handler = useRef(handle);
  useLayoutEffect(() => {
    handler.current = handle;
  });
  useEffect(() => {
    if (state === 'submitting' || answer === undefined || answer === seen.current) return;
    seen.current = answer;
    handler.current(answer);
  }, [answer, state]);
}

const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Cash out an open bet: the press asks for an offer (cashout_quote), the player confirms it
 * within its seconds, the confirmation executes that offer once (a money call, never retried).
 * An expired or refused offer says so and offers a new one. Errors are shown next to the button.
 */
export function CashoutButton({ bet, onCashedOut, onClosed }: { bet: SportBet; onCashedOut: (bet: SportBet) => void; onClosed?: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const quoteFetcher = useFetcher<QuoteAnswer>();
  const executeFetcher = useFetcher<ExecuteAnswer>();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [error, setError] = useState<{ message: string; requote: boolean } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const box = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // Where focus goes after the next render (only when it was inside this control).
  const focusNext = useRef<'start' | 'confirm' | 'again' | 'done' | null>(null);

  const tt = (k: string, d?: string) => {
    const code = k.startsWith('errors:') ? k.slice(7) : '';
    return FAILURES[code] ? t(`sports.bets.errors.${code}`, FAILURES[code]) : t(k, d ?? k);
  };
  const focusInside = () => typeof document !== 'undefined' && !!box.current?.contains(document.activeElement);
  const moveFocus = (to: NonNullable<typeof focusNext.current>, always = false) => {
    if (always || focusInside()) focusNext.current = to;
  };

  // Focus moves in the same commit that draws the control (a layout effect): the control never
  // shows without it, however busy the page is.
  useLayoutEffect(() => {
    const to = focusNext.current;
    if (!to) return;
    focusNext.current = null;
    ({ start, confirm, again, done })[to].current?.focus();
  });

  // The countdown: a tick while an offer stands; at zero the offer has expired (focus follows
  // to "Get a new offer" only when it was on this control).
  const deadline = state.step === 'quote' ? state.deadline : 0;
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n < deadline) return;
      clearInterval(timer);
      if (box.current?.contains(document.activeElement)) focusNext.current = 'again';
      setState((s) => (s.step === 'quote' ? { step: 'expired' } : s));
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const quote = () => {
    if (state.step === 'quoting') return;
    setError(null);
    setState({ step: 'quoting' });
    void quoteFetcher.submit({ intent: 'quote', bet_id: String(bet.id) }, { method: 'post', action: '/actions/cashout' });
  };
  useOnAnswer(quoteFetcher.data, quoteFetcher.state, (a) => {
    if (a.ok) {
      focusNext.current = 'confirm';
      setNow(Date.now());
      setState({ step: 'quote', quoteId: a.quote_id, amount: a.amount, deadline: Date.now() + a.expires_in * 1000 });
    } else {
      focusNext.current = 'start';
      setError({ message: a.message ?? '', requote: false });
      setState({ step: 'idle' });
      if (a.message === 'betNotOpen') onClosed?.();
    }
  });

  const execute = () => {
    if (state.step !== 'quote') return;
    // The offer ran out between two ticks: do not send it.
    if (Date.now() >= state.deadline) {
      moveFocus('again', true);
      setState({ step: 'expired' });
      return;
    }
    setError(null);
    setState({ ...state, step: 'paying' });
    // Sent once: a lost answer is not sent again (the list shows what happened).
    void executeFetcher.submit({ intent: 'execute', quote_id: state.quoteId }, { method: 'post', action: '/actions/cashout' });
  };
  useOnAnswer(executeFetcher.data, executeFetcher.state, (a) => {
    if (a.ok) {
      moveFocus('done', true);
      setState((s) => ({ step: 'done', amount: a.bet.payout ?? (s.step === 'paying' ? s.amount : '0') }));
      onCashedOut(a.bet);
      return;
    }
    const message = a.message ?? '';
    const requote = REQUOTE.has(message);
    setError({ message, requote });
    moveFocus(requote ? 'again' : 'start', true);
    setState(requote ? { step: 'expired' } : { step: 'idle' });
    if (message === 'betNotOpen') onClosed?.();
  });

  const cancel = () => {
    moveFocus('start', true);
    setError(null);
    setState({ step: 'idle' });
  };

  const errorId = `cashout-${bet.id}-error`;
  const described = error ? errorId : undefined;
  const small = 'px-3 py-1.5 aria-disabled:cursor-wait aria-disabled:opacity-60';

  // No offer can be had now (a market held or closed): no button to be refused; an offer under way stays.
  if (state.step === 'idle' && !error && bet.cashout_available === false) return null;

  return (
    <div ref={box} className="flex flex-wrap items-center gap-2" data-testid="cashout">
      {state.step === 'done' ? (
        <p ref={done} tabIndex={-1} role="status" className="text-sm font-semibold text-success" data-testid="cashout-done">
          {t('sports.bets.cashedOutFor', 'Cashed out for {{amount}}', { amount: formatMoney(state.amount, lng) })}
        </p>
      ) : state.step === 'quote' || state.step === 'paying' ? (
        <>
          <p className="text-sm font-semibold" data-testid="cashout-offer">
            {t('sports.bets.cashoutAsk', 'Cash out {{amount}}?', { amount: formatMoney(state.amount, lng) })}{' '}
            <span className="font-normal text-muted tabular-nums" data-testid="cashout-countdown">
              {t('sports.bets.cashoutSeconds', '({{seconds}} s left)', { seconds: secondsLeft(state.deadline, now) })}
            </span>
          </p>
          <button
            ref={confirm}
            type="button"
            className={buttonClass('primary', small)}
            onClick={execute}
            aria-disabled={state.step === 'paying' || undefined}
            aria-busy={state.step === 'paying' || undefined}
            aria-describedby={described}
            data-testid="cashout-confirm"
          >
            {state.step === 'paying' ? t('sports.bets.cashingOut', 'Cashing out…') : t('sports.bets.confirmCashout', 'Confirm')}
          </button>
          <button type="button" className={buttonClass('ghost', small)} onClick={cancel} disabled={state.step === 'paying'}>
            {t('sports.bets.cancel', 'Cancel')}
          </button>
        </>
      ) : state.step === 'expired' ? (
        <>
          {/* Said as it happens: the countdown itself is not read out every second. */}
          {!error && (
            <p role="status" className="text-sm text-muted" data-testid="cashout-expired">
              {t('sports.bets.offerExpired', 'The offer has expired.')}
            </p>
          )}
          <button
            ref={again}
            type="button"
            className={buttonClass('secondary', small)}
            onClick={quote}
            aria-describedby={described}
            data-testid="cashout-requote"
          >
            {t('sports.bets.newOffer', 'Get a new offer')}
          </button>
        </>
      ) : (
        <button
          ref={start}
          type="button"
          className={buttonClass('secondary', small)}
          onClick={quote}
          aria-disabled={state.step === 'quoting' || undefined}
          aria-busy={state.step === 'quoting' || undefined}
          aria-describedby={described}
          data-testid="cashout-button"
        >
          {state.step === 'quoting' ? t('sports.bets.gettingOffer', 'Getting offer…') : t('sports.bets.cashout', 'Cash out')}
        </button>
      )}
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-danger" data-testid="cashout-error">
          {errorText(error.message, tt)}
        </p>
      )}
    </div>
  );
}
