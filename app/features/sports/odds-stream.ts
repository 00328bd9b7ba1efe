import { useEffect, useSyncExternalStore } from 'react';
import type { MatchStreamMessage, OddsStreamMessage, Score } from '#contract/sports.ts';

/**
 * Live prices and match states of the sportsbook. One entry per selection and per
 * match, each with its own listeners: a message wakes only the odds buttons and rows it changes,
 * so 200 price changes a second re-render 200 buttons, not the board.
 */
export interface PriceEntry {
  odds: number;
  status: 'open' | 'suspended' | 'closed';
  /** Which way the last change went: the button flashes it for 1.5 s. */
  dir: 'up' | 'down' | '';
  /** The feed's time of this price (ms); older than the page's data, it is ignored. */
  at: number;
  /** Counts changes: a new value restarts the flash. */
  seq: number;
}
export interface MatchEntry {
  status: 'upcoming' | 'live' | 'finished' | 'cancelled';
  clock: string;
  score: Score | null;
  at: number;
}

type Listener = () => void;

class KeyedStore<T> {
  private values = new Map<string, T>();
  private listeners = new Map<string, Set<Listener>>();
  get = (key: string) => this.values.get(key);
  set(key: string, value: T) {
    this.values.set(key, value);
    const ls = this.listeners.get(key);
    if (ls) for (const l of ls) l();
  }
  subscribe(key: string, l: Listener) {
    let ls = this.listeners.get(key);
    if (!ls) this.listeners.set(key, (ls = new Set()));
    ls.add(l);
    return () => {
      ls.delete(l);
      if (!ls.size) this.listeners.delete(key);
    };
  }
  clear() {
    this.values.clear();
  }
}

export const prices = new KeyedStore<PriceEntry>();
export const matches = new KeyedStore<MatchEntry>();
/** The main line now open per `event:bet type` (a handicap or total that moved), from the stream. */
export const mainLines = new KeyedStore<{ market_id: string; line: number; at: number }>();
/** Markets whose main line moves during a match: the row follows them without reading the lists again. */
const FOLLOWED = new Set(['HDP', 'OU']);

/** Applies an `odds` message; returns the selections whose price or state changed. */
export function applyOdds(msg: OddsStreamMessage): string[] {
  const at = Date.parse(msg.ts) || Date.now();
  const changed: string[] = [];
  for (const c of msg.changes) {
    const prev = prices.get(c.selection_id);
    if (prev && prev.at > at) continue;
    if (prev && prev.odds === c.odds && prev.status === c.status) continue;
    const dir = prev && c.odds > 0 && prev.odds > 0 && c.odds !== prev.odds ? (c.odds > prev.odds ? 'up' : 'down') : '';
    prices.set(c.selection_id, { odds: c.odds, status: c.status, dir, at, seq: (prev?.seq ?? 0) + 1 });
    changed.push(c.selection_id);
    if (c.main && c.status !== 'closed') {
      const [event, betType, line] = c.market_id.split(':');
      const key = `${event}:${betType}`;
      if (FOLLOWED.has(betType) && line !== '' && mainLines.get(key)?.market_id !== c.market_id)
        mainLines.set(key, { market_id: c.market_id, line: Number(line), at });
    }
  }
  return changed;
}

export function applyMatches(msg: MatchStreamMessage) {
  const at = Date.parse(msg.ts) || Date.now();
  for (const e of msg.events) matches.set(e.event_id, { status: e.status, clock: e.clock, score: e.score, at });
}

/**
 * A price as the page shows it: the stream's when newer than the page's data (`since`, the
 * loader's feed time), else the data's. The first render (server and browser) uses the data.
 */
export function usePrice(id: string, fallback: { odds: number; status: PriceEntry['status'] }, since: number): PriceEntry {
  const entry = useSyncExternalStore(
    (l) => prices.subscribe(id, l),
    () => prices.get(id),
    () => undefined,
  );
  if (entry && entry.at >= since) return entry;
  return { odds: fallback.odds, status: fallback.status, dir: '', at: since, seq: 0 };
}

/** A match's clock, score and status from the stream when newer than the page's data. */
export function useMatchState<T extends { status: MatchEntry['status']; clock: string; score: Score | null }>(id: string, data: T, since: number): T {
  const entry = useSyncExternalStore(
    (l) => matches.subscribe(id, l),
    () => matches.get(id),
    () => undefined,
  );
  return entry && entry.at >= since ? { ...data, status: entry.status, clock: entry.clock, score: entry.score } : data;
}

/** The main line of a match's handicap or total as it stands: the stream's when it moved after the page's data. */
export function useMainLine(event: string, betType: string, since: number) {
  const key = `${event}:${betType}`;
  const entry = useSyncExternalStore(
    (l) => mainLines.subscribe(key, l),
    () => mainLines.get(key),
    () => undefined,
  );
  return entry && entry.at >= since ? entry : null;
}

/** Seeds the store with the page's prices so the first streamed change knows its direction. */
export function seedPrices(sels: Iterable<{ selection_id: string; odds: number; status: PriceEntry['status'] }>, since: number) {
  for (const s of sels) {
    const prev = prices.get(s.selection_id);
    if (!prev || prev.at < since) prices.set(s.selection_id, { odds: s.odds, status: s.status, dir: '', at: since, seq: prev?.seq ?? 0 });
  }
}

export type OddsListener = (changed: string[]) => void;

/**
 * The public odds stream (GET /api/sports/stream, text/event-stream): the main markets of every
 * event, and every market of `events` (the open match view and the slip's). The browser's
 * EventSource reconnects by itself; a changed list of events opens a new stream.
 */
export function useOddsStream(events: readonly string[], onOdds?: OddsListener) {
  const key = [...new Set(events)].sort().join(',');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const url = key ? `/api/sports/stream?events=${encodeURIComponent(key)}` : '/api/sports/stream';
    const source = new EventSource(url);
    const onOddsMsg = (e: MessageEvent) => {
      try {
        const changed = applyOdds(JSON.parse(e.data as string) as OddsStreamMessage);
        if (changed.length) onOdds?.(changed);
      } catch {
        // a malformed message is skipped
      }
    };
    const onMatch = (e: MessageEvent) => {
      try {
        applyMatches(JSON.parse(e.data as string) as MatchStreamMessage);
      } catch {
        // skipped
      }
    };
    source.addEventListener('odds', onOddsMsg);
    source.addEventListener('match', onMatch);
    return () => source.close();
    // onOdds is read through a ref by callers that need it fresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
