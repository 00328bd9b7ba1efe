import { useMemo } from 'react';
import { GameSection } from '~/features/lobby/components/game-section.tsx';
import { SportsBoard } from '~/features/sports/components/board.tsx';
import { useTranslation } from '~/i18n/use-translation.ts';
import { categoryLoader, providerNames } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { sportsBoardLoader } from '~/features/sports/sports.server.ts';
import { packBoard, unpackBoard } from '~/features/sports/sports-view.ts';
import type { Route } from './+types/sports';

export const meta = pageMeta('sports');

/** The sportsbook board for the address (`?sport=&league=&event=`), and the operator's sportsbook games below it. */
export async function loader(args: Route.LoaderArgs) {
  const [board, games] = await Promise.all([sportsBoardLoader(args), categoryLoader(args, 'sportsbook', 12)]);
  // Packed as the home page's (the board was 41 of the page's 55 kB of hydration data).
  return { board: packBoard(board, { allLeagues: true }), games: games.games, names: providerNames(args, new Set(games.games.map((g) => g.provider_code))) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { games, names } = loaderData;
  const packed = loaderData.board;
  const board = useMemo(() => unpackBoard(packed), [packed]);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6" data-page="sports">
      <SportsBoard data={board} path="/sports" />
      {games.length > 0 && !board.view.event && (
        <GameSection
          id="sportsbook-games"
          title={t('sports.moreSportsbooks', 'More sportsbooks')}
          icon="sportsbook"
          games={games}
          names={new Map(Object.entries(names))}
          limit={12}
          testId="sports-games"
        />
      )}
    </div>
  );
}
