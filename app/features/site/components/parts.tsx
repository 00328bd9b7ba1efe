import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { Icon } from '~/ui/icon.tsx';
import { ButtonLink, Button } from '~/ui/button.tsx';
import { lazyOverlay } from '~/ui/lazy-overlay.tsx';
import { MenuButton } from '~/ui/lazy-menu.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useInboxStore } from '~/features/engage/inbox-store.ts';
import { useShownWhole } from '~/lib/browser/shown-whole.ts';

// The header's menus load when about to open: Radix and Popper are not in the first load.
const LANGUAGE_MENU = lazyOverlay(() => import('./header-menus.tsx').then((m) => m.LanguageMenu));
const ACCOUNT_MENU = lazyOverlay(() => import('./header-menus.tsx').then((m) => m.AccountMenu));

/** `inHeader`: on a phone, a signed-in header needs the room for the balance: the name is then read, not shown. */
export function SiteLogo({ className = '', inHeader = false }: { className?: string; inHeader?: boolean }) {
  const site = useLayoutStore((s) => s.site);
  const nameHidden = useUserStore((s) => inHeader && s.isAuthenticated);
  const name = site?.site_name ?? '';
  const room = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLSpanElement>(null);
  useShownWhole(nameRef, room, inHeader && !site?.logo1);
  const logo = (
    <Link to="/" className={`flex min-w-0 max-w-full items-center gap-2 font-extrabold tracking-tight ${className}`}>
      {site?.logo1 ? (
        <img src={site.logo1} alt={name} className="h-9 w-auto" />
      ) : (
        <>
          <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-theme bg-accent text-accent-text text-lg">
            {name.slice(0, 1)}
          </span>
          <span
            ref={nameRef}
            className={`min-w-0 text-lg leading-tight ${nameHidden ? 'max-sm:sr-only' : ''} ${
              // In a phone's header the name takes two lines of smaller type; when even that cuts it,
              // it is only read (the square shows its first letter).
              inHeader ? 'truncate @max-[6rem]/logo:sr-only data-[cut]:sr-only max-lg:line-clamp-2 max-lg:whitespace-normal max-lg:text-sm' : 'truncate'
            }`}
          >
            {site?.logo_text || name}
          </span>
        </>
      )}
    </Link>
  );
  if (!inHeader) return logo;
  // Below lg the logo takes the bar's free room, and never less than its mark (the bar wraps instead).
  return (
    <div ref={room} className="flex min-w-0 max-lg:min-w-9 max-lg:flex-1 max-lg:@container/logo">
      {logo}
    </div>
  );
}

/** The category menu from the startup content tree: only categories that have games. */
export function CategoryNav({ orientation = 'row', withIcons = true }: { orientation?: 'row' | 'column'; withIcons?: boolean }) {
  const { t } = useTranslation();
  const menu = useLayoutStore((s) => s.content.menu);
  // .nav-row fades its right edge, so a menu wider than the bar shows that it scrolls (app.css).
  const base = orientation === 'row' ? 'nav-row' : 'flex flex-col gap-1';
  return (
    <nav aria-label={t('site.categories', 'Game categories')}>
      <ul className={base}>
        {menu
          .filter((n) => n.route)
          .map((n) => (
            <li key={n.content_id} className="shrink-0">
              <NavLink to={n.route!} className="nav-link">
                {withIcons && <Icon name={n.content_id} className="h-4 w-4" />}
                {t(`category.${n.content_id}`, n.name)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const languages = useLayoutStore((s) => s.language).filter((l) => l.name);
  const current = LANGUAGE_DEFS.find((l) => l.lng === i18n.language) ?? LANGUAGE_DEFS[0];
  if (languages.length < 2) return null;

  return (
    <MenuButton
      menu={LANGUAGE_MENU}
      trigger={{
        'data-testid': 'language-switch',
        // The English word stays in the name so a player who cannot read the page still finds it.
        'aria-label': `${i18n.language === 'en' ? 'Language' : `${t('site.language', 'Language')} · Language`} ${current.code}`,
        title: current.name,
        className: 'flex items-center gap-1 rounded-theme px-2 py-2 max-sm:px-1.5 text-sm text-header-text hover:bg-white/10',
        children: (
          <>
            <Icon name="globe" className="h-4 w-4" />
            {/* The narrowest phones keep the globe alone: the header must fit the account controls. */}
            <span className="hidden min-[420px]:inline">{current.code}</span>
          </>
        ),
      }}
    />
  );
}

export function AccountArea({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const isAuthenticated = useUserStore((s) => s.isAuthenticated);
  const game = useUserStore((s) => s.game);
  const vip = useUserStore((s) => s.vip);
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const unread = useInboxStore((s) => s.unread);
  if (!isAuthenticated) {
    return (
      // Guests on a phone see Register too: on the narrowest screens the two buttons wrap under each other.
      <div className="flex flex-wrap items-center justify-end gap-1 sm:gap-2">
        <ButtonLink to="/login" variant="secondary" data-testid="sign-in" className="shrink-0 whitespace-nowrap max-sm:px-2.5">
          {t('header.signIn', 'Sign in')}
        </ButtonLink>
        {!compact && (
          <ButtonLink to="/register" data-testid="register" className="shrink-0 whitespace-nowrap max-sm:px-2.5">
            {t('header.register', 'Register')}
          </ButtonLink>
        )}
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-wrap items-center justify-end gap-1.5 sm:gap-2">
      <div className="hidden sm:flex flex-col items-end leading-tight" data-testid="balance">
        <span className="text-xs text-header-text">{t('header.balance', 'Balance')}</span>
        <span className="font-bold tabular-nums">
          {currency} {formatMoney(game.balance, lng)}
        </span>
      </div>
      <div className="hidden md:flex flex-col items-end leading-tight" data-testid="token-balance">
        <span className="text-xs text-header-text">{t('header.tokens', 'Tokens')}</span>
        <span className="font-semibold tabular-nums">{formatMoney(game.token, lng)}</span>
      </div>
      {vip.currentLevel && (
        <Link
          to="/vip"
          className="hidden lg:flex flex-col items-stretch gap-1 rounded-full border border-accent px-2.5 py-1 text-xs font-bold text-header-text"
          data-testid="vip-level"
          aria-label={
            vip.nextLevel
              ? t('vip.headerProgress', {
                  level: vip.currentLevel,
                  next: vip.nextLevel,
                  pct: Math.round(Math.min(vip.depoProgress, vip.toProgress)),
                  defaultValue: '{{level}}: {{pct}}% of the way to {{next}}',
                })
              : vip.currentLevel
          }
        >
          <span className="leading-none">{vip.currentLevel}</span>
          {/* Both thresholds count: the bar shows the one further behind (capped at 100). */}
          {vip.nextLevel && (
            <span className="block h-1 w-full overflow-hidden rounded-full bg-white/20" aria-hidden="true" data-testid="vip-header-progress">
              <span className="block h-full rounded-full bg-accent" style={{ width: `${Math.min(100, Math.min(vip.depoProgress, vip.toProgress))}%` }} />
            </span>
          )}
        </Link>
      )}
      {/* Phones: the balance stays in sight as the way to top it up, one tap to /deposit. */}
      <ButtonLink
        to="/deposit"
        className="shrink-0 gap-1 whitespace-nowrap !px-3 tabular-nums sm:hidden"
        data-testid="balance-phone"
        aria-label={`${t('header.deposit', 'Deposit')}: ${t('header.balance', 'Balance')} ${currency} ${formatMoney(game.balance, lng)}`}
      >
        {formatMoney(game.balance, lng)}
        <Icon name="plus" className="h-4 w-4" />
      </ButtonLink>
      <ButtonLink to="/deposit" className="hidden shrink-0 whitespace-nowrap sm:inline-flex">
        {t('header.deposit', 'Deposit')}
      </ButtonLink>
      <InboxLink />
      <MenuButton
        menu={ACCOUNT_MENU}
        trigger={{
          'aria-label': unread
            ? `${t('header.myAccount', 'My account')}, ${t('header.inboxUnread', { count: unread, defaultValue: 'Inbox, unread: {{count}}' })}`
            : t('header.myAccount', 'My account'),
          className: 'relative grid h-9 w-9 place-items-center rounded-full bg-white/10 text-header-text hover:bg-white/20',
          children: (
            <>
              <Icon name="user" />
              {/* Phones have no room for the inbox button: its dot sits on the account menu. */}
              {unread > 0 && <span className="absolute right-0 top-0 h-2.5 w-2.5 rounded-full bg-accent ring-2 ring-header sm:hidden" aria-hidden="true" />}
            </>
          ),
        }}
      />
    </div>
  );
}

/** The inbox in the header, with the number of unread messages. */
function InboxLink() {
  const { t } = useTranslation();
  const unread = useInboxStore((s) => s.unread);
  return (
    <Link
      to="/inbox"
      className="relative hidden h-9 w-9 shrink-0 place-items-center rounded-full bg-white/10 text-header-text hover:bg-white/20 sm:grid"
      aria-label={unread ? t('header.inboxUnread', { count: unread, defaultValue: 'Inbox, unread: {{count}}' }) : t('nav.inbox', 'Inbox')}
      data-testid="inbox-link"
    >
      <Icon name="mail" />
      {unread > 0 && (
        <span
          className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-text"
          aria-hidden="true"
          data-testid="inbox-badge"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </Link>
  );
}

/** The CMS pages every footer (and the phone drawer) links to. */
export const FOOTER_LINKS = [
  ['/about', 'nav.about'],
  ['/term-condition', 'nav.termCondition'],
  ['/privacy-policy', 'nav.privacyPolicy'],
  ['/responsible-gaming', 'nav.responsibleGaming'],
  ['/faqs', 'nav.faqs'],
  ['/banking', 'nav.banking'],
  ['/contact-us', 'nav.contactUs'],
] as const;

/** The site footer: four columns, or (compact) one band of CMS links for rail and tab templates. */
export function SiteFooter({ variant = 'columns' }: { variant?: 'columns' | 'compact' }) {
  const { t } = useTranslation();
  const site = useLayoutStore((s) => s.site);
  const menu = useLayoutStore((s) => s.content.menu);
  const showReferral = useLayoutStore((s) => s.show_referral);
  const showLeaderboard = useLayoutStore((s) => s.show_leaderboard);
  const year = new Date().getFullYear();
  const copyright = t('footer.copyright', { year, site: site?.site_name ?? '', defaultValue: `© ${year} ${site?.site_name ?? ''}` });
  if (variant === 'compact') {
    return (
      <footer className="mt-12 border-t border-border bg-surface pb-20 text-text md:pb-16" data-footer="compact">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <SiteLogo />
            <p className="text-xs text-muted">{t('footer.responsibleGamingNote', '18+ Play responsibly.')}</p>
          </div>
          <nav aria-label={t('footer.links', 'Information')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {FOOTER_LINKS.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className="hover:text-accent underline-offset-4 hover:underline">
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-border px-4 py-3 text-center text-xs text-muted">{copyright}</div>
      </footer>
    );
  }
  return (
    <footer className="mt-12 border-t border-border bg-surface pb-20 text-text md:pb-16" data-footer="columns">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <SiteLogo />
          <p className="mt-3 text-sm text-muted">{t('footer.responsibleGamingNote', '18+ Play responsibly.')}</p>
        </div>
        <nav aria-label={t('footer.links', 'Information')}>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-muted">{t('footer.links', 'Information')}</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className="hover:text-accent underline-offset-4 hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Named apart from the header's "Game categories" (two landmarks of one name). */}
        <nav aria-label={t('site.games', 'Games')}>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-muted">{t('site.games', 'Games')}</h2>
          <ul className="space-y-2 text-sm">
            {menu.slice(0, 8).map((n) => (
              <li key={n.content_id}>
                <Link to={n.route ?? '/'} className="hover:text-accent underline-offset-4 hover:underline">
                  {t(`category.${n.content_id}`, n.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-muted">{t('nav.promotions', 'Promotions')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/promotions" className="hover:text-accent">
                {t('nav.promotions')}
              </Link>
            </li>
            <li>
              <Link to="/vip" className="hover:text-accent">
                {t('nav.vip')}
              </Link>
            </li>
            {showLeaderboard && (
              <li>
                <Link to="/leaderboard" className="hover:text-accent">
                  {t('nav.leaderboard')}
                </Link>
              </li>
            )}
            <li>
              <Link to="/mission" className="hover:text-accent">
                {t('nav.mission')}
              </Link>
            </li>
            {showReferral && (
              <li>
                <Link to="/referral" className="hover:text-accent">
                  {t('nav.referral')}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted">{copyright}</div>
    </footer>
  );
}

export function MobileTabBar() {
  const { t } = useTranslation();
  const isAuthenticated = useUserStore((s) => s.isAuthenticated);
  const first = useLayoutStore((s) => s.content.menu.find((n) => n.content_id !== 'hot'));
  const tabs = [
    { to: '/', icon: 'home', label: t('_m:home', t('nav.home')) },
    { to: first?.route ?? '/slots', icon: 'slots', label: t('_m:games', t('site.games', 'Games')) },
    { to: '/promotions', icon: 'gift', label: t('_m:promos', t('nav.promotions')) },
    { to: isAuthenticated ? '/deposit' : '/login', icon: 'wallet', label: t('_m:wallet', t('nav.deposit')) },
    { to: isAuthenticated ? '/account' : '/login', icon: 'user', label: t('_m:account', t('nav.account')) },
  ];
  return (
    <nav
      aria-label={t('site.menu', 'Menu')}
      data-sticky="bottom"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-header text-header-text md:hidden pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-5">
        {tabs.map((tab) => (
          <li key={tab.icon}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                // The accent marks the current tab as a bar: accent text is not guaranteed AA on the header colour.
                `relative flex flex-col items-center gap-0.5 py-2 text-[11px] ${isActive ? 'font-bold before:absolute before:inset-x-4 before:top-0 before:h-0.5 before:rounded-full before:bg-accent' : ''}`
              }
            >
              <Icon name={tab.icon} />
              <span className="truncate max-w-full px-1">{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      // The fragment alone scrolls but leaves focus behind: the main region takes it, so the next
      // Tab goes on from the content.
      onClick={() => document.getElementById('main')?.focus({ preventScroll: true })}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[200] focus:rounded-theme focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-text"
    >
      {t('site.skipToContent', 'Skip to content')}
    </a>
  );
}

export { Button };
