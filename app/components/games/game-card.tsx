import type { Game } from '#contract/product.ts';

export function GameCard({ game, providerName }: { game: Game; providerName?: string }) {
  return (
    <article className="group relative overflow-hidden rounded-theme border border-border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-lg" data-testid="game-card">
      <div className="aspect-[3/4] bg-surface-2">
        <img src={game.game_image} alt={game.game_name} loading="lazy" decoding="async" width={300} height={400} className="h-full w-full object-cover" />
      </div>
      <div className="p-2">
        <h3 className="truncate text-sm font-semibold" title={game.game_name}>{game.game_name}</h3>
        <p className="truncate text-xs text-muted">{providerName ?? game.provider_code}</p>
      </div>
    </article>
  );
}

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="aspect-[3/4] animate-pulse rounded-theme bg-surface-2" />
      ))}
    </div>
  );
}
