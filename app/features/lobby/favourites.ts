import type { Game } from '#contract/product.ts';
import { useModalStore } from '~/stores/modal-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { callApi } from '../../lib/browser/api-client.ts';
import { handleApiAnswer } from '../../lib/browser/error-handler.ts';
import { playerIdentity } from '../../lib/browser/player.ts';

export const favKey = (providerCode: string, gameCode: string) => `${providerCode}/${gameCode}`;

/**
 * Adds or removes a favourite at once, then asks the API; on failure the list goes back as it
 * was and the global handler reports why (fav_add / fav_remove; img_url ↔ game_image).
 */
export async function toggleFavourite(game: Pick<Game, 'provider_code' | 'game_code' | 'game_name' | 'game_type' | 'game_image'>) {
  const store = useUserStore.getState();
  const before = store.game_fav_list;
  const has = before.some((f) => f.provider_code === game.provider_code && f.game_code === game.game_code);
  store.setFavourites(
    has
      ? before.filter((f) => !(f.provider_code === game.provider_code && f.game_code === game.game_code))
      : [
          { provider_code: game.provider_code, game_code: game.game_code, game_name: game.game_name, game_type: game.game_type, img_url: game.game_image },
          ...before,
        ],
  );
  const who = playerIdentity();
  const answer = has
    ? await callApi('/home/fav_remove', { ...who, provider_code: game.provider_code, game_code: game.game_code })
    : await callApi('/home/fav_add', {
        ...who,
        provider_code: game.provider_code,
        game_code: game.game_code,
        game_name: game.game_name,
        game_type: game.game_type,
        img_url: game.game_image,
      });
  if (answer.statusCode !== 1) {
    useUserStore.getState().setFavourites(before);
    handleApiAnswer(answer);
  }
}

/** Signed out: the login modal on templates that use one, else the login page. */
export function askToSignIn(modalId: string | undefined, go: (to: string) => void) {
  if (modalId) useModalStore.getState().open(modalId);
  else go(`/login?redirect=${encodeURIComponent(window.location.pathname)}`);
}
