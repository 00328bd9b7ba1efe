import { z } from 'zod';
import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';

/** A manual adjustment as the console shows it (amounts in minor units, a debit negative). */
export interface AdjustmentRow {
  id: number;
  accountId: string;
  amount: number;
  reason: string;
  status: 'pending' | 'posted' | 'rejected';
  requestedBy: string;
  decidedBy: string | null;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The largest amount one adjustment may move: 10 million in major units. */
export const ADJUSTMENT_MAX = 1_000_000_000;

/** Major units as typed ("12.50", at most two decimals) to minor units, without floating point. */
const minorOf = (s: string) => {
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
};
const Major = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'amountFormat')
  .transform(minorOf);

/** An amount to move: more than zero, at most ADJUSTMENT_MAX. */
export const MajorAmount = Major.refine((n) => n > 0 && n <= ADJUSTMENT_MAX, 'amountFormat');

export const AdjustmentRequest = z.object({
  direction: z.enum(['credit', 'debit'], { message: 'required' }),
  amount: MajorAmount,
  reason: z.string().trim().min(1, 'required').max(500, 'tooLong'),
});

export const AdjustmentDecision = z.object({
  id: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(500, 'tooLong').default(''),
});

/** The threshold above which an adjustment waits for a second member (0: every adjustment waits). */
export const ApprovalThreshold = z.object({ threshold: Major.refine((n) => n <= ADJUSTMENT_MAX, 'amountFormat') });

export interface AdjustmentOutcome {
  adjustment: AdjustmentRow;
  /** The player's balance after it, when it was posted. */
  balance: number | null;
}

/** Manual adjustments: every call checks the viewer's role and operator on the server. */
export interface ConsoleAdjustments {
  /** The player's adjustments, newest first, and the operator's threshold (minor units). */
  adjustments(viewer: ConsoleViewer, operator: string, accountId: string): Promise<{ rows: AdjustmentRow[]; threshold: number }>;
  /** Pending adjustments of the operator, oldest first. */
  pendingAdjustments(viewer: ConsoleViewer, operator: string): Promise<AdjustmentRow[]>;
  /** Posts at once at or below the threshold, else waits for a second member. */
  requestAdjustment(viewer: ConsoleViewer, operator: string, accountId: string, amount: number, reason: string, meta: ConsoleMeta): Promise<AdjustmentOutcome>;
  /** Another member approves (posted exactly once) or rejects a pending adjustment. */
  decideAdjustment(
    viewer: ConsoleViewer,
    operator: string,
    id: number,
    decision: 'approve' | 'reject',
    note: string,
    meta: ConsoleMeta,
  ): Promise<AdjustmentOutcome>;
  adjustmentThreshold(viewer: ConsoleViewer, operator: string): Promise<number>;
  setAdjustmentThreshold(viewer: ConsoleViewer, operator: string, threshold: number, meta: ConsoleMeta): Promise<void>;
}
