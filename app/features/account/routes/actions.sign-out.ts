import { redirect } from 'react-router';
import type { Route } from './+types/actions.sign-out';
import { requestInfo } from '~/lib/server/player.server.ts';

/** Sign-out from any page: the operator API ends the session, the cookie goes, the player goes home. */
export async function action(args: Route.ActionArgs) {
  const info = requestInfo(args);
  const s = info.session;
  if (s) await info.api.call('/auth/logout', { account_id: s.account_id, auth: s.auth, domain_name: info.site.domain }, info);
  info.endSession();
  info.session = null;
  return redirect('/', 303);
}

/** Asked for as a page: nothing here. */
export function loader() {
  return redirect('/');
}
