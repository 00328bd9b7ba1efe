import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginPanel } from '~/features/account/components/login-panel.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { LOGIN_MODAL_CODES, type TemplateCode } from '~/themes/templates.ts';

export const meta = pageMeta('login');

/**
 * Slot2, slot4 and sportsbook1 (#loginmodal) and slot5 (#modal-signin) sign in through a
 * modal over the home page, opened about a second after arriving there. The server sends the
 * visitor there (`/?signin=1`, the way back kept), so no sign-in form is ever shown here first
 * and then taken away with what the player typed into it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const theme = context.get(requestContext).presentation?.theme;
  if (theme?.ok && LOGIN_MODAL_CODES[theme.code as TemplateCode]) {
    const back = new URL(request.url).searchParams.get('redirect');
    throw redirect(`/?signin=1${back ? `&redirect=${encodeURIComponent(back)}` : ''}`);
  }
  return null;
}

export default function Login() {
  return (
    <PageFrame pageKey="login">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <LoginPanel />
      </div>
    </PageFrame>
  );
}
