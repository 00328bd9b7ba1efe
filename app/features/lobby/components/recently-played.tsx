import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { loader as recentLoader } from '../routes/data.recent.ts';
import { GameCard } from './game-card.tsx';

/** The player's last games (recorded at launch), on the lobby when signed in. */
export function RecentlyPlayed({ names }: { names: Map<string | null | undefined, string> }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  // Asked for after the page is in (`data/recent`), and again when the player signs in.
  const recent = useFetcher<typeof recentLoader>();
  const { load } = recent;
  useEffect(() => {
    if (signedIn) void load('/data/recent');
  }, [signedIn, load]);
  const games = (signedIn && recent.data?.games) || [];
  if (!games.length) return null;
  return (
    <section aria-labelledby="recent-title" className="mt-10" data-testid="recently-played">
      <h2 id="recent-title" className="mb-4 text-xl font-bold">
        {t('games.recentlyPlayed', 'Recently played')}
      </h2>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {games.slice(0, 6).map((g) => (
          <GameCard key={`${g.provider_code}/${g.game_code}`} game={g} providerName={names.get(g.provider_code)} />
        ))}
      </div>
    </section>
  );
}
