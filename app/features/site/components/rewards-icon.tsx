import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { preloadDialog } from '~/ui/lazy-dialog.tsx';
import { preloadOn } from '~/ui/lazy-overlay.tsx';
import type { RootData } from '~/root.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useModalStore } from '~/stores/modal-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { REWARDS_MODAL_LAYOUTS } from '~/themes/templates.ts';

const HIDDEN_KEY = 'rewards-icon-hidden';
const CLASS = 'grid h-14 w-14 place-items-center rounded-full bg-accent text-accent-text shadow-xl ring-4 ring-accent/30 transition hover:scale-105';

/**
 * Rewards (minigame) icon: only with gamify_status; the player can close it. Signed in it
 * opens /minigame in a new tab; signed out it opens the login modal on template4/6/8/10 and goes
 * to /login elsewhere.
 */
export function RewardsIcon() {
  const { t } = useTranslation();
  const gamify = useLayoutStore((s) => s.site?.gamify_status ?? false);
  const layout = useRouteLoaderData<RootData>('root')?.theme?.layout ?? '';
  const isAuthenticated = useUserStore((s) => s.isAuthenticated);
  const open = useModalStore((s) => s.open);
  const [hidden, setHidden] = useState(true);
  useEffect(() => setHidden(sessionStorage.getItem(HIDDEN_KEY) === '1'), []);
  if (!gamify || hidden) return null;
  const label = t('header.rewards', 'Rewards');
  return (
    // A floating widget is a complementary landmark of its own (no content outside landmarks).
    <aside className="fixed bottom-24 left-4 z-40 md:bottom-6" data-testid="rewards-icon" data-float="" aria-label={label}>
      {isAuthenticated ? (
        <a href="/minigame" target="_blank" rel="noopener" className={CLASS} aria-label={label}>
          <Icon name="gift" className="h-7 w-7" />
        </a>
      ) : (REWARDS_MODAL_LAYOUTS as readonly string[]).includes(layout) ? (
        <button type="button" className={CLASS} aria-label={label} onClick={() => open('loginmodal')} {...preloadOn(preloadDialog)}>
          <Icon name="gift" className="h-7 w-7" />
        </button>
      ) : (
        <Link to="/login" className={CLASS} aria-label={label}>
          <Icon name="gift" className="h-7 w-7" />
        </Link>
      )}
      <button
        type="button"
        data-testid="rewards-close"
        aria-label={t('header.closeRewards', 'Hide rewards')}
        onClick={() => {
          sessionStorage.setItem(HIDDEN_KEY, '1');
          setHidden(true);
        }}
        className="absolute -right-1 -top-1 grid h-6 w-6 place-items-center rounded-full border border-border bg-surface text-xs text-text"
      >
        ×
      </button>
    </aside>
  );
}
