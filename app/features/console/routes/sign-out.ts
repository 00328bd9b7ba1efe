import { redirect } from 'react-router';
import { consoleOf, formOf, metaOf } from '../console.server.ts';
import type { Route } from './+types/sign-out';

/** Signs out of this browser, or (intent 'everywhere') ends every session of the member. */
export async function action(args: Route.ActionArgs) {
  const c = consoleOf(args);
  const form = await formOf(args.request);
  if (form.get('intent') === 'everywhere' && c.token) await c.backend.signOutEverywhere(c.token, metaOf(args));
  else await c.backend.signOut(c.token);
  c.endSession();
  throw redirect('/console/sign-in');
}

export function loader() {
  throw redirect('/console');
}
