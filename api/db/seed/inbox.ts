import { sanitizeCms } from '../../lib/sanitize.ts';
import type { inboxMessages } from '../schema.ts';

const DAY = 86_400_000;

/**
 * The demo player's inbox on each operator: two rewards to claim (money and tokens), one that has
 * expired, and a notice, so every state of the inbox page can be seen.
 */
export function demoInbox(playerId: number, siteName: string, currency: string, now = Date.now()): (typeof inboxMessages.$inferInsert)[] {
  const at = (days: number) => new Date(now + days * DAY);
  return [
    {
      playerId,
      title: 'Your VIP progress this month',
      body: `<p>Every deposit and every bet moves you closer to the next VIP level at ${siteName}. Higher levels bring larger rewards and faster withdrawals.</p><p><a href="/vip">See your VIP progress</a></p>`,
      createdAt: at(-6),
    },
    {
      playerId,
      title: 'Last week’s cashback',
      body: '<p>Your cashback for last week was ready to claim for three days. Look out for this week’s.</p>',
      rewardAmount: 1_500,
      rewardAccount: 'balance',
      expiresAt: at(-1),
      createdAt: at(-4),
    },
    {
      playerId,
      title: 'Weekend free tokens',
      body: '<p>Twenty tokens for the rewards corner, on us. Claim them before the weekend is over.</p>',
      rewardAmount: 2_000,
      rewardAccount: 'token',
      expiresAt: at(7),
      createdAt: at(-1),
    },
    {
      playerId,
      title: `Welcome to ${siteName}`,
      body: `<p>Thank you for joining ${siteName}. Here is a welcome bonus of 50.00 ${currency} for your first games.</p><ul><li>Claim it below: it goes straight to your balance.</li><li>It is yours for 30 days.</li></ul><p>Play responsibly: you can set limits any time under <a href="/responsible-gaming">Responsible gaming</a>.</p>`,
      rewardAmount: 5_000,
      rewardAccount: 'balance',
      expiresAt: at(30),
      createdAt: at(0),
    },
  ].map((m) => ({ ...m, body: sanitizeCms(m.body) }) as typeof inboxMessages.$inferInsert);
}

/** The demo referral programme: 100.00 to the referrer when a friend deposits 500.00 or more. */
export function demoReferral(siteName: string, currency: string) {
  return {
    referralReward: 10_000,
    referralMinDeposit: 50_000,
    referralTerms: sanitizeCms(
      `<ul><li>Your friend must be new to ${siteName} and sign up with your code or link.</li><li>The reward of 100.00 ${currency} is sent to your inbox when your friend's deposit reaches 500.00 ${currency}; one reward per friend.</li><li>Rewards not claimed within 30 days expire.</li><li>Referring yourself, or several accounts of one person, is not allowed and voids the rewards.</li><li>${siteName} may change or end the programme; rewards already earned are kept.</li></ul>`,
    ),
  };
}
