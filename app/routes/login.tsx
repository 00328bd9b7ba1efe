import { useEffect } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { LoginPanel } from '~/components/auth/login-panel.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import type { RootData } from '~/root.tsx';
import { useModalStore } from '~/stores/modal-store.ts';
import { LOGIN_MODAL_CODES, type TemplateCode } from '~/themes/templates.ts';

export const meta = pageMeta('login');

export default function Login() {
  const root = useRouteLoaderData<RootData>('root');
  const navigate = useNavigate();
  const modalId = root?.theme ? LOGIN_MODAL_CODES[root.theme.code as TemplateCode] : undefined;

  // SPEC §2: slot2, slot4 and sportsbook1 (#loginmodal) and slot5 (#modal-signin) sign in through
  // a modal over the home page, opened about a second after arriving there.
  useEffect(() => {
    if (!modalId) return;
    navigate('/', { replace: true });
    setTimeout(() => useModalStore.getState().open(modalId), 1000);
  }, [modalId, navigate]);

  return (
    <PageFrame pageKey="login">
      <div className="mx-auto max-w-md rounded-theme border border-border bg-surface p-6 shadow-xl">
        <LoginPanel />
      </div>
    </PageFrame>
  );
}
