import type { BalanceEvent } from '#contract/wallet.ts';
import { callApi } from '../../lib/browser/api-client.ts';
import { handleApiAnswer, SESSION_END_MESSAGES } from '../../lib/browser/error-handler.ts';
import { playerIdentity } from '../../lib/browser/player.ts';
import { SESSION_MODE_HEADER } from '../../lib/shared/session-protocol.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { WALLET_CHANGE_EVENT } from './wallet-events.ts';

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

/** Splits a text/event-stream buffer into complete events; returns the rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  let rest = buffer;
  let i: number;
  while ((i = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, i);
    rest = rest.slice(i + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

let vipTimer: ReturnType<typeof setTimeout> | undefined;
function refreshVipSoon() {
  clearTimeout(vipTimer);
  vipTimer = setTimeout(async () => {
    const a = await callApi('/auth/vip', playerIdentity());
    if (a.statusCode === 1 && a.nextLevel[0]) useUserStore.getState().setVip(a.nextLevel[0]);
  }, 300);
}

/**
 * Keeps the header balance live (within 2 s of any ledger change, in every tab): a
 * streamed POST /api/wallet/stream, reconnected with backoff, closed on sign-out.
 */
export function startBalanceStream(): () => void {
  let stopped = false;
  let ctrl: AbortController | null = null;
  let retry = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    if (stopped) return;
    ctrl = new AbortController();
    try {
      const res = await fetch('/api/wallet/stream', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SESSION_MODE_HEADER]: 'cookie' },
        body: JSON.stringify(playerIdentity()),
        signal: ctrl.signal,
      });
      if (!res.headers.get('content-type')?.includes('text/event-stream') || !res.body) {
        const answer = (await res.json().catch(() => null)) as { statusCode: number; message: string } | null;
        if (answer && SESSION_END_MESSAGES.has(answer.message)) {
          handleApiAnswer(answer);
          return;
        }
        throw new Error('no stream');
      }
      retry = 1000;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event !== 'balance') continue;
          let change: { data: BalanceEvent } | null = null;
          try {
            const data = asBalanceEvent(JSON.parse(e.data));
            if (data) change = { data };
          } catch {
            // not JSON: skip it
          }
          if (!change) continue;
          const store = useUserStore.getState();
          if (store.game.balance !== change.data.balance || store.game.token !== change.data.token) store.setBalance(change.data.balance, change.data.token);
          if (change.data.reason !== 'open') {
            window.dispatchEvent(new CustomEvent(WALLET_CHANGE_EVENT, { detail: change.data }));
            refreshVipSoon();
          }
        }
      }
    } catch {
      if (stopped) return;
    }
    if (stopped) return;
    timer = setTimeout(connect, retry);
    retry = Math.min(retry * 2, 30_000);
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    ctrl?.abort();
  };
}
