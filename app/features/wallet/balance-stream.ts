import type { BalanceEvent } from '#contract/wallet.ts';
import { handleApiAnswer, SESSION_END_MESSAGES } from '../../lib/browser/error-handler.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { WALLET_CHANGE_EVENT, WALLET_OPEN_EVENT } from './wallet-events.ts';

const MONEY = /^-?\d+(\.\d{1,2})?$/;
/**
 * A balance event as the contract's BalanceEvent schema has it, checked by hand: this module runs
 * on every page, and zod with the schemas would triple the script every page loads.
 */
export function asBalanceEvent(v: unknown): BalanceEvent | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (typeof o.balance !== 'string' || !MONEY.test(o.balance)) return null;
  if (typeof o.token !== 'string' || !MONEY.test(o.token)) return null;
  if (typeof o.reason !== 'string') return null;
  return { balance: o.balance, token: o.token, reason: o.reason };
}

/**
 * Keeps the header balance live (within 2 s of any ledger change, in every tab): an EventSource
 * on GET /api/wallet/stream (the session cookie says whose). The browser reconnects after the
 * server ends a stream; a refused connection is opened again with backoff; an `ended` event (the
 * session is over) signs the tab out. Every change also tells the pages (WALLET_CHANGE_EVENT),
 * which reload what they show of it; the header's VIP progress follows.
 */
export function startBalanceStream(): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let retry = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  let vipTimer: ReturnType<typeof setTimeout> | undefined;
  const refreshVipSoon = () => {
    clearTimeout(vipTimer);
    vipTimer = setTimeout(async () => {
      const answer = (await fetch('/data/vip', { credentials: 'same-origin' })
        .then((r) => r.json())
        .catch(() => null)) as { next: Parameters<ReturnType<typeof useUserStore.getState>['setVip']>[0] | null } | null;
      if (!stopped && answer?.next) useUserStore.getState().setVip(answer.next);
    }, 300);
  };

  const onBalance = (e: MessageEvent<string>) => {
    let data: BalanceEvent | null = null;
    try {
      data = asBalanceEvent(JSON.parse(e.data));
    } catch {
      // not JSON: skip it
    }
    if (!data) return;
    retry = 1000;
    const store = useUserStore.getState();
    if (store.game.balance !== data.balance || store.game.token !== data.token) store.setBalance(data.balance, data.token);
    if (data.reason === 'open') window.dispatchEvent(new CustomEvent(WALLET_OPEN_EVENT));
    else {
      window.dispatchEvent(new CustomEvent(WALLET_CHANGE_EVENT, { detail: data }));
      refreshVipSoon();
    }
  };

  const onEnded = (e: MessageEvent<string>) => {
    source?.close();
    stopped = true;
    let answer = { statusCode: -1, message: 'sessionExpired' };
    try {
      answer = { ...answer, ...(JSON.parse(e.data) as object) };
    } catch {
      // the default: the session has ended
    }
    if (SESSION_END_MESSAGES.has(answer.message)) handleApiAnswer(answer);
  };

  const connect = () => {
    if (stopped) return;
    const es = new EventSource('/api/wallet/stream');
    source = es;
    es.addEventListener('balance', onBalance);
    es.addEventListener('ended', onEnded);
    es.onerror = () => {
      // CONNECTING: the browser tries again itself. CLOSED: refused (too many streams, an outage).
      if (stopped || es.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(connect, retry);
      retry = Math.min(retry * 2, 30_000);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(vipTimer);
    source?.close();
  };
}
