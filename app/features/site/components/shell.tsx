import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useFetchers, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { holdWhile, isMoneyAction } from '~/features/wallet/money-calls.ts';
import type { RootData } from '~/root.tsx';
import { routeDef } from '~/route-table.ts';
import { setErrorNavigator } from '~/lib/browser/error-handler.ts';
import { trackVisit } from '~/lib/browser/visit.ts';
import { announceSessionEnd, listenForForceLogout, useSignOutBroadcast } from '~/lib/browser/session.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore, WITHDRAW_PAGES } from '~/stores/user-store.ts';
import { LAYOUTS, chooseLayout } from '~/layouts/registry.tsx';
import { Notices } from './notices.tsx';
import { ViewportCookie } from './viewport-cookie.tsx';
import { SignInWithoutScripts } from '../../account/components/sign-in-without-scripts.tsx';
import { useSignInParam } from '../../account/components/signin-param.ts';
import { lazyPart } from '~/lib/browser/lazy-part.tsx';
import { pageKey, useFocusOnNavigation } from '~/lib/browser/route-focus.ts';
import { useStickyBarsPadding } from '~/lib/browser/sticky-bars.ts';
import { useStartLoaded } from '~/lib/browser/render-later.ts';

// The sign-in modal of the templates that use one: drawn only once the page runs, so its code comes after hydration.
const LoginModal = lazy(() => import('../../account/components/login-modal.tsx').then((m) => ({ default: m.LoginModal })));

// Rarely shown, so chunks of their own (lib/browser/lazy-part.tsx): a host that is no working
// site, and a withdraw-only session's banner.
const InvalidSite = lazyPart('[data-testid="site-message"]', () => import('./invalid-site.tsx').then((m) => m.InvalidSite));
const RestrictedBanner = lazyPart('[data-testid="restricted-banner"]', () =>
  import('../../protection/components/restricted-banner.tsx').then((m) => m.RestrictedBanner),
);
// After a sign-in that someone's password guesses preceded.
const PasswordAlertBanner = lazyPart('[data-testid="password-alert"]', () =>
  import('../../account/components/password-alert-banner.tsx').then((m) => m.PasswordAlertBanner),
);

// Loads only for a signed-in player (its dialog opens at the player's interval).
const RealityCheck = lazy(() => import('../../protection/components/reality-check.tsx'));

/** Renders the page inside the layout chooses, and applies the route guards. */
export function Shell({ data }: { data: RootData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const message = useLayoutStore((s) => s.message);
  const maintenance = useLayoutStore((s) => s.maintenance.is_maintenance);
  const site = useLayoutStore((s) => s.site);
  const [hydrated, setHydrated] = useState(false);
  const isAuthenticated = useUserStore((s) => s.isAuthenticated);
  // A withdraw-only session: no inbox, no reality check, only the withdrawal pages.
  const restricted = useUserStore((s) => !!s.restricted);
  const passwordAlert = useUserStore((s) => !!s.passwordAlert);

  useEffect(() => {
    setErrorNavigator((to) => navigate(to));
    if (site) trackVisit();
    // The player came with the page (server-held session): nothing to read from storage.
    setHydrated(true);
    // The server found this browser's session ended: say so once, and drop the marker from the URL.
    const params = new URLSearchParams(window.location.search);
    if (data.sessionEnded || params.has('expired')) {
      announceSessionEnd();
      if (params.has('expired')) {
        params.delete('expired');
        const q = params.toString();
        navigate({ pathname: window.location.pathname, search: q ? `?${q}` : '' }, { replace: true });
      }
    }
    // Interactive from here on (tests and monitoring wait for it).
    document.documentElement.dataset.hydrated = 'true';
    return listenForForceLogout();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The live balance: one stream per open tab while a player is signed in. Its code and the inbox
  // watcher's load then (a guest's first script does not carry them). The inbox counts come with
  // the root loader; the watcher runs the loaders again when the stream reports a message or a reward.
  const { revalidate } = useRevalidator();
  const revalidateNow = useRef(revalidate);
  useEffect(() => {
    revalidateNow.current = revalidate;
  }, [revalidate]);
  useStartLoaded(
    hydrated &&
      isAuthenticated &&
      !maintenance &&
      (() =>
        Promise.all([import('~/features/wallet/balance-stream.ts'), restricted ? null : import('~/features/engage/inbox.ts')]).then(([stream, inbox]) => () => {
          const stopStream = stream.startBalanceStream();
          const stopInbox = inbox ? inbox.watchInbox(() => revalidateNow.current()) : () => {};
          return () => {
            stopStream();
            stopInbox();
          };
        })),
    [hydrated, isAuthenticated, maintenance, restricted],
  );

  // A form moving money is waiting for its answer: an automatic reload (a new build) waits too.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const moneyBusy =
    (navigation.state === 'submitting' && isMoneyAction(navigation.formAction)) ||
    fetchers.some((f) => f.state === 'submitting' && isMoneyAction(f.formAction));
  useEffect(() => holdWhile(moneyBusy), [moneyBusy]);

  useFocusOnNavigation(pageKey(location));
  useStickyBarsPadding(`${data.theme?.layout ?? ''}:${maintenance}`);
  useSignInParam();
  useSignOutBroadcast();
  const def = routeDef(location.pathname);
  // The server guards every request (root middleware); this follows a sign-out in this tab.
  useEffect(() => {
    if (!hydrated || !def?.guard) return;
    if (def.guard === 'auth' && !isAuthenticated) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
    } else if (def.guard === 'guest' && isAuthenticated) {
      navigate('/', { replace: true });
    } else if (def.guard === 'auth' && restricted && !WITHDRAW_PAGES.has(location.pathname.replace(/(.)\/$/, '$1'))) {
      navigate('/withdrawal', { replace: true });
    }
  }, [hydrated, def, isAuthenticated, restricted, location.pathname, location.search, navigate]);

  if (message) return <InvalidSite message={message} />;
  const name = chooseLayout({ pathname: location.pathname, routeLayout: def?.layout, template: data.theme?.layout ?? null, maintenance });
  const Layout = LAYOUTS[name];
  // A guarded page the player has just signed out of: a placeholder until the guard moves on.
  const blocked = def?.guard === 'auth' && !isAuthenticated;
  return (
    <>
      {restricted && <RestrictedBanner />}
      {passwordAlert && <PasswordAlertBanner />}
      <Layout look={data.theme?.look ?? null}>
        <SignInWithoutScripts />
        {blocked ? <GuardPlaceholder /> : <Outlet />}
      </Layout>
      <Notices />
      <ViewportCookie />
      {hydrated && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      {hydrated && isAuthenticated && !restricted && !maintenance && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
    </>
  );
}

function GuardPlaceholder() {
  return (
    <div className="mx-auto max-w-3xl p-6" aria-busy="true">
      <div className="h-8 w-48 rounded-theme bg-surface-2 animate-pulse mb-4" />
      <div className="h-40 rounded-theme bg-surface animate-pulse" />
    </div>
  );
}
