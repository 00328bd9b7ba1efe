import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../contract/console.ts';
import type { Db } from '../../api/db/client.ts';
import { operators } from '../../api/db/schema.ts';
import type { StaffService, StaffSession } from '../../api/console/staff.ts';
import { parseCookies } from '../../app/lib/shared/cookies.ts';

type Operator = typeof operators.$inferSelect;

/** The console's cookie: host-only (no Domain), so it never reaches a player site, and a name of its own. */
export const consoleCookieName = (secure: boolean) => (secure ? '__Host-console' : 'console_session');

export const consoleTokenOf = (req: Request) => parseCookies(req.get('cookie'))[consoleCookieName(req.secure)];

/** Keeps a staff session in its cookie: httpOnly, SameSite=Strict, host-only, until the session's end. */
export function setConsoleCookie(req: Request, res: Response, token: string, expires: Date) {
  res.cookie(consoleCookieName(req.secure), token, { httpOnly: true, secure: req.secure, sameSite: 'strict', path: '/', expires, encode: (v) => v });
}

export function clearConsoleCookie(req: Request, res: Response) {
  res.clearCookie(consoleCookieName(req.secure), { httpOnly: true, secure: req.secure, sameSite: 'strict', path: '/' });
}

export const staffOf = (res: Response) => res.locals.staffSession as StaffSession;
/** The operator the route is about, once requireStaff has checked the member may see it. */
export const operatorOf = (res: Response) => res.locals.consoleOperator as Operator;

export interface StaffCheck {
  /** The operator's code the request is about (a route parameter, a query): the member must work for it. */
  operator?: (req: Request) => string | undefined;
  /** Reached before the authenticator is set up (production asks for one first): me, sign-out, enrolment. */
  enrolment?: boolean;
}

const answer = (res: Response, status: number, message: string) => res.status(status).json({ statusCode: -status, message });

/**
 * The console's guard: a live staff session (cookie), one of `roles` ('any': every role), and,
 * with `operator`, that operator. A platform administrator reaches every operator; anyone else
 * only their own, and another operator's data answers 404 as if it did not exist.
 */
export function staffGuard(service: StaffService, db: Db) {
  return function requireStaff(roles: readonly StaffRole[] | 'any', check: StaffCheck = {}): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      const session = await service.session(consoleTokenOf(req));
      if (!session) {
        clearConsoleCookie(req, res);
        return answer(res, 401, 'signedOut');
      }
      const m = session.member;
      if (!check.enrolment && service.needsEnrolment(m)) return answer(res, 403, 'totpRequired');
      if (roles !== 'any' && !roles.includes(m.role)) return answer(res, 403, 'forbidden');
      if (check.operator) {
        const code = check.operator(req)?.trim().toLowerCase();
        const [op] = code ? await db.select().from(operators).where(eq(operators.code, code)).limit(1) : [];
        if (!op || (m.role !== 'platform_admin' && m.operatorId !== op.id)) return answer(res, 404, 'notFound');
        res.locals.consoleOperator = op;
      }
      res.locals.staffSession = session;
      next();
    };
  };
}
export type RequireStaff = ReturnType<typeof staffGuard>;
