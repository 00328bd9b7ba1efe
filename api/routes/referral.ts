import type { Router } from 'express';
import { post } from '../lib/route.ts';
import type { Services } from '../services/index.ts';

export function referralRoutes(r: Router, s: Services) {
  post(r, '/home/referral', async (b) => s.referrals.programme(await s.operators.require(b.domain_name)));
  post(r, '/settings/referral', async (b) => s.referrals.summary(await s.sessions.requirePlayer(b)));
}
