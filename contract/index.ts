import { z } from 'zod';
import { AnswerBase, PlayerRequest, SiteRequest } from './common.ts';
import * as auth from './auth.ts';
import * as home from './home.ts';
import * as product from './product.ts';
import * as settings from './settings.ts';
import * as site from './site.ts';
import * as wallet from './wallet.ts';

export * from './common.ts';
export * from './auth.ts';
export * from './home.ts';
export * from './product.ts';
export * from './settings.ts';
export * from './site.ts';
export * from './wallet.ts';

/**
 * How a call fails when the network or server is gone (SPEC §8):
 * internal → -500 internalServerError, unavailable → -503 serviceUnavailable with empty lists,
 * disconnect → 0 'disconnect'.
 */
export type LocalFailure = 'internal' | 'unavailable' | 'disconnect';

interface Endpoint {
  request: z.ZodTypeAny;
  answer: z.ZodTypeAny;
  failure: LocalFailure;
}
const e = <Q extends z.ZodTypeAny, A extends z.ZodTypeAny>(request: Q, answer: A, failure: LocalFailure) => ({
  request,
  answer,
  failure,
});

/** Every call of SPEC §7, keyed by path under /api. Both the server and the client read this. */
export const ENDPOINTS = {
  '/auth/login': e(auth.LoginRequest, auth.LoginAnswer, 'internal'),
  '/auth/logout': e(auth.LogoutRequest, AnswerBase, 'internal'),
  '/auth/get_balance': e(auth.GetBalanceRequest, auth.GetBalanceAnswer, 'unavailable'),
  '/auth/forgot_password': e(auth.ForgotPasswordRequest, auth.TacAnswer, 'internal'),
  '/auth/signup': e(auth.SignupRequest, auth.LoginAnswer, 'internal'),
  '/auth/tac/verify': e(auth.TacVerifyRequest, AnswerBase, 'internal'),
  '/auth/tac/request_new_register': e(auth.TacRegisterRequest, auth.TacAnswer, 'internal'),
  '/auth/tac/request_login': e(auth.TacRequest, auth.TacAnswer, 'internal'),
  '/auth/login_tac': e(auth.LoginTacRequest, auth.LoginAnswer, 'internal'),
  '/auth/update_password': e(auth.UpdatePasswordRequest, AnswerBase, 'internal'),
  '/auth/reset_password': e(auth.ResetPasswordRequest, AnswerBase, 'internal'),
  '/auth/vip': e(auth.VipRequest, auth.VipAnswer, 'unavailable'),
  '/home/fav_list': e(home.FavListRequest, home.FavListAnswer, 'unavailable'),
  '/home/fav_add': e(home.FavAddRequest, AnswerBase, 'unavailable'),
  '/home/fav_remove': e(home.FavRemoveRequest, AnswerBase, 'unavailable'),
  '/home/fetch_transactions': e(SiteRequest, home.FetchTransactionsAnswer, 'unavailable'),
  '/home/fetch_slide': e(SiteRequest, home.FetchSlideAnswer, 'unavailable'),
  '/home/fetch_announment': e(SiteRequest, home.FetchAnnouncementAnswer, 'unavailable'),
  '/home/marquee': e(SiteRequest, home.MarqueeAnswer, 'unavailable'),
  '/home/referral': e(SiteRequest, home.ReferralAnswer, 'unavailable'),
  '/startup': e(site.StartupRequest, site.StartupAnswer, 'internal'),
  '/product/get_hot_games': e(product.GetHotGamesRequest, product.GetHotGamesAnswer, 'unavailable'),
  '/product/games': e(product.CategoryGamesRequest, product.CategoryGamesAnswer, 'unavailable'),
  '/product/launch': e(product.LaunchRequest, product.LaunchAnswer, 'unavailable'),
  '/product/recent': e(PlayerRequest, product.RecentAnswer, 'unavailable'),
  '/seo': e(site.SeoRequest, site.SeoAnswer, 'unavailable'),
  '/settings/profile_update': e(settings.ProfileUpdateRequest, settings.ProfileUpdateAnswer, 'disconnect'),
  '/settings/social_account': e(settings.SocialAccountRequest, settings.SocialAccountAnswer, 'disconnect'),
  '/settings/top10winner_withdrawal': e(settings.Top10Request, settings.Top10Answer, 'unavailable'),
  '/settings/siteinfodetail': e(settings.SiteInfoDetailRequest, settings.SiteInfoDetailAnswer, 'unavailable'),
  '/settings/get_inbox': e(settings.GetInboxRequest, settings.GetInboxAnswer, 'disconnect'),
  '/settings/claim_inbox': e(settings.ClaimInboxRequest, settings.ClaimInboxAnswer, 'disconnect'),
  '/settings/read_inbox': e(settings.ReadInboxRequest, AnswerBase, 'disconnect'),
  '/settings/check_status': e(settings.CheckStatusRequest, settings.CheckStatusAnswer, 'disconnect'),
  '/settings/get_analytics': e(settings.GetAnalyticsRequest, settings.GetAnalyticsAnswer, 'disconnect'),
  '/settings/adsvisit': e(settings.AdsVisitRequest, AnswerBase, 'disconnect'),
  '/settings/partners': e(settings.PartnersRequest, settings.PartnersAnswer, 'unavailable'),
  '/wallet/options': e(PlayerRequest, wallet.WalletOptionsAnswer, 'unavailable'),
  '/wallet/bank_accounts': e(PlayerRequest, wallet.BankListAnswer, 'unavailable'),
  '/wallet/bank_add': e(wallet.BankAddRequest, AnswerBase.extend({ bank_account: wallet.BankAccount }), 'internal'),
  '/wallet/bank_remove': e(wallet.BankRemoveRequest, AnswerBase, 'internal'),
  '/wallet/deposit': e(wallet.DepositRequest, wallet.DepositAnswer, 'internal'),
  '/wallet/deposit_status': e(wallet.DepositStatusRequest, wallet.DepositStatusAnswer, 'unavailable'),
  '/wallet/withdraw': e(wallet.WithdrawRequest, wallet.WithdrawAnswer, 'internal'),
  '/wallet/transactions': e(wallet.TransactionsRequest, wallet.TransactionsAnswer, 'unavailable'),
  '/wallet/statement': e(wallet.StatementRequest, wallet.StatementAnswer, 'unavailable'),
  '/wallet/bet_history': e(wallet.BetHistoryRequest, wallet.BetHistoryAnswer, 'unavailable'),
  '/wallet/methods': e(SiteRequest, wallet.PaymentMethodsAnswer, 'unavailable'),
  '/wallet/vip_levels': e(wallet.VipLevelsRequest, wallet.VipLevelsAnswer, 'unavailable'),
} satisfies Record<string, Endpoint>;

export type EndpointPath = keyof typeof ENDPOINTS;
export type RequestOf<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['request']>;
export type AnswerOf<P extends EndpointPath> = z.infer<(typeof ENDPOINTS)[P]['answer']>;

export { PlayerRequest };
