import { z } from 'zod';
import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';

/** An event with bets of the operator's players (amounts in minor units). */
export interface SportsEventRow {
  eventId: string;
  title: string;
  sport: string;
  league: string;
  startTime: string;
  /** Open bets with a leg on the event that is not graded yet. */
  openBets: number;
  stakes: number;
  potentialPayout: number;
  /** The stored result, once there is one. */
  result: { status: 'finished' | 'cancelled'; home: number; away: number; winner: string | null } | null;
}

/** Open bets on one selection of an event: what the book would pay if it wins. */
export interface SelectionLiability {
  selectionId: string;
  market: string;
  selection: string;
  bets: number;
  stakes: number;
  potentialPayout: number;
}

export interface SettlementPreviewBet {
  betId: number;
  accountId: string;
  stake: number;
  /** WIN, LOSS, VOID …; null while the bet's other legs wait for their events. */
  result: string | null;
  payout: number;
}

export interface SettlementPreview {
  eventId: string;
  result: { status: 'finished' | 'cancelled'; home: number; away: number; winner: string | null };
  /** The operator's bets the result settles now, and what they return. */
  bets: SettlementPreviewBet[];
  payout: number;
  /** Results are the event's, not an operator's: settling pays every operator's bets on it. */
  allOperators: { bets: number; payout: number };
}

/** An event's id as the settle form names it. */
const EventId = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'invalidRequest');
/** A side's final score: up to three digits. */
const Score = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,3}$/, 'scoreFormat')
  .transform(Number);

/** The console's settle form: a final score, or void (cancel) the event. */
export const SettleForm = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('score'),
    event: EventId,
    home: Score,
    away: Score,
  }),
  z.object({
    outcome: z.literal('void'),
    event: EventId,
  }),
]);
export type SettleForm = z.infer<typeof SettleForm>;

/** The sportsbook's events as the console shows them; every call checks role and operator on the server. */
export interface ConsoleSports {
  sportsEvents(viewer: ConsoleViewer, operator: string): Promise<{ open: SportsEventRow[]; settled: SportsEventRow[] }>;
  eventLiability(viewer: ConsoleViewer, operator: string, eventId: string): Promise<{ event: SportsEventRow; selections: SelectionLiability[] }>;
  previewSettlement(viewer: ConsoleViewer, operator: string, form: SettleForm): Promise<SettlementPreview>;
  /** Stores the result (or voids the event) and settles its bets: the same again settles nothing new. */
  settleSportsEvent(viewer: ConsoleViewer, operator: string, form: SettleForm, meta: ConsoleMeta): Promise<{ settled: number; already: boolean }>;
}
