import { useMemo } from 'react';
import { data, type MetaDescriptor } from 'react-router';
import { QuickBet, type QuickBetResult } from '~/features/sports/components/quick-bet.tsx';
import { checkSingle, placeBets } from '~/features/sports/place-bet.server.ts';
import { formFields } from '~/lib/shared/forms.ts';
import { GameSection } from '~/features/lobby/components/game-section.tsx';
import { SportsBoard } from '~/features/sports/components/board.tsx';
import { useTranslation } from '~/i18n/use-translation.ts';
import { categoryLoader, providerNames } from '~/features/lobby/games.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { sportsBoardLoader } from '~/features/sports/sports.server.ts';
import { packBoard, unpackBoard } from '~/features/sports/sports-view.ts';
import type { Route } from './+types/sports';

/** An opened match is a page of its own: its teams lead the title (a screen reader says where it is). */
export const meta: Route.MetaFunction = (args) => {
  const base = pageMeta('sports')(args as never);
  const event = args.loaderData?.board.event;
  if (!event?.home || !event.away) return base;
  return base.map((m) => {
    const d = m as Record<string, unknown>;
    const title = 'title' in d ? d.title : d.property === 'og:title' ? d.content : undefined;
    if (typeof title !== 'string') return m;
    const named = `${event.home} – ${event.away} | ${title}`;
    return 'title' in d ? { title: named } : { ...d, content: named };
  }) as MetaDescriptor[];
};

/** The sportsbook board for the address (`?sport=&league=&event=`), and the operator's sportsbook games below it. */
export async function loader(args: Route.LoaderArgs) {
  const [board, games] = await Promise.all([sportsBoardLoader(args), categoryLoader(args, 'sportsbook', 12)]);
  // Packed as the home page's (the board was 41 of the page's 55 kB of hydration data).
  const pick = new URL(args.request.url).searchParams.get('pick') ?? '';
  return {
    board: packBoard(board, { allLeagues: true }),
    games: games.games,
    names: providerNames(args, new Set(games.games.map((g) => g.provider_code))),
    // A selection's bet form (`?pick=`): its key is made for each drawing, so a post is one bet.
    pick: board.event && pick && pick.length <= 80 ? { id: pick, key: crypto.randomUUID().replaceAll('-', '') } : null,
  };
}

/** The match page's single bet (its plain form; with or without scripts). */
export async function action(args: Route.ActionArgs) {
  const checked = checkSingle(formFields(await args.request.formData()));
  if (!checked.ok) return data(checked.failure, { status: 400 });
  const answer = await placeBets(args, checked.value);
  return answer.ok ? { ok: true as const, count: answer.count } : data({ ...answer, intent: 'placeBet' }, { status: 400 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { games, names } = loaderData;
  const packed = loaderData.board;
  const board = useMemo(() => unpackBoard(packed), [packed]);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6" data-page="sports">
      <SportsBoard
        data={board}
        path="/sports"
        matchExtra={
          board.event && loaderData.pick ? (
            <QuickBet event={board.event} pick={loaderData.pick.id} betKey={loaderData.pick.key} result={actionData as QuickBetResult} />
          ) : null
        }
      />
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
