/**
 * How a call fails when the network or server is gone (SPEC §8):
 * internal → -500 internalServerError, unavailable → -503 serviceUnavailable with empty lists,
 * disconnect → 0 'disconnect'.
 */
export type LocalFailure = 'internal' | 'unavailable' | 'disconnect';

/**
 * How each call fails when the network or the server is gone (SPEC §8), without a schema: the
 * browser's API client reads this on every page, so it must not pull zod and every schema with it.
 */
export const FAILURES = {
  '/auth/login': 'internal',
  '/auth/logout': 'internal',
  '/auth/get_balance': 'unavailable',
  '/auth/forgot_password': 'internal',
  '/auth/signup': 'internal',
  '/auth/tac/verify': 'internal',
  '/auth/tac/request_new_register': 'internal',
  '/auth/tac/request_login': 'internal',
  '/auth/login_tac': 'internal',
  '/auth/update_password': 'internal',
  '/auth/reset_password': 'internal',
  '/auth/vip': 'unavailable',
  '/home/fav_list': 'unavailable',
  '/home/fav_add': 'unavailable',
  '/home/fav_remove': 'unavailable',
  '/home/fetch_transactions': 'unavailable',
  '/home/fetch_slide': 'unavailable',
  '/home/fetch_announment': 'unavailable',
  '/home/marquee': 'unavailable',
  '/home/referral': 'unavailable',
  '/home/promotions': 'unavailable',
  '/startup': 'internal',
  '/product/get_hot_games': 'unavailable',
  '/product/games': 'unavailable',
  '/product/launch': 'unavailable',
  '/product/recent': 'unavailable',
  '/seo': 'unavailable',
  '/settings/profile_update': 'disconnect',
  '/settings/social_account': 'disconnect',
  '/settings/top10winner_withdrawal': 'unavailable',
  '/settings/siteinfodetail': 'unavailable',
  '/settings/get_inbox': 'disconnect',
  '/settings/claim_inbox': 'disconnect',
  '/settings/read_inbox': 'disconnect',
  '/settings/referral': 'unavailable',
  '/settings/check_status': 'disconnect',
  '/settings/get_analytics': 'disconnect',
  '/settings/adsvisit': 'disconnect',
  '/settings/partners': 'unavailable',
  '/settings/sessions': 'disconnect',
  '/settings/session_end': 'disconnect',
  '/settings/sessions_end_others': 'disconnect',
  '/wallet/options': 'unavailable',
  '/wallet/bank_accounts': 'unavailable',
  '/wallet/bank_add': 'internal',
  '/wallet/bank_remove': 'internal',
  '/wallet/deposit': 'internal',
  '/wallet/deposit_status': 'unavailable',
  '/wallet/withdraw': 'internal',
  '/wallet/transactions': 'unavailable',
  '/wallet/statement': 'unavailable',
  '/wallet/bet_history': 'unavailable',
  '/wallet/methods': 'unavailable',
  '/wallet/vip_levels': 'unavailable',
} as const satisfies Record<string, LocalFailure>;

export type FailurePath = keyof typeof FAILURES;
