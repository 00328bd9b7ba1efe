import { requirePlayer } from '~/lib/server/player.server.ts';

type Args = Parameters<typeof requirePlayer>[0];

/**
 * A launch of the game named by `?provider=&game=`: its one-time address, or the error key to show.
 * An ended session goes to sign in (requirePlayer).
 */
export async function launchGame(args: Args): Promise<{ url: string; error: null } | { url: null; error: string }> {
  const { call, info } = requirePlayer(args);
  const params = new URL(args.request.url).searchParams;
  const provider_code = params.get('provider') ?? '';
  const game_code = params.get('game') ?? '';
  if (!provider_code || !game_code) return { url: null, error: 'gameNotFound' };
  // The game opens in the page's language, where its provider has it.
  const language = info.presentation?.language.lng;
  const a = await call('/product/launch', { provider_code, game_code, ...(language && { language }) });
  return a.statusCode === 1 ? { url: a.url, error: null } : { url: null, error: a.message };
}
