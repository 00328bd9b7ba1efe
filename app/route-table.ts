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
  file: `routes/${file}.tsx`,
  ...extra,
});
const auth = { guard: 'auth' as const };

export const ROUTES: RouteDef[] = [
  r('/', 'home', 'home'),
  r('/about', 'about', 'about'),
  r('/account', 'account', 'account', auth),
  r('/add-bank', 'addBank', 'add-bank', auth),
  r('/arcade', 'arcade', 'arcade'),
  r('/bank-details', 'bankDetails', 'bank-details', auth),
  r('/banking', 'banking', 'banking'),
  r('/bet-history', 'betHistory', 'bet-history', auth),
  r('/bingo', 'bingo', 'bingo'),
  r('/casino', 'casino', 'casino'),
  r('/change-password', 'changePassword', 'change-password', auth),
  r('/contact-us', 'contactUs', 'contact-us'),
  r('/crash', 'crash', 'crash'),
  r('/deposit', 'deposit', 'deposit', auth),
  r('/download', 'download', 'download'),
  r('/edit-profile', 'editProfile', 'edit-profile', auth),
  r('/faqs', 'faqs', 'faqs'),
  r('/fishing', 'fishing', 'fishing'),
  // The only route with metadata of its own, the guest middleware.
  r('/forgot-password', 'forgotPassword', 'forgot-password', { guard: 'guest' }),
  r('/hash-game', 'hashGame', 'hash-game'),
  r('/horse-racing', 'horseRacing', 'horse-racing'),
  r('/hot', 'hot', 'hot'),
  r('/inbox', 'inbox', 'inbox', auth),
  r('/leaderboard', 'leaderboard', 'leaderboard'),
  r('/login', 'login', 'login'),
  r('/lottery', 'lottery', 'lottery'),
  r('/minigame', 'minigame', 'minigame', { ...auth, layout: 'minigame' }),
  r('/mission', 'mission', 'mission'),
  r('/news', 'news', 'news'),
  r('/playnow', 'playnow', 'playnow', auth),
  r('/poker', 'poker', 'poker'),
  r('/preloader', 'preloader', 'preloader'),
  r('/privacy-policy', 'privacyPolicy', 'privacy-policy'),
  r('/profile', 'profile', 'profile', auth),
  r('/promotions', 'promotions', 'promotions'),
  r('/referral', 'referral', 'referral'),
  r('/register', 'register', 'register'),
  r('/responsible-gaming', 'responsibleGaming', 'responsible-gaming'),
  r('/sabong', 'sabong', 'sabong'),
  r('/security', 'security', 'security', auth),
  r('/slots', 'slots', 'slots'),
  r('/spin', 'spin', 'spin', auth),
  r('/sports', 'sports', 'sports'),
  r('/statement', 'statement', 'statement', auth),
  r('/term-condition', 'termCondition', 'term-condition'),
  r('/transaction-history', 'transactionHistory', 'transaction-history', auth),
  r('/vip', 'vip', 'vip'),
  r('/withdrawal', 'withdrawal', 'withdrawal', auth),
];

const byPath = new Map(ROUTES.map((d) => [d.path, d]));
export const routeDef = (pathname: string): RouteDef | undefined => byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
