import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { staffAction, type StaffAction } from '../../api/console/staff-admin.ts';
import type { StaffService } from '../../api/console/staff.ts';
import { welcomeUrl } from '../../api/console/links.ts';
import type { Db } from '../../api/db/client.ts';
import { siteOf } from '../site.ts';
import { staffOf, type RequireStaff } from './require-staff.ts';

const StaffId = z.coerce.number().int().positive().max(2_147_483_647);

const ACTIONS: Record<string, StaffAction> = {
  disable: 'disable',
  enable: 'enable',
  reinvite: 'reinvite',
  'reset-totp': 'reset_totp',
};

/**
 * POST /console/api/staff/:id/{disable,enable,reinvite,reset-totp}: a platform administrator on
 * any member, an operator's administrator on their own operator's members (another operator's
 * member answers 404); every other role 403. Each action is one transaction with its audit entry.
 */
export function staffAdminRoutes(router: Router, deps: { db: Db; service: StaffService; requireStaff: RequireStaff; origin: string | undefined }) {
  for (const [path, action] of Object.entries(ACTIONS)) {
    router.post(`/staff/:id/${path}`, deps.requireStaff(['platform_admin', 'operator_admin']), async (req: Request, res: Response) => {
      const id = StaffId.safeParse(req.params.id);
      if (!id.success) return res.status(400).json({ statusCode: -422, message: 'invalidRequest', errors: [{ field: 'id', message: 'invalid' }] });
      const r = await staffAction(deps.db, action, id.data, { member: staffOf(res).member, fromAddress: req.ip });
      res.json({
        statusCode: 1,
        message: 'OK',
        staff: { ...(await deps.service.describe(r.member)), disabled: r.member.disabled },
        changed: r.changed,
        sessions_ended: r.sessionsEnded,
        ...(r.token ? { welcome_url: welcomeUrl(deps.origin ?? siteOf(req).origin, r.token) } : {}),
      });
    });
  }
}
