import { data, redirect } from 'react-router';
import { FavAddRequest } from '#contract/home.ts';
import { checkForm, formFields, refused } from '~/lib/shared/forms.ts';
import { backTo, isDocumentRequest } from '~/lib/server/form-request.server.ts';
import { requestInfo, requirePlayer } from '~/lib/server/player.server.ts';
import { safeRedirect } from '~/lib/shared/safe-redirect.ts';
import type { Route } from './+types/actions.favourite';

/** A game card's heart: `intent` add or remove, the game's fields, `back` the page it sits on. */
const FavouriteForm = FavAddRequest.pick({ provider_code: true, game_code: true, game_name: true, game_type: true, img_url: true });

/**
 * Adds or removes a favourite from any page. The player list comes back with the root loader
 * (revalidated after this action); a page posted without scripts goes back where it was.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const fields = formFields(await request.formData());
  // Signed out (or the session ended meanwhile): to sign in, and back to the page with the heart.
  if (!requestInfo(args).session) {
    const back = safeRedirect(fields.back, new URL(request.url).origin);
    throw redirect(`/login?redirect=${encodeURIComponent(back)}`);
  }
  const checked = checkForm(FavouriteForm, fields);
  if (!checked.ok) return isDocumentRequest(request) ? backTo(request, fields) : data(checked.failure, { status: 400 });
  const { call } = requirePlayer(args);
  const game = checked.value;
  const answer =
    fields.intent === 'remove'
      ? await call('/home/fav_remove', { provider_code: game.provider_code, game_code: game.game_code })
      : await call('/home/fav_add', game);
  if (isDocumentRequest(request)) return backTo(request, fields);
  return answer.statusCode === 1 ? { ok: true as const } : data(refused(answer.message), { status: 400 });
}
