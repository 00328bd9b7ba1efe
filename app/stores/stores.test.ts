import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from './modal-store.ts';
import { initialUserState, progressPercent, useUserStore, vipFromInfo } from './user-store.ts';
import { layoutStateFromStartup } from './layout-state.server.ts';

// Before the stores are created (imports are hoisted): persist reads localStorage at creation.
const storage = vi.hoisted(() => {
  const map = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    length: 0,
  } as Storage;
  return map;
});

describe('user store', () => {
  beforeEach(() => useUserStore.getState().reset());

  it('becomes authenticated only on statusCode 1 with the player, and keeps no credential', () => {
    const user = { account_id: 'demo01', full_name: 'Demo', contact_email: 'd@x.io', session_token: 't'.repeat(43) };
    expect(useUserStore.getState().login({ statusCode: 1, message: 'OK' })).toBe(false);
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(useUserStore.getState().login({ statusCode: -1, message: 'invalidCredentials', token: 'x', user })).toBe(false);
    expect(useUserStore.getState().login({ statusCode: 1, message: 'OK', token: 't'.repeat(43), user, fullname: 'Demo', email: 'd@x.io' })).toBe(true);
    expect(useUserStore.getState()).toMatchObject({ isAuthenticated: true, fullname: 'Demo', email: 'd@x.io' });
    // Even an answer that carried one (an operator backend reached directly) leaves none in the store.
    expect(storage.get('user')).not.toContain('t'.repeat(43));
    expect(JSON.stringify(useUserStore.getState())).not.toContain('t'.repeat(43));
  });

  it('persists to localStorage under "user" and resets to the initial state', async () => {
    useUserStore.getState().setBalance('10.00', '2.00');
    expect(JSON.parse(storage.get('user')!).state.game).toEqual({ balance: '10.00', token: '2.00' });
    useUserStore.getState().reset();
    const { login, setBalance, setVip, setFavourites, setProfile, setInboxCounts, dismissPasswordAlert, reset, ...state } = useUserStore.getState();
    expect(state).toEqual(initialUserState);
  });

  it("keeps a sign-in's password alert (shared with other tabs) until the player dismisses it", () => {
    const user = { account_id: 'demo01', full_name: 'Demo', contact_email: 'd@x.io', session_token: '' };
    const password_alert = { address: '203.0.113.*', at: '2026-01-02T03:04:05.000Z', addresses: 10 };
    useUserStore.getState().login({ statusCode: 1, message: 'OK', user, password_alert });
    expect(useUserStore.getState().passwordAlert).toEqual(password_alert);
    expect(JSON.parse(storage.get('user')!).state.passwordAlert).toEqual(password_alert);
    useUserStore.getState().dismissPasswordAlert();
    expect(useUserStore.getState().passwordAlert).toBeNull();
    useUserStore.getState().login({ statusCode: 1, message: 'OK', user });
    expect(useUserStore.getState().passwordAlert).toBeNull();
  });

  it('VIP progress is capped at 100 and 0 when the divisor is 0', () => {
    expect(progressPercent(50, 0, 100)).toBe(50);
    expect(progressPercent(500, 0, 100)).toBe(100);
    expect(progressPercent(5, 10, 10)).toBe(0);
    const v = vipFromInfo({
      starting_deposit: '5000.00',
      cycle_deposit: '25000.00',
      deposit_next: '20000.00',
      starting_turnover: '20000.00',
      cycle_turnover: '80000.00',
      turnover_next: '100000.00',
      vip_name: 'Silver',
      vip_name_next: 'Gold',
    });
    expect(v).toEqual({ totalDeposit: 25000, depoProgress: 100, totalTurnover: 80000, toProgress: 75, currentLevel: 'Silver', nextLevel: 'Gold' });
  });
});

describe('modal store', () => {
  it('opening a modal closes the current one first', () => {
    const m = useModalStore.getState();
    m.open('loginmodal');
    m.open('partners');
    expect(useModalStore.getState().modalStack).toEqual(['partners']);
    expect(useModalStore.getState().prevModal).toBe('loginmodal');
    useModalStore.getState().back();
    expect(useModalStore.getState().modalStack).toEqual(['loginmodal']);
    useModalStore.getState().close();
    expect(useModalStore.getState().modalStack).toEqual([]);
  });
});

describe('layout store from startup', () => {
  const startup = (site: Record<string, unknown>) =>
    ({
      statusCode: 1,
      message: 'OK',
      maintenance: { is_maintenance: false, start_date: null, end_date: null },
      content: { menu: [{ content_id: 'hot', name: 'Hot', game_count: 3 }], game_menu: [] },
      site: {
        site_name: 'X',
        theme_code: 'slot2',
        theme_color: '3',
        show_preloader: false,
        show_bf_ann_modal: false,
        show_app_download: false,
        show_download_bar: false,
        show_referral: true,
        ...site,
      },
      language: [],
      provider_count: { hot: 1 },
      aff_domain: null,
      live_chat: { chat_id: null, image_id: null, status: false },
    }) as never;

  it('keeps a valid site and picks its template layout', () => {
    const s = layoutStateFromStartup(startup({}));
    expect(s.message).toBe('');
    expect(s.template).toBe('template11');
    expect(s.hasHotGames).toBe(true);
    expect(s.show_referral).toBe(true);
  });
  it('puts the sportsbook first on a sportsbook template, and leaves the operator’s order elsewhere', () => {
    const menu = ['hot', 'slots', 'livecasino', 'sportsbook', 'fish'].map((id) => ({ content_id: id, name: id, game_count: 3 }));
    const withMenu = (theme_code: string) => ({ ...(startup({ theme_code, theme_color: '1' }) as object), content: { menu, game_menu: [] } }) as never;
    for (const code of ['sportsbook1', 'sportsbook2', 'sportsbook3', 'sportsbook4'])
      expect(layoutStateFromStartup(withMenu(code)).content.menu.map((n) => n.content_id)).toEqual(['sportsbook', 'hot', 'slots', 'livecasino', 'fish']);
    expect(layoutStateFromStartup(withMenu('casino1')).content.menu.map((n) => n.content_id)).toEqual(['hot', 'slots', 'livecasino', 'sportsbook', 'fish']);
  });
  it('resets with "Invalid theme code" or "Invalid theme color"', () => {
    expect(layoutStateFromStartup(startup({ theme_code: 'casino99' }))).toMatchObject({ message: 'Invalid theme code', site: null });
    expect(layoutStateFromStartup(startup({ theme_color: '9' }))).toMatchObject({ message: 'Invalid theme color', site: null });
  });
  it('resets and keeps the server message when statusCode ≠ 1', () => {
    expect(layoutStateFromStartup({ statusCode: -1, message: 'siteNotFound' })).toMatchObject({ message: 'siteNotFound', site: null, template: null });
  });
});
