import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { AddBankForm } from '~/features/wallet/components/add-bank-form.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/add-bank';
import { prefetch } from '~/lib/server/player.server.ts';

export const meta = pageMeta('addBank');

export async function loader(args: Route.LoaderArgs) {
  return prefetch(args, [['/wallet/options', {}]]);
}

export default function Page() {
  return (
    <PageFrame pageKey="addBank">
      <div className="max-w-lg">
        <AddBankForm />
      </div>
    </PageFrame>
  );
}
