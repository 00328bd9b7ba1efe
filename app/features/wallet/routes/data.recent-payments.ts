import { siteCall } from '~/lib/server/player.server.ts';
import type { Route } from './+types/data.recent-payments';

/** The site's latest deposits and withdrawals (masked account ids) for the home page's ticker, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const a = await siteCall(args, '/home/fetch_transactions', {});
  const lines =
    a.statusCode === 1
      ? [...a.deposits.map((d) => ({ ...d, kind: 'deposit' as const })), ...a.withdrawals.map((w) => ({ ...w, kind: 'withdrawal' as const }))]
          .sort((x, y) => y.date.localeCompare(x.date))
          .slice(0, 16)
      : [];
  return Response.json({ lines }, { headers: { 'Cache-Control': 'no-store' } });
}
