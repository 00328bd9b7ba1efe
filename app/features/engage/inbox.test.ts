import { describe, expect, it } from 'vitest';
import type { InboxItem } from '#contract/settings.ts';
import { inboxCounts, isClaimable, isExpired } from './inbox.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const item = (over: Partial<InboxItem>): InboxItem => ({
  inbox_id: 1,
  title: 't',
  body: '',
  reward_amount: null,
  reward_account: null,
  claimed: false,
  claimed_at: null,
  read: false,
  expires_at: null,
  created_at: '2026-11-20T00:00:00Z',
  ...over,
});

describe('inbox counts', () => {
  it('a reward is claimable until it is claimed or expires; a notice never is', () => {
    expect(isClaimable(item({ reward_amount: '5.00' }), NOW)).toBe(true);
    expect(isClaimable(item({ reward_amount: '5.00', claimed: true }), NOW)).toBe(false);
    expect(isClaimable(item({ reward_amount: '5.00', expires_at: '2026-11-23T11:59:59Z' }), NOW)).toBe(false);
    expect(isExpired(item({ expires_at: '2026-11-23T12:00:01Z' }), NOW)).toBe(false);
    expect(isClaimable(item({}), NOW)).toBe(false);
  });

  it('counts unread messages and rewards still to claim', () => {
    const list = [
      item({ reward_amount: '5.00' }),
      item({ reward_amount: '5.00', read: true, claimed: true }),
      item({ reward_amount: '1.00', read: true, expires_at: '2026-11-01T00:00:00Z' }),
      item({}),
    ];
    expect(inboxCounts(list, NOW)).toEqual({ unread: 2, claimable: 1 });
  });
});
