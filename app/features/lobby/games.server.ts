import type { LoaderFunctionArgs } from 'react-router';
import type { ContentNode } from '#contract/site.ts';
import type { CategorySlug, Game } from '#contract/product.ts';
import { requestContext } from '../../lib/server/request-context.ts';

export interface CategoryData {
  games: Game[];
  failed: boolean;
  /** The category's providers (the shell's menu carries categories only). */
  providers: ContentNode[];
}

/**
 * What a game card shows, and nothing else: the first HTML carries dozens of games, and the
 * answer's other fields (RTP, volatility, popularity) are read from the full list once it loads.
 */
export function cardGame(g: Game): Game {
  const card: Game = { provider_code: g.provider_code, game_code: g.game_code, game_name: g.game_name, game_type: g.game_type, game_image: g.game_image };
  if (g.hot) card.hot = true;
  if (g.featured) card.featured = true;
  return card;
}

/** The category's node of the startup menu, with its providers. */
export function categoryNode({ context }: Pick<LoaderFunctionArgs, 'context'>, category: CategorySlug): ContentNode | undefined {
  const { startup } = context.get(requestContext).site;
  return startup.statusCode === 1 && 'content' in startup ? startup.content.menu.find((n) => n.content_id === category) : undefined;
}

/** Provider code → name, for cards that show their provider. */
export function providerNames({ context }: Pick<LoaderFunctionArgs, 'context'>, codes?: Iterable<string>): Record<string, string> {
  const { startup } = context.get(requestContext).site;
  const all = new Map<string, string>();
  if (startup.statusCode === 1 && 'content' in startup)
    for (const n of startup.content.menu) for (const c of n.children ?? []) if (c.provider_code) all.set(c.provider_code, c.name);
  if (!codes) return Object.fromEntries(all);
  const out: Record<string, string> = {};
  for (const code of codes) {
    const name = all.get(code);
    if (name) out[code] = name;
  }
  return out;
}

/** The first screen of a category travels in the first HTML: at most `limit` cards. */
export async function categoryLoader(args: LoaderFunctionArgs, category: CategorySlug, limit = 12): Promise<CategoryData> {
  const info = args.context.get(requestContext);
  const answer = await info.api.call('/product/get_hot_games', {
    domain_name: info.site.domain,
    game_type: category === 'hot' ? '' : category,
  });
  return {
    games: answer.statusCode === 1 ? answer.value.slice(0, limit).map(cardGame) : [],
    failed: answer.statusCode !== 1,
    providers: categoryNode(args, category)?.children ?? [],
  };
}
