import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root.tsx';
import type { Family, Look } from '~/themes/templates.ts';

/** The operator's template family and look, from the root loader (null without a valid theme). */
export function useSiteTheme(): { family: Family | null; look: Look | null } {
  const theme = useRouteLoaderData<RootData>('root')?.theme;
  return { family: theme?.family ?? null, look: theme?.look ?? null };
}

/** Lobby grid columns per density: roomy (casino), regular, dense (slots). */
export const GRID_COLS: Record<Look['grid'], string> = {
  roomy: 'gap-4 grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  regular: 'gap-3 grid-cols-3 sm:grid-cols-4 lg:grid-cols-6',
  dense: 'gap-2 grid-cols-3 sm:grid-cols-5 lg:grid-cols-8',
};

/** Tile surfaces per card style; every one keeps text on a palette background (AA by construction). */
export const CARD_CLASS: Record<Look['cardStyle'], string> = {
  flat: 'border border-transparent bg-surface-2',
  raised: 'border border-border bg-surface shadow-lg shadow-black/20',
  outlined: 'border-2 border-border bg-bg',
  glass: 'border border-border bg-surface/80 backdrop-blur',
};
