import { sanitizeHtml } from '../../../contract/sanitize.server.ts';
import type { inboxMessages } from '../schema.ts';
import { welcomeMessage } from '../../services/welcome.ts';
import { inboxTexts, promotionTexts } from './texts.ts';

const DAY = 86_400_000;

/**
 * The demo player's inbox on each operator: two rewards to claim (money and tokens), one that has
 * expired, a notice and the operator's welcome offer, so every state of the inbox page can be seen.
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
  ]
    .map((m, i) => {
      // The same messages in the other 7 languages.
      const texts = Object.fromEntries(Object.entries(inboxTexts(siteName)[i]).map(([l, x]) => [l, { title: x.title, body: sanitizeHtml(x.body) }]));
      return { ...m, body: sanitizeHtml(m.body), texts } as typeof inboxMessages.$inferInsert;
    })
    .concat(welcomeMessage(playerId, { siteName, currency, ...DEMO_WELCOME }, now));
}

/** The demo operators' welcome offer: 50.00 in the inbox at sign-up, 30 days to claim it. */
export const DEMO_WELCOME = { welcomeBonus: 5_000, welcomeBonusDays: 30 };

/**
 * The demo referral programme: 100.00 to the referrer when a friend deposits 500.00 or more. No
 * terms of its own: the page shows the product's standard rules in the player's language.
 */
export function demoReferral(_siteName: string, _currency: string) {
  return { referralReward: 10_000, referralMinDeposit: 50_000, referralTerms: '' };
}

/** The demo promotions page: offers for each family of games, one ending soon, one already over. */
export function demoPromotions(operatorId: number, siteName: string, currency: string, now = Date.now()) {
  const at = (days: number) => new Date(now + days * DAY);
  const terms = (...items: string[]) => sanitizeHtml(`<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  return [
    {
      title: 'Welcome bonus: 100% on your first deposit',
      summary: `Double your first deposit up to 5,000.00 ${currency} and start with twice the play.`,
      body: terms(
        `For new players of ${siteName}; one welcome bonus per person.`,
        `Minimum deposit 100.00 ${currency}; bonus up to 5,000.00 ${currency}.`,
        'The bonus is turned over 20 times on slots before it can be withdrawn.',
        'Claim it within 7 days of signing up.',
      ),
      category: 'all' as const,
      ctaPath: '/deposit',
      sort: 0,
    },
    {
      title: 'Monday slots cashback',
      summary: 'Get 10% of last week’s net slot losses back every Monday.',
      body: terms(
        'Counts real-money slot rounds from Monday 00:00 to Sunday 23:59.',
        `Paid to your inbox every Monday, up to 1,000.00 ${currency}.`,
        'No turnover on the cashback.',
      ),
      category: 'slots' as const,
      ctaPath: '/slots',
      sort: 1,
    },
    {
      title: 'Live casino Friday',
      summary: 'Play any live table on Friday and win a share of the weekly prize pool.',
      body: terms('Every 100 bet on live tables on Friday is one ticket.', 'Winners are drawn on Saturday and paid to their inbox.'),
      category: 'casino' as const,
      ctaPath: '/casino',
      endsAt: at(5),
      sort: 2,
    },
    {
      title: 'Accumulator boost',
      summary: 'Up to 50% more on winning accumulators of five selections or more.',
      body: terms(
        'Each selection at odds of 1.50 or more.',
        'The boost grows with each selection: 5 legs 10%, 8 legs 25%, 12 legs 50%.',
        'Settled bets only; cashed-out bets do not count.',
      ),
      category: 'sports' as const,
      ctaPath: '/sports',
      endsAt: at(12),
      sort: 3,
    },
    {
      title: 'VIP reload every week',
      summary: 'From Silver up, a reload bonus that grows with your VIP level.',
      body: terms('Silver 5%, Gold 8%, Platinum 10%, Diamond 12%, Black 15%.', 'One reload per week, on any deposit.'),
      category: 'all' as const,
      ctaPath: '/vip',
      sort: 4,
    },
    {
      title: 'Summer slots tournament',
      summary: 'The leaderboard race of the summer.',
      body: terms('This tournament has ended.'),
      category: 'slots' as const,
      ctaPath: '/slots',
      startsAt: at(-40),
      endsAt: at(-1),
      sort: 5,
    },
  ].map((p) => {
    const texts = Object.fromEntries(
      Object.entries(promotionTexts(siteName, currency)[p.sort] ?? {}).map(([l, x]) => [l, { ...x, body: sanitizeHtml(x.body) }]),
    );
    return { operatorId, ...p, texts };
  });
}
