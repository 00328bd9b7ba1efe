import { and, asc, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleAbility, ConsoleBackend, ConsoleMeta, ConsoleViewer, Paged } from '../../contract/console-backend.ts';
import { may } from '../../contract/console-backend.ts';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  bankAccounts,
  deposits,
  gameRounds,
  ledgerEntries,
  operators,
  playerNotes,
  players,
  protectionExclusions,
  protectionLimits,
  sessions,
  sportBets,
  staff,
  withdrawals,
} from '../db/schema.ts';
import { describeDevice } from '../lib/device.ts';
import { maskNumber } from '../services/wallet/banks.ts';
import { ApiError } from '../lib/errors.ts';
import type { SessionEndListener } from '../services/sessions.ts';
import { audit } from '../services/audit.ts';
import { consoleAdjustments } from './adjustments.ts';
import { consoleMessages } from './messages.ts';
import { platformAudit } from './platform-audit.ts';
import { consoleSports } from './sports.ts';
import type { InboxService } from '../services/inbox.ts';
import type { SettlementService } from '../services/sports/settlement.ts';
import type { StaffService } from './staff.ts';

type Operator = typeof operators.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PlayerRow = typeof players.$inferSelect;

export const PAGE_SIZE = 20;
const forbidden = () => new ApiError('forbidden', -403, 403);
const notFound = () => new ApiError('notFound', -404, 404);
const iso = (d: Date) => d.toISOString();
const pageOf = <T>(rows: T[], page: number, size: number): Paged<T> => ({ rows: rows.slice(0, size), page, pageSize: size, more: rows.length > size });
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The console's data, as its pages ask for it: every call that touches an operator's data takes
 * the viewer, checks the viewer's role for what is asked and that they work for the operator (a
 * platform administrator works for all). Another operator's player is 'notFound', never shown.
 * Every change writes its audit entry in the transaction that makes it.
 */
export interface ConsoleDeps {
  db: Db;
  staff: StaffService;
  ended?: SessionEndListener;
  /** The wallet's decision on a withdrawal (api/services/wallet/withdrawals.ts): null when it was no longer pending. */
  /** The content screen's calls (api/console/content.ts). */
  content: ConsoleBackend['content'];
  /** The CMS pages' calls (api/console/cms.ts). */
  cms: ConsoleBackend['cms'];
  /** The promotions' texts (api/console/promotions.ts). */
  promotions: ConsoleBackend['promotions'];
  decideWithdrawal?: (id: number, decision: 'approved' | 'rejected', reason: string | undefined, inside: (tx: Tx) => Promise<void>) => Promise<unknown>;
  /** Balance changes made here (manual adjustments), published after their commit. */
  balances?: { publish(playerId: number, after: { balance: number; token: number }, reason: string): void };
  /** The sportsbook's settlement (api/services/sports/settlement.ts). */
  settlement?: SettlementService;
  /** The players' inbox, and whether the protection rules let a player receive a promotion. */
  inbox?: InboxService;
  promotionsAllowed?: (playerId: number) => Promise<boolean>;
}

export function consoleBackend(deps: ConsoleDeps): ConsoleBackend {
  const { db, staff: service } = deps;

  async function operatorFor(viewer: ConsoleViewer, code: string, ability: ConsoleAbility): Promise<Operator> {
    if (!may(viewer.member.role, ability)) throw forbidden();
    const [op] = await db.select().from(operators).where(eq(operators.code, code.trim().toLowerCase())).limit(1);
    if (!op || (viewer.member.role !== 'platform_admin' && viewer.member.operator?.id !== op.id)) throw notFound();
    return op;
  }

  async function playerFor(viewer: ConsoleViewer, code: string, accountId: string, ability: ConsoleAbility): Promise<{ op: Operator; p: PlayerRow }> {
    const op = await operatorFor(viewer, code, ability);
    const [p] = await db
      .select()
      .from(players)
      .where(and(eq(players.operatorId, op.id), eq(players.accountKey, accountId.trim().toLowerCase())))
      .limit(1);
    if (!p) throw notFound();
    return { op, p };
  }

  const actor = (v: ConsoleViewer) => `staff:${v.member.id}`;

  const backend: ConsoleBackend = {
    content: deps.content,
    cms: deps.cms,
    promotions: deps.promotions,
    ...consoleAdjustments({ db, operatorFor, playerFor, moved: (id, after) => deps.balances?.publish(id, after, 'adjustment') }),
    ...consoleSports({ db, operatorFor, settlement: deps.settlement }),
    platformAudit: platformAudit(db),
    ...consoleMessages({ db, operatorFor, inbox: deps.inbox, promotionsAllowed: deps.promotionsAllowed }),
    signIn: (email, password, code, meta) => service.signIn(email, password, code, meta),
    welcome: (token, password, meta) => service.welcome(token, password, meta),

    checkPassword: (email, password, meta) => service.checkPassword(email.trim().toLowerCase(), password, meta),
    signInWithTicket: (ticket, code, meta) => service.signInWithTicket(ticket, code, meta),

    async viewer(token) {
      const s = await service.session(token);
      if (!s) return null;
      return { sessionId: s.id, member: await service.describe(s.member), needsEnrolment: service.needsEnrolment(s.member), expiresAt: iso(s.expiresAt) };
    },

    async enrolment(token) {
      const s = await service.session(token);
      if (!s) throw new ApiError('signedOut', -401, 401);
      return service.startEnrolment(s.member);
    },

    async confirmTotp(token, code, meta) {
      const s = await service.session(token);
      if (!s) throw new ApiError('signedOut', -401, 401);
      return service.confirmTotp(s, code, meta);
    },

    async signOut(token) {
      const s = await service.session(token);
      if (s) await service.signOut(s);
    },

    async signOutEverywhere(token, meta) {
      const s = await service.session(token);
      if (!s) return 0;
      return service.signOutEverywhere(s, meta);
    },

    async operators(viewer) {
      const rows = await db
        .select({ id: operators.id, code: operators.code, name: operators.siteName })
        .from(operators)
        .where(viewer.member.role === 'platform_admin' ? undefined : eq(operators.id, viewer.member.operator?.id ?? -1))
        .orderBy(asc(operators.code));
      return rows.map((r) => ({ code: r.code, name: r.name }));
    },

    async searchPlayers(viewer, code, query, page) {
      const op = await operatorFor(viewer, code, 'players');
      const q = query.trim().slice(0, 100);
      const like = `%${escapeLike(q)}%`;
      const digits = q.replace(/\D/g, '');
      const match: SQL | undefined = q
        ? or(
            ilike(players.accountKey, like),
            ilike(players.contactEmail, like),
            ilike(players.fullName, like),
            ...(digits.length >= 3 ? [sql`regexp_replace(${players.contactPhone}, '\\D', '', 'g') like ${`%${digits}%`}`] : []),
          )
        : undefined;
      const rows = await db
        .select()
        .from(players)
        .where(and(eq(players.operatorId, op.id), match))
        .orderBy(asc(players.accountKey))
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      return pageOf(
        rows.map((p) => ({
          accountId: p.accountId,
          fullName: p.fullName,
          email: p.contactEmail,
          phone: p.contactPhone,
          status: p.status,
          balance: p.gameBalance,
          createdAt: iso(p.createdAt),
        })),
        page,
        PAGE_SIZE,
      );
    },

    async player(viewer, code, accountId) {
      const { p } = await playerFor(viewer, code, accountId, 'players');
      const now = new Date();
      const [sessionRows, limits, exclusions, notes, held] = await Promise.all([
        db.select().from(sessions).where(eq(sessions.playerId, p.id)).orderBy(desc(sessions.lastSeenAt)).limit(20),
        db.select().from(protectionLimits).where(eq(protectionLimits.playerId, p.id)),
        db
          .select()
          .from(protectionExclusions)
          .where(and(eq(protectionExclusions.playerId, p.id), isNull(protectionExclusions.endedAt)))
          .orderBy(desc(protectionExclusions.id)),
        db.select().from(playerNotes).where(eq(playerNotes.playerId, p.id)).orderBy(desc(playerNotes.id)).limit(50),
        db
          .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
          .from(withdrawals)
          .where(and(eq(withdrawals.playerId, p.id), eq(withdrawals.status, 'pending'))),
      ]);
      const exclusion = exclusions.find((e) => e.startsAt <= now && (!e.endsAt || e.endsAt > now || !e.confirmableAt));
      return {
        accountId: p.accountId,
        fullName: p.fullName,
        email: p.contactEmail,
        phone: p.contactPhone,
        status: p.status,
        createdAt: iso(p.createdAt),
        lastLoginAt: p.lastLoginAt ? iso(p.lastLoginAt) : null,
        balance: p.gameBalance,
        held: Number(held[0]?.n ?? 0),
        totalDeposit: p.totalDeposit,
        sessions: sessionRows.map((s) => ({
          id: s.id,
          createdAt: iso(s.createdAt),
          lastSeenAt: iso(s.lastSeenAt),
          expiresAt: iso(s.expiresAt),
          ip: s.ip ?? '',
          device: describeDevice(s.userAgent).label,
          live: !s.revokedAt && s.expiresAt > now,
          scope: s.scope,
        })),
        protection: {
          limits: limits
            .filter((l) => l.amount !== null || l.pending)
            .map((l) => ({
              kind: l.kind,
              period: l.period,
              amount: l.amount ?? 0,
              pending: l.pending ? l.pendingAmount : null,
              pendingFrom: l.pendingFrom ? iso(l.pendingFrom) : null,
            })),
          exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.endsAt ? iso(exclusion.endsAt) : null } : null,
        },
        notes: notes.map((n) => ({ id: n.id, at: iso(n.createdAt), author: n.author, body: n.body })),
      };
    },

    async statement(viewer, code, accountId, page) {
      const { p } = await playerFor(viewer, code, accountId, 'players');
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.playerId, p.id))
        .orderBy(desc(ledgerEntries.id))
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      return pageOf(
        rows.map((e) => ({ id: e.id, at: iso(e.createdAt), kind: e.kind, amount: e.amount, balanceAfter: e.balanceAfter, note: e.note ?? '' })),
        page,
        PAGE_SIZE,
      );
    },

    async bets(viewer, code, accountId, page) {
      const { p } = await playerFor(viewer, code, accountId, 'players');
      // Both products, newest first: enough of each for the page asked, merged by time.
      const take = page * PAGE_SIZE + 1;
      const [rounds, sports] = await Promise.all([
        db.select().from(gameRounds).where(eq(gameRounds.playerId, p.id)).orderBy(desc(gameRounds.id)).limit(take),
        db.select().from(sportBets).where(eq(sportBets.playerId, p.id)).orderBy(desc(sportBets.id)).limit(take),
      ]);
      const all = [
        ...rounds.map((r) => ({
          id: `g${r.id}`,
          at: iso(r.createdAt),
          product: 'casino' as const,
          title: r.gameName,
          stake: r.bet,
          payout: r.win,
          status: 'settled',
        })),
        ...sports.map((b) => ({
          id: `s${b.id}`,
          at: iso(b.createdAt),
          product: 'sports' as const,
          title: b.kind === 'parlay' ? 'Parlay' : 'Single',
          stake: b.stake,
          payout: b.payout ?? 0,
          status: b.result ? `${b.status} (${b.result})` : b.status,
        })),
      ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
      return pageOf(all.slice((page - 1) * PAGE_SIZE), page, PAGE_SIZE);
    },

    async endSessions(viewer, code, accountId, sessionId, meta) {
      const { op, p } = await playerFor(viewer, code, accountId, 'playerWrite');
      const ended = await db.transaction(async (tx) => {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.playerId, p.id),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql`now()`),
              sessionId === 'all' ? undefined : eq(sessions.id, sessionId),
            ),
          )
          .returning({ id: sessions.id });
        if (sessionId !== 'all' && !rows.length) throw notFound();
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: sessionId === 'all' ? 'player.end_all_sessions' : 'player.end_session',
          target: p.accountId,
          after: { sessionsEnded: rows.map((r) => r.id) },
          fromAddress: meta.ip,
        });
        return rows.map((r) => r.id);
      });
      // The balance streams on those sessions close too.
      if (ended.length) deps.ended?.sessionsEnded(p.id, ended);
      return ended.length;
    },

    async addNote(viewer, code, accountId, body, meta) {
      const { op, p } = await playerFor(viewer, code, accountId, 'notes');
      const text = body.trim();
      if (!text || text.length > 2000) throw new ApiError('invalidRequest', -422, 400);
      await db.transaction(async (tx) => {
        const [note] = await tx
          .insert(playerNotes)
          .values({ playerId: p.id, staffId: viewer.member.id, author: viewer.member.email, body: text })
          .returning({ id: playerNotes.id });
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: 'player.note',
          target: p.accountId,
          after: { noteId: note.id, body: text },
          fromAddress: meta.ip,
        });
      });
    },

    async setBlocked(viewer, code, accountId, blocked, reason, meta) {
      const { op, p } = await playerFor(viewer, code, accountId, 'block');
      const why = reason.trim();
      if (!why || why.length > 500) throw new ApiError('invalidRequest', -422, 400);
      const [from, to] = blocked ? (['active', 'BLOCK'] as const) : (['BLOCK', 'active'] as const);
      const ended = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(players)
          .set({ status: to })
          .where(and(eq(players.id, p.id), eq(players.status, from)))
          .returning({ id: players.id });
        if (!changed) throw new ApiError(blocked ? 'alreadyBlocked' : 'notBlocked', -1, 409);
        // A blocked player is signed out everywhere at once.
        const gone = blocked
          ? await tx
              .update(sessions)
              .set({ revokedAt: sql`now()` })
              .where(and(eq(sessions.playerId, p.id), isNull(sessions.revokedAt)))
              .returning({ id: sessions.id })
          : [];
        await audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: blocked ? 'player.block' : 'player.unblock',
          target: p.accountId,
          before: { status: from },
          after: { status: to, reason: why },
          fromAddress: meta.ip,
        });
        return gone.map((g) => g.id);
      });
      if (ended.length) deps.ended?.sessionsEnded(p.id, ended);
    },

    async withdrawals(viewer, code, status, page) {
      const op = await operatorFor(viewer, code, 'money');
      const pending = status === 'pending';
      const rows = await db
        .select({ w: withdrawals, accountId: players.accountId, bank: bankAccounts.bankName, number: bankAccounts.accountNumber })
        .from(withdrawals)
        .innerJoin(players, eq(players.id, withdrawals.playerId))
        .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
        .where(and(eq(players.operatorId, op.id), pending ? eq(withdrawals.status, 'pending') : sql`${withdrawals.status} <> 'pending'`))
        // The queue oldest first (first come, first decided); decisions newest first.
        .orderBy(pending ? asc(withdrawals.id) : desc(withdrawals.decidedAt))
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      return pageOf(
        rows.map(({ w, accountId, bank, number }) => ({
          id: w.id,
          accountId,
          amount: w.amount,
          bank: bank ?? '',
          accountNumber: number ? maskNumber(number) : '',
          status: w.status,
          reason: w.reason,
          createdAt: iso(w.createdAt),
          decidedAt: w.decidedAt ? iso(w.decidedAt) : null,
        })),
        page,
        PAGE_SIZE,
      );
    },

    async decideWithdrawal(viewer, code, id, decision, reason, meta) {
      const op = await operatorFor(viewer, code, 'money');
      const why = reason.trim();
      if (decision === 'rejected' && (!why || why.length > 200)) throw new ApiError('invalidRequest', -422, 400);
      const [w] = await db
        .select({ w: withdrawals, accountId: players.accountId })
        .from(withdrawals)
        .innerJoin(players, eq(players.id, withdrawals.playerId))
        .where(and(eq(withdrawals.id, id), eq(players.operatorId, op.id)));
      if (!w) throw notFound();
      if (!deps.decideWithdrawal) throw new ApiError('unavailable', -1, 503);
      // The wallet's own decision: one transaction that locks the withdrawal and, on a rejection,
      // posts the release to the ledger; the audit entry is written in it. Decided already (by
      // someone else, or the demo back office): said so.
      const done = await deps.decideWithdrawal(id, decision, decision === 'rejected' ? why : undefined, (tx) =>
        audit(tx, {
          actor: actor(viewer),
          operatorId: op.id,
          action: decision === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject',
          target: `${w.accountId}#${id}`,
          before: { status: 'pending', amount: w.w.amount },
          after: { status: decision, ...(decision === 'rejected' ? { reason: why } : {}) },
          fromAddress: meta.ip,
        }),
      );
      if (!done) throw new ApiError('alreadyDecided', -1, 409);
    },

    async deposits(viewer, code, page) {
      const op = await operatorFor(viewer, code, 'money');
      const rows = await db
        .select({ d: deposits, accountId: players.accountId })
        .from(deposits)
        .innerJoin(players, eq(players.id, deposits.playerId))
        .where(eq(players.operatorId, op.id))
        .orderBy(desc(deposits.id))
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      return pageOf(
        rows.map(({ d, accountId }) => ({
          id: d.id,
          accountId,
          amount: d.amount,
          method: d.method,
          provider: d.provider,
          status: d.status,
          createdAt: iso(d.createdAt),
        })),
        page,
        PAGE_SIZE,
      );
    },

    async audit(viewer, code, query) {
      const op = await operatorFor(viewer, code, 'audit');
      const size = Math.min(Math.max(query.pageSize ?? 50, 1), 5000);
      const text = query.text?.trim().slice(0, 100);
      const like = text ? `%${escapeLike(text)}%` : undefined;
      const rows = await db
        .select({ a: auditLog, email: staff.email })
        .from(auditLog)
        .leftJoin(staff, sql`${auditLog.actor} = 'staff:' || ${staff.id}`)
        .where(
          and(
            eq(auditLog.operatorId, op.id),
            like ? or(ilike(auditLog.action, like), ilike(auditLog.target, like), ilike(auditLog.actor, like), ilike(staff.email, like)) : undefined,
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(size + 1)
        .offset((query.page - 1) * size);
      return pageOf(
        rows.map(({ a, email }) => ({
          id: a.id,
          at: iso(a.at),
          actor: email ?? a.actor,
          operator: op.code,
          action: a.action,
          target: a.target,
          before: a.before,
          after: a.after,
          fromAddress: a.fromAddress,
        })),
        query.page,
        size,
      );
    },
  };
  return backend;
}

export type { ConsoleMeta };
