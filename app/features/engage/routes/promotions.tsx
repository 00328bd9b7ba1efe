import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { PromotionsView } from '~/features/engage/components/promotions-view.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import type { Route } from './+types/promotions';

export const meta = pageMeta('promotions');

/** The offers are in the first HTML. */
export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  const answer = await info.api.call('/home/promotions', { domain_name: info.site.domain, lang: info.presentation?.language.lng }, info);
  return { items: answer.statusCode === 1 ? answer.value : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame pageKey="promotions" wide>
      <PromotionsView items={loaderData.items} />
    </PageFrame>
  );
}
