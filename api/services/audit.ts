import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditEntry {
  /** Who made the change: 'operator command:<os user>' for the operator command (npm run operator), a staff account's id later. */
  actor: string;
  operatorId: number | null;
  /** e.g. 'operator.create', 'operator.update', 'operator.add_domain', 'operator.maintenance'. */
  action: string;
  /** What was changed: the operator's code, a domain… */
  target: string;
  before?: unknown;
  after?: unknown;
  fromAddress?: string | null;
}

/**
 * Appends one entry to the audit log. Pass the transaction that makes the change: the entry is
 * written with it or not at all, so the log never claims a change that was rolled back.
 */
export async function audit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    fromAddress: entry.fromAddress ?? null,
  });
}
