import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AuditRow, ConsoleAbility, ConsoleViewer, Paged } from '../../contract/console-backend.ts';
import { may } from '../../contract/console-backend.ts';
import type { Db } from '../db/client.ts';
import { auditLog, operators, staff } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';

const PAGE = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The whole audit log, every operator's and the platform's own entries: a platform administrator's page. */
export function platformAudit(db: Db) {
  return async (viewer: ConsoleViewer, query: { text?: string; page: number }): Promise<Paged<AuditRow>> => {
    const ability: ConsoleAbility = 'platformAudit';
    if (!may(viewer.member.role, ability)) throw new ApiError('forbidden', -403, 403);
    const text = query.text?.trim().slice(0, 100);
    const like = text ? `%${escapeLike(text)}%` : undefined;
    const rows = await db
      .select({ a: auditLog, email: staff.email, code: operators.code })
      .from(auditLog)
      .leftJoin(staff, sql`${auditLog.actor} = 'staff:' || ${staff.id}`)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(
        like
          ? or(ilike(auditLog.action, like), ilike(auditLog.target, like), ilike(auditLog.actor, like), ilike(staff.email, like), ilike(operators.code, like))
          : undefined,
      )
      .orderBy(desc(auditLog.id))
      .limit(PAGE + 1)
      .offset((query.page - 1) * PAGE);
    return {
      rows: rows.slice(0, PAGE).map(({ a, email, code }) => ({
        id: a.id,
        at: a.at.toISOString(),
        actor: email ?? a.actor,
        operator: code ?? null,
        action: a.action,
        target: a.target,
        before: a.before,
        after: a.after,
        fromAddress: a.fromAddress,
      })),
      page: query.page,
      pageSize: PAGE,
      more: rows.length > PAGE,
    };
  };
}
