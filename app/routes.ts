import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './route-table.ts';

export default [
  // The operator console: its own pages under /console, served on the console's host only.
  route('console', 'features/console/routes/_console.tsx', [
    route('sign-in', 'features/console/routes/sign-in.tsx'),
    route('welcome', 'features/console/routes/welcome.tsx'),
    route('sign-out', 'features/console/routes/sign-out.ts'),
    route('totp', 'features/console/routes/totp.tsx'),
    layout('features/console/routes/_shell.tsx', [
      index('features/console/routes/home.tsx'),
      route('switch', 'features/console/routes/switch.ts'),
      route(':op/players', 'features/console/routes/players.tsx'),
      route(':op/players/:account', 'features/console/routes/player.tsx'),
      route(':op/withdrawals', 'features/console/routes/withdrawals.tsx'),
      route(':op/deposits', 'features/console/routes/deposits.tsx'),
      route(':op/sports', 'features/console/routes/sports.tsx'),
      route(':op/messages', 'features/console/routes/messages.tsx'),
      route(':op/audit', 'features/console/routes/audit.tsx'),
      route('audit', 'features/console/routes/platform-audit.tsx'),
      route(':op/audit.csv', 'features/console/routes/audit-csv.ts'),
      route(':op/site', 'features/console/routes/site.tsx'),
      route(':op/content', 'features/console/routes/content.tsx'),
      route(':op/content/pages', 'features/console/routes/content-pages.tsx'),
      route(':op/content/pages/:key', 'features/console/routes/content-page.tsx'),
      route(':op/content/:id', 'features/console/routes/content-item.tsx'),
    ]),
    route('*', 'features/console/routes/not-found.tsx'),
  ]),
  // The home page's card lists, whole, as JSON (app/features/lobby/routes/home-cards.ts; asked for after hydration).
  route('home-cards', 'features/lobby/routes/home-cards.ts'),
  // The sportsbook home's upcoming matches (app/features/sports/routes/home-board.ts; asked for after hydration).
  route('home-board', 'features/sports/routes/home-board.ts'),
  route('data/vip', 'features/wallet/routes/data.vip.ts'),
  route('data/recent-payments', 'features/wallet/routes/data.recent-payments.ts'),
  route('data/reality', 'features/protection/routes/data.reality.ts'),
  route('data/headroom', 'features/protection/routes/data.headroom.ts'),
  route('actions/reality-ack', 'features/protection/routes/actions.reality-ack.ts'),
  route('actions/sign-out', 'features/account/routes/actions.sign-out.ts'),
  route('actions/password-alert', 'features/account/routes/actions.password-alert.ts'),
  route('actions/place-bet', 'features/sports/routes/actions.place-bet.ts'),
  route('actions/cashout', 'features/sports/routes/actions.cashout.ts'),
  route('actions/odds-format', 'features/sports/routes/actions.odds-format.ts'),
  route('data/slip-lines', 'features/sports/routes/data.slip-lines.ts'),
  route('data/sport-bets', 'features/sports/routes/data.sport-bets.ts'),
  route('data/inbox-counts', 'features/engage/routes/data.inbox-counts.ts'),
  route('actions/favourite', 'features/lobby/routes/actions.favourite.ts'),
  route('actions/adsvisit', 'features/site/routes/actions.adsvisit.ts'),
  route('data/games', 'features/lobby/routes/data.games.ts'),
  route('data/search', 'features/lobby/routes/data.search.ts'),
  route('data/recent', 'features/lobby/routes/data.recent.ts'),
  route('data/launch', 'features/lobby/routes/data.launch.ts'),
  route('data/partners', 'features/site/routes/data.partners.ts'),
  layout('features/site/routes/_page.tsx', [
    ...ROUTES.map((d) => (d.path === '/' ? index(d.file) : route(d.path.slice(1), d.file))),
    route('*', 'features/site/routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
