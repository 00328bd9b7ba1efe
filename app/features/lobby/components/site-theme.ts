import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root.tsx';
import type { Family, Look } from '~/themes/templates.ts';

/** The operator's template family and look, from the root loader (null without a valid theme). */
export function useSiteTheme(): { family: Family | null; look: Look | null } {
  const theme = useRouteLoaderData<RootData>('root')?.theme;
  return { family: theme?.family ?? null, look: theme?.look ?? null };
}

/** Lobby grid columns per density (6–8 a row on desktops, 3 on phones; 2 for landscape tiles, looks.css). */
export const GRID_COLS: Record<Look['grid'], string> = {
  roomy: 'game-grid gap-4 grid-cols-3 sm:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6',
  regular: 'game-grid gap-3 grid-cols-3 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-7',
  dense: 'game-grid gap-2 grid-cols-3 sm:grid-cols-5 lg:grid-cols-7 xl:grid-cols-8',
};

/** Tile surfaces per card style; every one keeps text on a palette background (AA by construction). */
export const CARD_CLASS: Record<Look['cardStyle'], string> = {
  flat: 'border border-transparent bg-surface-2',
  raised: 'border border-border bg-surface shadow-lg shadow-black/20',
  outlined: 'border-2 border-border bg-bg',
  glass: 'border border-border bg-surface/80 backdrop-blur',
};
