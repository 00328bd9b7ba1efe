import { create } from 'zustand';
import { BREAKPOINTS, viewportFromWidth } from '~/themes/templates.ts';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** The window's width and its viewport, refreshed 50 ms after a resize. */
interface ViewportState {
  width: number;
  viewport: Viewport;
  set(width: number): void;
}

export const useViewportStore = create<ViewportState>((set) => ({
  // The server renders for desktop unless the viewport cookie says otherwise.
  width: BREAKPOINTS.desktopMedium,
  viewport: 'desktop',
  set: (width) => set({ width, viewport: viewportFromWidth(width) }),
}));

/** True when the window is at least `px` wide (named breakpoints are in templates.ts). */
export const useMinWidth = (px: number) => useViewportStore((s) => s.width >= px);
