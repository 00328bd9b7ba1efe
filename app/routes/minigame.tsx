import { MinigameView } from '~/components/engage/minigame-view.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { prefetch } from '~/lib/player.server.ts';
import type { Route } from './+types/minigame';

export const meta = pageMeta('minigame');

/** Always the minigame layout (route table); its own title, no page frame. */
export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/engage/minigame', {}]]);
}

export default function Page() {
  return <MinigameView />;
}
