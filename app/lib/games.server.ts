import type { LoaderFunctionArgs } from 'react-router';
import type { CategorySlug, Game } from '#contract/product.ts';
import { requestContext } from './request-context.ts';

export interface CategoryData {
  games: Game[];
  failed: boolean;
}

/** The first screen of a category travels in the first HTML. */
export async function categoryLoader({ context }: LoaderFunctionArgs, category: CategorySlug): Promise<CategoryData> {
  const info = context.get(requestContext);
  const answer = await info.api.call('/product/get_hot_games', {
    domain_name: info.site.domain,
    game_type: category === 'hot' ? '' : category,
  });
  return { games: answer.statusCode === 1 ? answer.value : [], failed: answer.statusCode !== 1 };
}
