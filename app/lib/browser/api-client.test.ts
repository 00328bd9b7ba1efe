import { describe, expect, it } from 'vitest';
import { localFailure } from './api-client.ts';

describe('local failures', () => {
  it('auth calls and startup answer -500 internalServerError', () => {
    expect(localFailure('/auth/login')).toEqual({ statusCode: -500, message: 'internalServerError' });
    expect(localFailure('/startup').statusCode).toBe(-500);
  });
  it('balance and favourites answer -503 with empty lists', () => {
    expect(localFailure('/auth/get_balance')).toMatchObject({ statusCode: -503, message: 'serviceUnavailable' });
    expect(localFailure('/home/fav_list').value).toEqual([]);
  });
  it('profile, social, inbox, claim, check, analytics and adsvisit answer 0 disconnect', () => {
    for (const p of [
      '/settings/profile_update',
      '/settings/social_account',
      '/settings/get_inbox',
      '/settings/claim_inbox',
      '/settings/check_status',
      '/settings/get_analytics',
      '/settings/adsvisit',
    ] as const) {
      expect(localFailure(p)).toMatchObject({ statusCode: 0, message: 'disconnect' });
    }
  });
});
