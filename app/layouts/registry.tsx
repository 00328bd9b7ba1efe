import type { ComponentType, ReactNode } from 'react';
import type { RootData } from '~/root.tsx';
import { DefaultLayout } from './default.tsx';
import { lazyPart } from '~/lib/browser/lazy-part.tsx';
import { MinigameLayout } from './minigame.tsx';
import { TemplateLayout } from './template.tsx';

export type Look = NonNullable<RootData['theme']>['look'];
export interface LayoutProps {
  look: Look | null;
  children: ReactNode;
}

export const TEMPLATE_LAYOUT_IDS = [
  'template1',
  'template2',
  'template3',
  'template4',
  'template5',
  'template6',
  'template7',
  'template8',
  'template9',
  'template10',
  'template11',
  'template12',
  'template13',
  'template14',
  'template15',
  'template16',
  'template17',
  'template19',
  'template20',
  'template21',
  'template22',
  'template23',
] as const;
// Shown only while a site is in maintenance: its own chunk (lib/browser/lazy-part.tsx).
const MaintenanceLayout = lazyPart('[data-testid="maintenance"]', () => import('./maintenance.tsx').then((m) => m.MaintenanceLayout));

export type LayoutName = 'default' | 'minigame' | 'maintenance' | (typeof TEMPLATE_LAYOUT_IDS)[number];

/** The registry of page layouts (no template18). */
export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  minigame: MinigameLayout,
  maintenance: MaintenanceLayout,
  ...(Object.fromEntries(
    TEMPLATE_LAYOUT_IDS.map((id) => {
      const Layout = (p: LayoutProps) => <TemplateLayout {...p} id={id} />;
      Layout.displayName = id;
      return [id, Layout];
    }),
  ) as Record<(typeof TEMPLATE_LAYOUT_IDS)[number], ComponentType<LayoutProps>>),
};

/**
 * Choice rule: while maintenance is on, only the maintenance layout; /minigame always
 * the minigame layout; else the route's own layout; else the site template's.
 */
export function chooseLayout(o: { pathname: string; routeLayout?: string | null; template: string | null; maintenance: boolean }): LayoutName {
  if (o.maintenance) return 'maintenance';
  if (o.pathname.replace(/\/+$/, '') === '/minigame') return 'minigame';
  if (o.routeLayout && o.routeLayout in LAYOUTS) return o.routeLayout as LayoutName;
  if (o.template && o.template in LAYOUTS) return o.template as LayoutName;
  return 'default';
}
