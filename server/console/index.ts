import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NewStaffRequest, StaffSignInRequest, TotpConfirmRequest, WelcomeRequest } from '../../contract/console.ts';
import type { Db } from '../../api/db/client.ts';
import { auditLog, operatorDomains, operators, staff } from '../../api/db/schema.ts';
import type { SignedIn, StaffService } from '../../api/console/staff.ts';
import { welcomeUrl } from '../../api/console/links.ts';
import { ApiError } from '../../api/lib/errors.ts';
import { fieldErrors, sendError } from '../../api/lib/route.ts';
import { fromThisSite } from '../session.ts';
import { siteOf } from '../site.ts';
import { staffAdminRoutes } from './staff-admin.ts';
import { clearConsoleCookie, consoleTokenOf, operatorOf, setConsoleCookie, staffGuard, staffOf, type RequireStaff } from './require-staff.ts';

export { staffGuard, type RequireStaff } from './require-staff.ts';

/**
 * What the console's host serves besides its pages: their assets, the router's route manifest, the
 * process's own answers, and uploaded pictures (the content screen's preview shows them).
 */
const CONSOLE_HOST_PATHS = /^\/(?:console(?:\/|\.data$|$)|assets\/|__manifest$|build-id$|favicon\.ico$|healthz$|readyz$|metrics$|api\/art\/upload\/)/;

/**
 * The console's host serves the console and nothing of a player site: its `/` is the console's
 * first page, any other path outside /console is a 404. A form posted to a console page must be a
 * form, and come from the console itself (its session cookie is SameSite=Strict; this also stops a sign-in forced
 * from another site).
 */
export function consoleHostGate(host: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!host || siteOf(req).domain !== host) return next();
    if (req.path === '/') return res.redirect(302, '/console');
    if (!CONSOLE_HOST_PATHS.test(req.path)) {
      return res
        .status(404)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send('<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1><p><a href="/console">Console</a></p></html>');
    }
    if (req.method === 'POST' && !req.path.startsWith('/console/api') && !fromThisSite(req)) {
      return res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Forbidden: a console form posted from another site.\n');
    }
    // A console page takes forms only: anything else would fail in the page's action as a server error.
    if (req.method === 'POST' && !req.path.startsWith('/console/api') && req.is(['application/x-www-form-urlencoded', 'multipart/form-data']) === false) {
      return res.status(415).set('Cache-Control', 'no-store').json({ statusCode: -415, message: 'unsupportedMediaType' });
    }
    next();
  };
}

export const isConsoleHost = (req: Request, host: string | undefined) => !!host && siteOf(req).domain === host;

export interface ConsoleOptions {
  /** The console's host name (CONSOLE_HOST); unset, the console answers nowhere. */
  host: string | undefined;
  /** The origin its links use (CONSOLE_ORIGIN); else the origin of the request. */
  origin: string | undefined;
}

const notFound = (res: Response) => res.status(404).json({ statusCode: -404, message: 'notFound' });

/**
 * /console/api/*: staff accounts and their sessions. Answered only on the console's host (any other
 * host: 404, as if it did not exist), only to pages of the console itself (Fetch Metadata, then
 * Origin), JSON bodies only; the session is a host-only, httpOnly, SameSite=Strict cookie.
 */
export function consoleApi(db: Db, service: StaffService, options: ConsoleOptions): { router: Router; requireStaff: RequireStaff } {
  const router = express.Router();
  const requireStaff = staffGuard(service, db);
  router.use((req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!options.host || siteOf(req).domain !== options.host) return notFound(res);
    if (!fromThisSite(req)) return res.status(403).json({ statusCode: -403, message: 'crossSiteRequest' });
    // A JSON body needs a CORS preflight, which is never granted: no form on another site can post here.
    if (req.method === 'POST' && req.is('application/json') === false) return res.status(415).json({ statusCode: -415, message: 'unsupportedMediaType' });
    next();
  });
  router.use(express.json({ limit: '32kb' }));
  const meta = (req: Request) => ({ ip: req.ip ?? '', userAgent: req.get('user-agent') });
  const parse = <S extends z.ZodTypeAny>(schema: S, req: Request, res: Response): z.output<S> | undefined => {
    const parsed = schema.safeParse(req.body ?? {});
    if (parsed.success) return parsed.data as z.output<S>;
    res.status(400).json({ statusCode: -422, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
    return undefined;
  };
  const open = (req: Request, res: Response, s: SignedIn) => {
    setConsoleCookie(req, res, s.token, s.expiresAt);
    res.json({ statusCode: 1, message: 'OK', staff: s.member, ...(s.enrolment ? { totp: s.enrolment } : {}) });
  };

  router.post('/welcome', async (req, res) => {
    const b = parse(WelcomeRequest, req, res);
    if (b) open(req, res, await service.welcome(b.token, b.password, meta(req)));
  });

  router.post('/sign-in', async (req, res) => {
    const b = parse(StaffSignInRequest, req, res);
    if (b) open(req, res, await service.signIn(b.email, b.password, b.code, meta(req)));
  });

  router.post('/totp/confirm', requireStaff('any', { enrolment: true }), async (req, res) => {
    const b = parse(TotpConfirmRequest, req, res);
    if (b) res.json({ statusCode: 1, message: 'OK', staff: await service.confirmTotp(staffOf(res), b.code, meta(req)) });
  });

  router.post('/sign-out', async (req, res) => {
    const session = await service.session(consoleTokenOf(req));
    if (session) await service.signOut(session);
    clearConsoleCookie(req, res);
    res.json({ statusCode: 1, message: 'OK' });
  });

  router.post('/sign-out-everywhere', requireStaff('any', { enrolment: true }), async (req, res) => {
    const ended = await service.signOutEverywhere(staffOf(res), meta(req));
    clearConsoleCookie(req, res);
    res.json({ statusCode: 1, message: 'OK', sessions_ended: ended });
  });

  router.get('/me', requireStaff('any', { enrolment: true }), async (_req, res) => {
    const s = staffOf(res);
    res.json({ statusCode: 1, message: 'OK', staff: await service.describe(s.member), session: { expires_at: s.expiresAt.toISOString() } });
  });

  // Adds a member: a platform administrator anyone, an operator's administrator only to their own operator.
  router.post('/staff', requireStaff(['platform_admin', 'operator_admin']), async (req, res) => {
    const b = parse(NewStaffRequest, req, res);
    if (!b) return;
    const me = staffOf(res).member;
    if (b.role === 'platform_admin' ? b.operator !== undefined : b.operator === undefined)
      return res.status(400).json({
        statusCode: -422,
        message: 'invalidRequest',
        errors: [{ field: 'operator', message: b.role === 'platform_admin' ? 'platformAdminHasNoOperator' : 'required' }],
      });
    if (me.role !== 'platform_admin' && b.role === 'platform_admin') return res.status(403).json({ statusCode: -403, message: 'forbidden' });
    let operatorId: number | null = null;
    if (b.operator !== undefined) {
      const [op] = await db.select({ id: operators.id }).from(operators).where(eq(operators.code, b.operator));
      if (!op || (me.role !== 'platform_admin' && me.operatorId !== op.id)) return notFound(res);
      operatorId = op.id;
    }
    const { member, token } = await service.create({ email: b.email, role: b.role, operatorId }, { actor: `staff:${me.id}`, fromAddress: req.ip });
    res.json({ statusCode: 1, message: 'OK', staff: await service.describe(member), welcome_url: welcomeUrl(options.origin ?? siteOf(req).origin, token) });
  });

  // An operator's site as the console shows it: every role of that operator, and platform administrators.
  router.get('/operators/:code', requireStaff('any', { operator: (req) => req.params.code as string }), async (_req, res) => {
    const o = operatorOf(res);
    const domains = await db
      .select({ d: operatorDomains.domain })
      .from(operatorDomains)
      .where(eq(operatorDomains.operatorId, o.id))
      .orderBy(asc(operatorDomains.domain));
    res.json({
      statusCode: 1,
      message: 'OK',
      operator: { id: o.id, code: o.code, name: o.siteName, template: o.themeCode, palette: o.themeColor, domains: domains.map((d) => d.d) },
    });
  });

  router.get(
    '/operators/:code/staff',
    requireStaff(['platform_admin', 'operator_admin'], { operator: (req) => req.params.code as string }),
    async (_req, res) => {
      const rows = await db
        .select()
        .from(staff)
        .where(eq(staff.operatorId, operatorOf(res).id))
        .orderBy(asc(staff.email));
      res.json({ statusCode: 1, message: 'OK', value: await Promise.all(rows.map((r) => service.describe(r))) });
    },
  );

  // The audit log, newest first: platform administrators only (it spans every operator).
  router.get('/audit', requireStaff(['platform_admin']), async (req, res) => {
    const action = typeof req.query.action === 'string' ? req.query.action.slice(0, 80) : undefined;
    const rows = await db
      .select()
      .from(auditLog)
      .where(action ? eq(auditLog.action, action) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(100);
    res.json({
      statusCode: 1,
      message: 'OK',
      value: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        operator_id: r.operatorId,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
        from_address: r.fromAddress,
      })),
    });
  });

  // Disable, enable, re-invite, reset the authenticator of a member.
  staffAdminRoutes(router, { db, service, requireStaff, origin: options.origin });

  router.use((_req, res) => notFound(res));
  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = err as { status?: number; type?: string };
    if (!(err instanceof ApiError) && e?.status && e.status >= 400 && e.status < 500)
      return res.status(e.status).json({ statusCode: -422, message: e.type === 'entity.too.large' ? 'payloadTooLarge' : 'invalidRequest' });
    // The throttle's refusal is an HTTP 200 on the player API; here it is a plain 429.
    if (err instanceof ApiError && err.message === 'tooManyAttempts') return res.status(429).json({ statusCode: -429, message: err.message, ...err.extra });
    sendError(res, err, `console${req.path}`);
  });
  return { router, requireStaff };
}
