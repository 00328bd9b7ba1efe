import { data } from 'react-router';
import type { Route } from './+types/actions.password-alert';
import { passwordAlertCookie } from '~/features/account/auth.server.ts';
import { backTo, isDocumentRequest } from '~/lib/server/form-request.server.ts';
import { formFields } from '~/lib/shared/forms.ts';

/** The password alert after sign-in, dismissed: its cookie goes (shown on any page). */
export async function action({ request }: Route.ActionArgs) {
  const fields = formFields(await request.formData());
  const headers = { 'Set-Cookie': passwordAlertCookie(null) };
  if (isDocumentRequest(request)) {
    const back = backTo(request, fields);
    back.headers.append('Set-Cookie', headers['Set-Cookie']);
    return back;
  }
  return data({ ok: true }, { headers });
}
