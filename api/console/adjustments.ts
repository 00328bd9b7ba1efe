import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AdjustmentOutcome, AdjustmentRow, ConsoleAdjustments } from '../../contract/console-adjustments.ts';
import { ADJUSTMENT_MAX } from '../../contract/console-adjustments.ts';
import type { ConsoleAbility, ConsoleViewer } from '../../contract/console-backend.ts';
import type { Db } from '../db/client.ts';
import { consoleSettings, manualAdjustments, operators, players } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { postEntries } from '../services/ledger.ts';

type Operator = typeof operators.$inferSelect;
type PlayerRow = typeof players.$inferSelect;
type Adjustment = typeof manualAdjustments.$inferSelect;

/** Until an operator sets its own: an adjustment of more than 1,000.00 waits for a second member. */
export const DEFAULT_APPROVAL_ABOVE = 100_000;

export interface AdjustmentDeps {
  db: Db;
  operatorFor(viewer: ConsoleViewer, code: string, ability: ConsoleAbility): Promise<Operator>;
  playerFor(viewer: ConsoleViewer, code: string, accountId: string, ability: ConsoleAbility): Promise<{ op: Operator; p: PlayerRow }>;
  /** After a commit that moved a balance: the player's open pages hear of it. */
  moved?: (playerId: number, after: { balance: number; token: number }) => void;
}

const iso = (d: Date) => d.toISOString();
const refused = (message: string, http = 409) => new ApiError(message, -1, http);

const toRow = (a: Adjustment, accountId: string): AdjustmentRow => ({
  id: a.id,
  accountId,
  amount: a.amount,
  reason: a.reason,
  status: a.status,
  requestedBy: a.requestedByEmail,
  decidedBy: a.decidedByEmail,
  decisionNote: a.decisionNote,
  createdAt: iso(a.createdAt),
  decidedAt: a.decidedAt ? iso(a.decidedAt) : null,
});

/**
 * Manual credits and debits. Money moves only through the ledger's postEntries, in the
 * transaction that records the adjustment and writes its audit entry. A pending adjustment is
 * claimed by one conditional update (still pending, requested by someone else): of any number of
 * approvals sent at once exactly one posts, and a failed posting (a debit larger than the balance)
 * rolls the claim back with it.
 */
export function consoleAdjustments(deps: AdjustmentDeps): ConsoleAdjustments {
  const { db } = deps;
  const actor = (v: ConsoleViewer) => `staff:${v.member.id}`;

  async function thresholdOf(operatorId: number) {
    const [s] = await db.select().from(consoleSettings).where(eq(consoleSettings.operatorId, operatorId));
    return s?.adjustmentApprovalAbove ?? DEFAULT_APPROVAL_ABOVE;
  }

  /** Posts a claimed adjustment inside `tx`: an 'insufficientBalance' refusal rolls everything back. */
  async function post(tx: Parameters<Parameters<Db['transaction']>[0]>[0], a: Adjustment) {
    return postEntries(tx, a.playerId, [{ kind: 'adjustment', amount: a.amount, refType: 'adjustment', refId: String(a.id), note: a.reason }]);
  }

  return {
    async adjustments(viewer, code, accountId) {
      const { op, p } = await deps.playerFor(viewer, code, accountId, 'money');
      const rows = await db.select().from(manualAdjustments).where(eq(manualAdjustments.playerId, p.id)).orderBy(desc(manualAdjustments.id)).limit(50);
      return { rows: rows.map((a) => toRow(a, p.accountId)), threshold: await thresholdOf(op.id) };
    },

    async pendingAdjustments(viewer, code) {
      const op = await deps.operatorFor(viewer, code, 'money');
      const rows = await db
        .select({ a: manualAdjustments, accountId: players.accountId })
        .from(manualAdjustments)
        .innerJoin(players, eq(players.id, manualAdjustments.playerId))
        .where(and(eq(manualAdjustments.operatorId, op.id), eq(manualAdjustments.status, 'pending')))
        .orderBy(asc(manualAdjustments.id))
        .limit(100);
      return rows.map(({ a, accountId }) => toRow(a, accountId));
    },

    async requestAdjustment(viewer, code, accountId, amount, reason, meta): Promise<AdjustmentOutcome> {
      const { op, p } = await deps.playerFor(viewer, code, accountId, 'money');
      const why = reason.trim();
      if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX || !why || why.length > 500) {
        throw new ApiError('invalidRequest', -422, 400);
      }
      const threshold = await thresholdOf(op.id);
      const now = Math.abs(amount) <= threshold;
      const done = await db.transaction(async (tx) => {
        const [a] = await tx
          .insert(manualAdjustments)
          .values({
            operatorId: op.id,
            playerId: p.id,
            amount,
            reason: why,
            status: now ? 'posted' : 'pending',
            requestedBy: viewer.member.id,
            requestedByEmail: viewer.member.email,
            ...(now ? { decidedBy: viewer.member.id, decidedByEmail: viewer.member.email, decidedAt: new Date() } : {}),
          })
          .returning();
        const after = now ? await post(tx, a) : null;
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: now ? 'adjustment.post' : 'adjustment.request',
          target: `${p.accountId}#${a.id}`,
          after: { amount, reason: why, threshold, ...(after ? { balance: after.balance } : {}) },
          fromAddress: meta.ip,
        });
        return { a, after };
      });
      if (done.after) deps.moved?.(p.id, done.after);
      return { adjustment: toRow(done.a, p.accountId), balance: done.after?.balance ?? null };
    },

    async decideAdjustment(viewer, code, id, decision, note, meta): Promise<AdjustmentOutcome> {
      const op = await deps.operatorFor(viewer, code, 'money');
      const why = note.trim();
      if (why.length > 500) throw new ApiError('invalidRequest', -422, 400);
      const done = await db.transaction(async (tx) => {
        // The claim: one statement that only a pending adjustment of this operator, requested by
        // another member, passes. Parallel approvals queue on the row; all but the first find it decided.
        const [a] = await tx
          .update(manualAdjustments)
          .set({
            status: decision === 'approve' ? 'posted' : 'rejected',
            decidedBy: viewer.member.id,
            decidedByEmail: viewer.member.email,
            decidedAt: sql`now()`,
            decisionNote: why || null,
          })
          .where(
            and(
              eq(manualAdjustments.id, id),
              eq(manualAdjustments.operatorId, op.id),
              eq(manualAdjustments.status, 'pending'),
              sql`${manualAdjustments.requestedBy} is distinct from ${viewer.member.id}`,
            ),
          )
          .returning();
        if (!a) return null;
        const after = decision === 'approve' ? await post(tx, a) : null;
        const [p] = await tx.select({ accountId: players.accountId }).from(players).where(eq(players.id, a.playerId));
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: decision === 'approve' ? 'adjustment.approve' : 'adjustment.reject',
          target: `${p.accountId}#${a.id}`,
          before: { status: 'pending', amount: a.amount, requestedBy: a.requestedByEmail },
          after: { status: a.status, ...(why ? { note: why } : {}), ...(after ? { balance: after.balance } : {}) },
          fromAddress: meta.ip,
        });
        return { a, after, accountId: p.accountId };
      });
      if (!done) {
        // Why nothing was claimed: not this operator's, the member's own request, or decided already.
        const [a] = await db
          .select()
          .from(manualAdjustments)
          .where(and(eq(manualAdjustments.id, id), eq(manualAdjustments.operatorId, op.id)));
        if (!a) throw new ApiError('notFound', -404, 404);
        if (a.status === 'pending' && a.requestedBy === viewer.member.id) throw refused('ownAdjustment', 403);
        throw refused('alreadyDecided');
      }
      if (done.after) deps.moved?.(done.a.playerId, done.after);
      return { adjustment: toRow(done.a, done.accountId), balance: done.after?.balance ?? null };
    },

    async adjustmentThreshold(viewer, code) {
      const op = await deps.operatorFor(viewer, code, 'money');
      return thresholdOf(op.id);
    },

    async setAdjustmentThreshold(viewer, code, threshold, meta) {
      const op = await deps.operatorFor(viewer, code, 'settings');
      if (!Number.isSafeInteger(threshold) || threshold < 0 || threshold > ADJUSTMENT_MAX) throw new ApiError('invalidRequest', -422, 400);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(consoleSettings).where(eq(consoleSettings.operatorId, op.id)).for('update');
        await tx
          .insert(consoleSettings)
          .values({ operatorId: op.id, adjustmentApprovalAbove: threshold })
          .onConflictDoUpdate({ target: consoleSettings.operatorId, set: { adjustmentApprovalAbove: threshold, updatedAt: sql`now()` } });
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'settings.adjustment_threshold',
          target: op.code,
          before: { threshold: before?.adjustmentApprovalAbove ?? DEFAULT_APPROVAL_ABOVE },
          after: { threshold },
          fromAddress: meta.ip,
        });
      });
    },
  };
}
