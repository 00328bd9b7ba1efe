import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { ContentNode, LanguageEntry, LiveChat, Maintenance, Partner, Site, SocialAccount, CmsPage } from '#contract/index.ts';

/** Layout store. */
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
  /** The operator shows its leaderboard and it has enough entries (absent: shown). */
  show_leaderboard: boolean;
}

export interface LayoutActions {
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

export function createLayoutStore(initial: LayoutState): StoreApi<LayoutStore> {
  return createStore<LayoutStore>()((set) => ({
    ...initial,
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
