import { data, type LoaderFunctionArgs } from 'react-router';
import { sportBetsLoader } from '~/features/sports/sports.server.ts';
import { requestInfo } from '~/lib/server/player.server.ts';
import type { SportBetsPage } from '~/features/sports/components/bet-list.tsx';

/**
 * A page of the signed-in player's sports bets (`?status=settled&page=1`), for parts of a page
 * that are not its main list: the settlement notices on the sportsbook. A guest gets nothing.
 */
export async function loader(args: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  const params = new URL(args.request.url).searchParams;
  // Not a way to sign in: a fetch that was sent to the sign-in page would move the page there.
  if (!requestInfo(args).session) return data<SportBetsPage>({ ok: false, message: 'notSignedIn' }, { headers });
  return data<SportBetsPage>(await sportBetsLoader(args, params), { headers });
}
