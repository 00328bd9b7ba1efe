import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { ContentNode, LanguageEntry, LiveChat, Maintenance, Partner, Site, SocialAccount, StartupAnswer, CmsPage } from '#contract/index.ts';
import { resolveTheme } from '~/themes/templates.ts';

/** SPEC §3 layout store. */
export interface LayoutState {
  message: string;
  template: string | null;
  maintenance: Maintenance;
  language: LanguageEntry[];
  content: { menu: ContentNode[]; game_menu: ContentNode[] };
  accountList: SocialAccount[];
  site: Site | null;
  cms: Record<string, CmsPage>;
  cms_status: boolean;
  provider_count: Record<string, number>;
  aff_domain: string | null;
  show_preloader: boolean;
  hasHotGames: boolean;
  show_bf_ann_modal: boolean;
  show_app_download: boolean;
  show_download_bar: boolean;
  live_chat: LiveChat;
  partners: Partner[];
  showPartner: boolean;
  show_referral: boolean;
  /** Issue 18: the operator shows its leaderboard and it has enough entries (absent: shown). */
  show_leaderboard: boolean;
}

export interface LayoutActions {
  setStartup(answer: StartupAnswer): void;
  setPartners(list: Partner[]): void;
  setShowPartner(show: boolean): void;
  setHasHotGames(has: boolean): void;
  setCms(cms: Record<string, CmsPage>, status: boolean): void;
  setAccountList(list: SocialAccount[]): void;
}
export type LayoutStore = LayoutState & LayoutActions;

export const emptyLayoutState: LayoutState = {
  message: '',
  template: null,
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  language: [],
  content: { menu: [], game_menu: [] },
  accountList: [],
  site: null,
  cms: {},
  cms_status: false,
  provider_count: {},
  aff_domain: null,
  show_preloader: false,
  hasHotGames: false,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
  live_chat: { chat_id: null, image_id: null, status: false },
  partners: [],
  showPartner: false,
  show_referral: false,
  show_leaderboard: true,
};

/**
 * SPEC §4 startup result: a failed startup, an unknown theme code or a colour the code does not
 * have resets the store and keeps only the message. Maintenance is kept from the answer.
 */
/**
 * The menu as the shell shows it: categories without their provider lists (those were two thirds
 * of the first HTML's data; a category page's loader sends its own providers). One array serves as
 * both trees, so the page data holds it once.
 */
export function shellContent(content: StartupAnswer['content']): LayoutState['content'] {
  const menu = content.menu.map(({ children: _providers, ...node }) => node);
  return { menu, game_menu: menu };
}

export function layoutStateFromStartup(answer: StartupAnswer | { statusCode: number; message: string }): LayoutState {
  if (answer.statusCode !== 1 || !('site' in answer)) {
    return { ...emptyLayoutState, message: answer.message || 'internalServerError' };
  }
  const theme = resolveTheme(answer.site.theme_code, answer.site.theme_color);
  if (!theme.ok) return { ...emptyLayoutState, message: theme.message };
  const menu = answer.content.menu;
  return {
    ...emptyLayoutState,
    message: '',
    template: theme.layout,
    maintenance: answer.maintenance,
    language: answer.language,
    content: shellContent(answer.content),
    site: answer.site,
    provider_count: answer.provider_count,
    aff_domain: answer.aff_domain,
    show_preloader: answer.site.show_preloader,
    hasHotGames: menu.some((n) => n.content_id === 'hot' && (n.game_count ?? 0) > 0),
    show_bf_ann_modal: answer.site.show_bf_ann_modal,
    show_app_download: answer.site.show_app_download,
    show_download_bar: answer.site.show_download_bar,
    live_chat: answer.live_chat,
    show_referral: answer.site.show_referral,
    show_leaderboard: answer.site.show_leaderboard !== false,
  };
}

export function createLayoutStore(initial: LayoutState): StoreApi<LayoutStore> {
  return createStore<LayoutStore>()((set) => ({
    ...initial,
    setStartup: (answer) => set(layoutStateFromStartup(answer)),
    setPartners: (partners) => set({ partners }),
    setShowPartner: (showPartner) => set({ showPartner }),
    setHasHotGames: (hasHotGames) => set({ hasHotGames }),
    setCms: (cms, cms_status) => set({ cms, cms_status }),
    setAccountList: (accountList) => set({ accountList }),
  }));
}

/** One store per request on the server, one per page load in the browser. */
const LayoutStoreContext = createContext<StoreApi<LayoutStore> | null>(null);

export function LayoutStoreProvider({ initial, children }: { initial: LayoutState; children: ReactNode }) {
  const [store] = useState(() => createLayoutStore(initial));
  return createElement(LayoutStoreContext.Provider, { value: store }, children);
}

export function useLayoutStore<T>(selector: (s: LayoutStore) => T): T {
  const store = useContext(LayoutStoreContext);
  if (!store) throw new Error('useLayoutStore outside LayoutStoreProvider');
  return useStore(store, selector);
}
