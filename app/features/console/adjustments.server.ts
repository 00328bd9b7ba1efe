import { data } from 'react-router';
import { AdjustmentDecision, AdjustmentRequest, ApprovalThreshold } from '#contract/console-adjustments.ts';
import type { ConsoleViewer } from '#contract/console-backend.ts';
import { may } from '#contract/console-backend.ts';
import { checkForm, type FormFailure } from '~/lib/shared/forms.ts';
import { checked, consoleOf, metaOf, refusalOf } from './console.server.ts';

type Args = Parameters<typeof consoleOf>[0];
export type AdjustmentAnswer = FormFailure | { ok: true; intent: string; done: string };

export const ADJUSTMENT_INTENTS = ['adjust', 'adjustment-decision', 'adjustment-threshold'] as const;
export const isAdjustmentIntent = (intent: string | undefined): intent is (typeof ADJUSTMENT_INTENTS)[number] =>
  (ADJUSTMENT_INTENTS as readonly string[]).includes(intent ?? '');

const major = (minor: number) => (Math.abs(minor) / 100).toFixed(2);

/** The player page's adjustments panel: the player's adjustments and what the viewer may do with them. */
export async function adjustmentsOf(args: Args, viewer: ConsoleViewer, op: string, account: string) {
  if (!may(viewer.member.role, 'money')) return null;
  const { rows, threshold } = await checked(() => consoleOf(args).backend.adjustments(viewer, op, account));
  return { rows, threshold, me: viewer.member.email, canSetThreshold: may(viewer.member.role, 'settings') };
}

/** The adjustment forms of the player page: request, approve or reject, and the operator's threshold. */
export async function adjustmentAction(args: Args, viewer: ConsoleViewer, op: string, account: string, fields: Record<string, string>) {
  const b = consoleOf(args).backend;
  const meta = metaOf(args);
  const intent = fields.intent;
  const fail = (failure: FormFailure) => data<AdjustmentAnswer>(failure, { status: 400 });
  try {
    if (intent === 'adjust') {
      const parsed = checkForm(AdjustmentRequest, fields, intent);
      if (!parsed.ok) return fail(parsed.failure);
      const v = parsed.value;
      const signed = v.direction === 'debit' ? -v.amount : v.amount;
      const out = await checked(() => b.requestAdjustment(viewer, op, account, signed, v.reason, meta));
      const what = `${v.direction === 'debit' ? 'Debit' : 'Credit'} of ${major(signed)}`;
      return data<AdjustmentAnswer>({
        ok: true,
        intent,
        done: out.adjustment.status === 'posted' ? `${what} posted.` : `${what} is above the approval threshold: it waits for another member's approval.`,
      });
    }
    if (intent === 'adjustment-decision') {
      const parsed = checkForm(AdjustmentDecision, fields, intent);
      if (!parsed.ok) return fail(parsed.failure);
      const v = parsed.value;
      await checked(() => b.decideAdjustment(viewer, op, v.id, v.decision, v.note, meta));
      return data<AdjustmentAnswer>({
        ok: true,
        intent,
        done: v.decision === 'approve' ? `Adjustment ${v.id} approved and posted.` : `Adjustment ${v.id} rejected.`,
      });
    }
    const parsed = checkForm(ApprovalThreshold, fields, intent);
    if (!parsed.ok) return fail(parsed.failure);
    const threshold = parsed.value.threshold;
    await checked(() => b.setAdjustmentThreshold(viewer, op, threshold, meta));
    return data<AdjustmentAnswer>({ ok: true, intent, done: `Adjustments above ${major(threshold)} now need a second member's approval.` });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return fail({ ok: false, message: r.message, intent });
  }
}

export type AdjustmentsView = NonNullable<Awaited<ReturnType<typeof adjustmentsOf>>>;
