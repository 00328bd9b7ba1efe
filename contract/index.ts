import { z } from 'zod';
import { AnswerBase, PlayerRequest, SiteRequest } from './common.ts';
import * as auth from './auth.ts';
import * as home from './home.ts';
import * as product from './product.ts';
import * as settings from './settings.ts';
import * as site from './site.ts';
import * as wallet from './wallet.ts';
import * as sports from './sports.ts';
import * as engage from './engage.ts';
import * as content from './content.ts';
import * as protection from './protection.ts';
import { FAILURES, type LocalFailure } from './failures.ts';

export * from './common.ts';
export * from './auth.ts';
export * from './home.ts';
export * from './product.ts';
export * from './settings.ts';
export * from './site.ts';
export * from './wallet.ts';
export * from './sports.ts';
export * from './engage.ts';
export * from './content.ts';
export * from './protection.ts';

export type { LocalFailure } from './failures.ts';

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

/** Every call, keyed by path under /api. Both the server and the client read this. */
export const ENDPOINTS = {
  '/auth/login': e(auth.LoginRequest, auth.LoginAnswer, FAILURES['/auth/login']),
  '/auth/logout': e(auth.LogoutRequest, AnswerBase, FAILURES['/auth/logout']),
  '/auth/get_balance': e(auth.GetBalanceRequest, auth.GetBalanceAnswer, FAILURES['/auth/get_balance']),
  '/auth/forgot_password': e(auth.ForgotPasswordRequest, auth.TacAnswer, FAILURES['/auth/forgot_password']),
  '/auth/signup': e(auth.SignupRequest, auth.LoginAnswer, FAILURES['/auth/signup']),
  '/auth/tac/verify': e(auth.TacVerifyRequest, AnswerBase, FAILURES['/auth/tac/verify']),
  '/auth/tac/request_new_register': e(auth.TacRegisterRequest, auth.TacAnswer, FAILURES['/auth/tac/request_new_register']),
  '/auth/tac/request_login': e(auth.TacRequest, auth.TacAnswer, FAILURES['/auth/tac/request_login']),
  '/auth/login_tac': e(auth.LoginTacRequest, auth.LoginAnswer, FAILURES['/auth/login_tac']),
  '/auth/update_password': e(auth.UpdatePasswordRequest, AnswerBase, FAILURES['/auth/update_password']),
  '/auth/reset_password': e(auth.ResetPasswordRequest, AnswerBase, FAILURES['/auth/reset_password']),
  '/auth/vip': e(auth.VipRequest, auth.VipAnswer, FAILURES['/auth/vip']),
  '/home/fav_list': e(home.FavListRequest, home.FavListAnswer, FAILURES['/home/fav_list']),
  '/home/fav_add': e(home.FavAddRequest, AnswerBase, FAILURES['/home/fav_add']),
  '/home/fav_remove': e(home.FavRemoveRequest, AnswerBase, FAILURES['/home/fav_remove']),
  '/home/fetch_transactions': e(SiteRequest, home.FetchTransactionsAnswer, FAILURES['/home/fetch_transactions']),
  '/home/fetch_slide': e(content.ContentRequest, content.FetchSlideAnswer, FAILURES['/home/fetch_slide']),
  '/home/fetch_announment': e(content.ContentRequest, content.FetchAnnouncementAnswer, FAILURES['/home/fetch_announment']),
  '/home/marquee': e(content.ContentRequest, content.MarqueeAnswer, FAILURES['/home/marquee']),
  '/home/news': e(content.NewsListRequest, content.NewsListAnswer, FAILURES['/home/news']),
  '/home/news_article': e(content.NewsArticleRequest, content.NewsArticleAnswer, FAILURES['/home/news_article']),
  '/home/referral': e(SiteRequest, home.ReferralAnswer, FAILURES['/home/referral']),
  '/home/promotions': e(home.PromotionsRequest, home.PromotionsAnswer, FAILURES['/home/promotions']),
  '/startup': e(site.StartupRequest, site.StartupAnswer, FAILURES['/startup']),
  '/product/get_hot_games': e(product.GetHotGamesRequest, product.GetHotGamesAnswer, FAILURES['/product/get_hot_games']),
  '/product/games': e(product.CategoryGamesRequest, product.CategoryGamesAnswer, FAILURES['/product/games']),
  '/product/search': e(product.SearchGamesRequest, product.SearchGamesAnswer, FAILURES['/product/search']),
  '/product/launch': e(product.LaunchRequest, product.LaunchAnswer, FAILURES['/product/launch']),
  '/product/recent': e(PlayerRequest, product.RecentAnswer, FAILURES['/product/recent']),
  '/seo': e(site.SeoRequest, site.SeoAnswer, FAILURES['/seo']),
  '/settings/profile_update': e(settings.ProfileUpdateRequest, settings.ProfileUpdateAnswer, FAILURES['/settings/profile_update']),
  '/settings/social_account': e(settings.SocialAccountRequest, settings.SocialAccountAnswer, FAILURES['/settings/social_account']),
  '/settings/top10winner_withdrawal': e(settings.Top10Request, settings.Top10Answer, FAILURES['/settings/top10winner_withdrawal']),
  '/settings/siteinfodetail': e(settings.SiteInfoDetailRequest, settings.SiteInfoDetailAnswer, FAILURES['/settings/siteinfodetail']),
  '/settings/get_inbox': e(settings.GetInboxRequest, settings.GetInboxAnswer, FAILURES['/settings/get_inbox']),
  '/settings/claim_inbox': e(settings.ClaimInboxRequest, settings.ClaimInboxAnswer, FAILURES['/settings/claim_inbox']),
  '/settings/read_inbox': e(settings.ReadInboxRequest, AnswerBase, FAILURES['/settings/read_inbox']),
  '/settings/referral': e(PlayerRequest, home.ReferralSummaryAnswer, FAILURES['/settings/referral']),
  '/settings/check_status': e(settings.CheckStatusRequest, settings.CheckStatusAnswer, FAILURES['/settings/check_status']),
  '/settings/get_analytics': e(settings.GetAnalyticsRequest, settings.GetAnalyticsAnswer, FAILURES['/settings/get_analytics']),
  '/settings/adsvisit': e(settings.AdsVisitRequest, AnswerBase, FAILURES['/settings/adsvisit']),
  '/settings/partners': e(settings.PartnersRequest, settings.PartnersAnswer, FAILURES['/settings/partners']),
  '/settings/sessions': e(settings.SessionsRequest, settings.SessionsAnswer, FAILURES['/settings/sessions']),
  '/settings/session_end': e(settings.SessionEndRequest, settings.SessionEndAnswer, FAILURES['/settings/session_end']),
  '/settings/sessions_end_others': e(settings.SessionsEndOthersRequest, settings.SessionsEndOthersAnswer, FAILURES['/settings/sessions_end_others']),
  '/wallet/options': e(PlayerRequest, wallet.WalletOptionsAnswer, FAILURES['/wallet/options']),
  '/wallet/bank_accounts': e(PlayerRequest, wallet.BankListAnswer, FAILURES['/wallet/bank_accounts']),
  '/wallet/bank_add': e(wallet.BankAddRequest, AnswerBase.extend({ bank_account: wallet.BankAccount }), FAILURES['/wallet/bank_add']),
  '/wallet/bank_remove': e(wallet.BankRemoveRequest, AnswerBase, FAILURES['/wallet/bank_remove']),
  '/wallet/deposit': e(wallet.DepositRequest, wallet.DepositAnswer, FAILURES['/wallet/deposit']),
  '/wallet/deposit_status': e(wallet.DepositStatusRequest, wallet.DepositStatusAnswer, FAILURES['/wallet/deposit_status']),
  '/wallet/withdraw': e(wallet.WithdrawRequest, wallet.WithdrawAnswer, FAILURES['/wallet/withdraw']),
  '/wallet/transactions': e(wallet.TransactionsRequest, wallet.TransactionsAnswer, FAILURES['/wallet/transactions']),
  '/wallet/statement': e(wallet.StatementRequest, wallet.StatementAnswer, FAILURES['/wallet/statement']),
  '/wallet/bet_history': e(wallet.BetHistoryRequest, wallet.BetHistoryAnswer, FAILURES['/wallet/bet_history']),
  '/wallet/methods': e(SiteRequest, wallet.PaymentMethodsAnswer, FAILURES['/wallet/methods']),
  '/wallet/vip_levels': e(wallet.VipLevelsRequest, wallet.VipLevelsAnswer, FAILURES['/wallet/vip_levels']),
  '/home/public_odds': e(sports.PublicOddsRequest, sports.PublicOddsAnswer, FAILURES['/home/public_odds']),
  '/home/match_list': e(sports.MatchListRequest, sports.MatchListAnswer, FAILURES['/home/match_list']),
  '/sports/place_bet': e(sports.PlaceBetRequest, sports.PlaceBetAnswer, FAILURES['/sports/place_bet']),
  '/sports/bets': e(sports.SportBetsRequest, sports.SportBetsAnswer, FAILURES['/sports/bets']),
  '/sports/cashout_quote': e(sports.CashoutQuoteRequest, sports.CashoutQuoteAnswer, FAILURES['/sports/cashout_quote']),
  '/sports/cashout': e(sports.CashoutRequest, sports.CashoutAnswer, FAILURES['/sports/cashout']),
  '/engage/missions': e(engage.MissionsRequest, engage.MissionsAnswer, FAILURES['/engage/missions']),
  '/engage/mission_claim': e(engage.MissionClaimRequest, engage.MissionClaimAnswer, FAILURES['/engage/mission_claim']),
  '/engage/fair_seed': e(engage.FairSeedRequest, engage.FairAnswer, FAILURES['/engage/fair_seed']),
  '/engage/fair_rotate': e(engage.FairRotateRequest, engage.FairAnswer, FAILURES['/engage/fair_rotate']),
  '/engage/spin_info': e(engage.SpinInfoRequest, engage.SpinInfoAnswer, FAILURES['/engage/spin_info']),
  '/engage/spin': e(engage.SpinRequest, engage.SpinAnswer, FAILURES['/engage/spin']),
  '/engage/minigame': e(engage.MinigameStateRequest, engage.MinigameStateAnswer, FAILURES['/engage/minigame']),
  '/engage/minigame_start': e(engage.MinigameStartRequest, engage.MinigameRoundAnswer, FAILURES['/engage/minigame_start']),
  '/engage/minigame_pick': e(engage.MinigamePickRequest, engage.MinigameRoundAnswer, FAILURES['/engage/minigame_pick']),
  '/sports/settings': e(sports.SportsSettingsRequest, sports.SportsSettingsAnswer, FAILURES['/sports/settings']),
  '/protection/status': e(PlayerRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/status']),
  '/protection/headroom': e(PlayerRequest, protection.HeadroomAnswer, FAILURES['/protection/headroom']),
  '/protection/set_limit': e(protection.SetLimitRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/set_limit']),
  '/protection/confirm_limit': e(protection.LimitRefRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/confirm_limit']),
  '/protection/cancel_pending': e(protection.LimitRefRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/cancel_pending']),
  '/protection/set_reality': e(protection.SetRealityRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/set_reality']),
  '/protection/reality': e(PlayerRequest, protection.RealityAnswer, FAILURES['/protection/reality']),
  '/protection/reality_ack': e(protection.RealityAckRequest, protection.RealityAnswer, FAILURES['/protection/reality_ack']),
  '/protection/exclude': e(protection.ExcludeRequest, protection.ExcludeAnswer, FAILURES['/protection/exclude']),
  '/protection/request_return': e(PlayerRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/request_return']),
  '/protection/confirm_return': e(PlayerRequest, protection.ProtectionStatusAnswer, FAILURES['/protection/confirm_return']),
  '/protection/history': e(protection.HistoryRequest, protection.HistoryAnswer, FAILURES['/protection/history']),
} satisfies Record<keyof typeof FAILURES, Endpoint>;

export type EndpointPath = keyof typeof ENDPOINTS;
export type RequestOf<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['request']>;
export type AnswerOf<P extends EndpointPath> = z.infer<(typeof ENDPOINTS)[P]['answer']>;

export { PlayerRequest };
