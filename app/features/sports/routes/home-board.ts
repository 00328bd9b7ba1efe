import type { LoaderFunctionArgs } from 'react-router';
import { HOME_BOARD, homeFamily } from '~/features/lobby/home-lists.server.ts';
import { sportsBoardLoader } from '~/features/sports/sports.server.ts';
import { laterUpcoming } from '~/features/sports/sports-view.ts';

/**
 * The sportsbook home's upcoming matches, as JSON: the home's first HTML draws them as
 * stand-ins (`deferUpcoming`) and the page asks here right after hydration, with its own query
 * (`?sport=`, `?league=`), so the view is the page's. A plain resource route, so a failed request
 * leaves the page as it is; the page asks again.
 */
export async function loader(args: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (homeFamily(args) !== 'sportsbook') return Response.json({ message: 'Not found' }, { status: 404, headers });
  const board = await sportsBoardLoader(args, HOME_BOARD);
  if (!board.ok) return Response.json({ message: 'The sportsbook is not available right now' }, { status: 503, headers });
  return Response.json(laterUpcoming(board), { headers });
}
