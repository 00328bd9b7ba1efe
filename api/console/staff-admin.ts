import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffInvites, staffSessions } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { newInvite, type StaffRow } from './staff.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts on a member, and from where: the audit log's actor and address. */
export interface ByMember {
  member: StaffRow;
  fromAddress?: string | null;
}

export type StaffAction = 'disable' | 'enable' | 'reinvite' | 'reset_totp';

export interface ActionResult {
  member: StaffRow;
  /** false: the member was already so (nothing written, no audit entry). */
  changed: boolean;
  sessionsEnded: number;
  /** reinvite: the new one-time link's token. */
  token?: string;
}

const notFound = () => new ApiError('notFound', -404, 404);

/**
 * The member an administrator may act on: a platform administrator any other member, an
 * operator's administrator only the members of their own operator (never a platform
 * administrator). Anyone else's member answers 'notFound', as if there were none. Nobody acts on
 * themselves: disabling or resetting one's own account would lock one out.
 */
async function target(tx: Tx, by: StaffRow, staffId: number): Promise<StaffRow> {
  // Locked for the transaction: two actions on one member at once run one after the other.
  const [m] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
  if (!m) throw notFound();
  if (by.role !== 'platform_admin' && (m.role === 'platform_admin' || m.operatorId === null || m.operatorId !== by.operatorId)) throw notFound();
  if (m.id === by.id) throw new ApiError('notOnYourself', -409, 409);
  return m;
}

async function endSessions(tx: Tx, staffId: number): Promise<number> {
  const ended = await tx
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Spends every link of the member not used yet: only the newest link may open the account. */
async function spendInvites(tx: Tx, staffId: number) {
  await tx
    .update(staffInvites)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt)));
}

/**
 * An administrator's action on a member, in one transaction with its audit entry:
 * - disable: the member signs in no more; their sessions end and their open links are spent;
 * - enable: a disabled member may sign in again (with the password and authenticator they had);
 * - reinvite: a new one-time link (24 hours) to choose a new password; earlier links are spent;
 * - reset_totp: the authenticator is forgotten and their sessions end; the next sign-in sets one up.
 */
export function staffAction(db: Db, action: StaffAction, staffId: number, by: ByMember): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const m = await target(tx, by.member, staffId);
    let changed = true;
    let sessionsEnded = 0;
    let token: string | undefined;
    let updated = m;
    let before: Record<string, unknown> = {};
    let after: Record<string, unknown> = {};
    switch (action) {
      case 'disable':
      case 'enable': {
        const disabled = action === 'disable';
        const [row] = await tx
          .update(staff)
          .set({ disabled, updatedAt: sql`now()` })
          .where(and(eq(staff.id, m.id), eq(staff.disabled, !disabled)))
          .returning();
        changed = !!row;
        if (row) updated = row;
        if (changed && disabled) {
          sessionsEnded = await endSessions(tx, m.id);
          await spendInvites(tx, m.id);
        }
        before = { disabled: m.disabled };
        after = { disabled, sessionsEnded };
        break;
      }
      case 'reinvite': {
        if (m.disabled) throw new ApiError('memberDisabled', -409, 409);
        await spendInvites(tx, m.id);
        token = await newInvite(tx, m.id);
        break;
      }
      case 'reset_totp': {
        const [row] = await tx
          .update(staff)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: sql`now()` })
          .where(eq(staff.id, m.id))
          .returning();
        updated = row;
        changed = m.totpSecret !== null || m.totpPendingSecret !== null;
        sessionsEnded = await endSessions(tx, m.id);
        changed ||= sessionsEnded > 0;
        before = { totpEnabled: m.totpSecret !== null };
        after = { totpEnabled: false, sessionsEnded };
        break;
      }
    }
    if (changed)
      await audit(tx, {
        actor: `staff:${by.member.id}`,
        operatorId: m.operatorId,
        action: `staff.${action}`,
        target: m.email,
        before: Object.keys(before).length ? before : null,
        after: Object.keys(after).length ? after : null,
        fromAddress: by.fromAddress,
      });
    return { member: updated, changed, sessionsEnded, ...(token ? { token } : {}) };
  });
}
