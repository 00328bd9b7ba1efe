import { MinigameView } from '~/features/engage/components/minigame-view.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { prefetch } from '~/lib/server/player.server.ts';
import type { Route } from './+types/minigame';

export const meta = pageMeta('minigame');

/** Always the minigame layout (route table); its own title, no page frame. */
export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/engage/minigame', {}]]);
}

export default function Page() {
  return <MinigameView />;
}
