/**
 * The flat route table, one line a route. `key` names the page in translations
 * (ui:nav.*, ui:pages.*) and SEO (page_name); `guard` is the route middleware; `layout`
 * overrides the site template's layout.
 */
export type Guard = 'auth' | 'guest';
export interface RouteDef {
  path: string;
  file: string;
  key: string;
  guard?: Guard;
  layout?: 'default' | 'minigame';
}

const r = (path: string, key: string, file: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  key,
  file: `${file}.tsx`,
  ...extra,
});
const auth = { guard: 'auth' as const };

export const ROUTES: RouteDef[] = [
  r('/', 'home', 'features/lobby/routes/home'),
  r('/about', 'about', 'features/content/routes/about'),
  r('/account', 'account', 'features/account/routes/account', auth),
  r('/add-bank', 'addBank', 'features/wallet/routes/add-bank', auth),
  r('/arcade', 'arcade', 'features/lobby/routes/arcade'),
  r('/bank-details', 'bankDetails', 'features/wallet/routes/bank-details', auth),
  r('/banking', 'banking', 'features/wallet/routes/banking'),
  r('/bet-history', 'betHistory', 'features/wallet/routes/bet-history', auth),
  r('/bingo', 'bingo', 'features/lobby/routes/bingo'),
  r('/casino', 'casino', 'features/lobby/routes/casino'),
  r('/change-password', 'changePassword', 'features/account/routes/change-password', auth),
  r('/contact-us', 'contactUs', 'features/content/routes/contact-us'),
  r('/crash', 'crash', 'features/lobby/routes/crash'),
  r('/deposit', 'deposit', 'features/wallet/routes/deposit', auth),
  r('/download', 'download', 'features/content/routes/download'),
  r('/edit-profile', 'editProfile', 'features/account/routes/edit-profile', auth),
  r('/faqs', 'faqs', 'features/content/routes/faqs'),
  r('/fishing', 'fishing', 'features/lobby/routes/fishing'),
  // The only route with metadata of its own, the guest middleware.
  r('/forgot-password', 'forgotPassword', 'features/account/routes/forgot-password', { guard: 'guest' }),
  r('/hash-game', 'hashGame', 'features/lobby/routes/hash-game'),
  r('/horse-racing', 'horseRacing', 'features/lobby/routes/horse-racing'),
  r('/hot', 'hot', 'features/lobby/routes/hot'),
  r('/inbox', 'inbox', 'features/engage/routes/inbox', auth),
  r('/leaderboard', 'leaderboard', 'features/engage/routes/leaderboard'),
  r('/login', 'login', 'features/account/routes/login'),
  r('/lottery', 'lottery', 'features/lobby/routes/lottery'),
  r('/minigame', 'minigame', 'features/engage/routes/minigame', { ...auth, layout: 'minigame' }),
  r('/mission', 'mission', 'features/engage/routes/mission'),
  r('/news', 'news', 'features/content/routes/news'),
  r('/playnow', 'playnow', 'features/lobby/routes/playnow', auth),
  r('/poker', 'poker', 'features/lobby/routes/poker'),
  r('/preloader', 'preloader', 'features/content/routes/preloader'),
  r('/privacy-policy', 'privacyPolicy', 'features/content/routes/privacy-policy'),
  r('/profile', 'profile', 'features/account/routes/profile', auth),
  r('/promotions', 'promotions', 'features/engage/routes/promotions'),
  r('/referral', 'referral', 'features/engage/routes/referral'),
  r('/register', 'register', 'features/account/routes/register'),
  r('/responsible-gaming', 'responsibleGaming', 'features/protection/routes/responsible-gaming'),
  r('/sabong', 'sabong', 'features/lobby/routes/sabong'),
  r('/security', 'security', 'features/account/routes/security', auth),
  r('/slots', 'slots', 'features/lobby/routes/slots'),
  r('/spin', 'spin', 'features/engage/routes/spin', auth),
  r('/sports', 'sports', 'features/sports/routes/sports'),
  r('/statement', 'statement', 'features/wallet/routes/statement', auth),
  r('/term-condition', 'termCondition', 'features/content/routes/term-condition'),
  r('/transaction-history', 'transactionHistory', 'features/wallet/routes/transaction-history', auth),
  r('/vip', 'vip', 'features/engage/routes/vip'),
  r('/withdrawal', 'withdrawal', 'features/wallet/routes/withdrawal', auth),
];

const byPath = new Map(ROUTES.map((d) => [d.path, d]));
export const routeDef = (pathname: string): RouteDef | undefined => byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
