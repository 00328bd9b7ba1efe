import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useJsonLater } from '~/lib/browser/render-later.ts';
import { unpackBoard, withUpcoming, type LaterUpcoming, type PackedBoard } from '~/features/sports/sports-view.ts';
import { SportsBoard } from './board.tsx';

/**
 * A sportsbook home's board: the page data carries it packed, its upcoming matches as
 * stand-ins, asked for right after hydration (`/home-board` with the page's query: the view is the
 * page's) and read again with the page's data; the last answer for the same view stays until the
 * new one is in. Here, not in the home route, so a casino or slot home does not load the unpacking.
 */
export function HomeBoard({ packed }: { packed: PackedBoard }) {
  const { search } = useLocation();
  const href = `/home-board${search}`;
  const later = useJsonLater<LaterUpcoming>(packed.upcomingLater ? href : null, packed);
  const rest = later?.href === href ? later.value : null;
  const board = useMemo(() => unpackBoard(rest && packed.upcomingLater ? withUpcoming(packed, rest) : packed), [packed, rest]);
  return <SportsBoard data={board} path="/" headingLevel={2} />;
}
