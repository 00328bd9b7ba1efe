import { PageFrame } from '~/components/layout/page-frame.tsx';
import { AddBankForm } from '~/components/wallet/add-bank-form.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import type { Route } from './+types/add-bank';
import { prefetch } from '~/lib/player.server.ts';

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
