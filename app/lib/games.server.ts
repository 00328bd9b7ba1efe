import type { LoaderFunctionArgs } from 'react-router';
import type { CategorySlug, Game } from '#contract/product.ts';
import { serverCall } from './api.server.ts';
import { requestContext } from './request-context.ts';

export interface CategoryData {
  games: Game[];
  failed: boolean;
}

/** The first screen of a category travels in the first HTML. */
export async function categoryLoader({ request, context }: LoaderFunctionArgs, category: CategorySlug): Promise<CategoryData> {
  const info = context.get(requestContext);
  const host = new URL(request.url).hostname;
  const answer = await serverCall(info, '/product/get_hot_games', {
    domain_name: host,
    game_type: category === 'hot' ? '' : category,
  });
  return { games: answer.statusCode === 1 ? answer.value : [], failed: answer.statusCode !== 1 };
}
