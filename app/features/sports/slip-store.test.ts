import { beforeEach, describe, expect, it } from 'vitest';
import { slipState, useSlipStore, type SlipItem } from './slip-store.ts';

const item = (event: string, key = 'H', odds = 2): SlipItem => ({
  selection_id: `${event}:1X2::${key}`,
  event_id: event,
  market_id: `${event}:1X2:`,
  bet_type: '1X2',
  period: 'FT',
  key,
  home_away: key === 'D' ? 'D' : (key as 'H' | 'A'),
  criteria1: '',
  sport: 'football',
  league: 'eng1',
  start_time: '2026-11-23T20:00:00.000Z',
  names: { home_team_name: 'Leeds Stars', away_team_name: 'Birmingham Mariners' },
  seen: odds,
  odds,
  status: 'open',
});

describe('bet slip', () => {
  beforeEach(() => useSlipStore.setState({ items: [], mode: 'single', stakes: {}, parlayStake: '', policy: 'better' }));

  it('keeps one selection per event: another pick of the same match replaces it, the same pick removes it', () => {
    const s = useSlipStore.getState();
    s.toggle(item('a'));
    s.toggle(item('a', 'A'));
    expect(useSlipStore.getState().items.map((i) => i.selection_id)).toEqual(['a:1X2::A']);
    useSlipStore.getState().toggle(item('a', 'A'));
    expect(useSlipStore.getState().items).toEqual([]);
  });

  it('turns to a parlay when a second match is added to a single without a stake, and takes at most 10 selections', () => {
    const s = useSlipStore.getState();
    s.toggle(item('a'));
    s.toggle(item('b'));
    expect(useSlipStore.getState().mode).toBe('parlay');
    for (let i = 0; i < 12; i++) useSlipStore.getState().toggle(item(`e${i}`));
    expect(useSlipStore.getState().items).toHaveLength(10);
  });

  it('asks to accept a price below the one seen under "better", any move under "none", nothing under "any"; a suspended leg blocks', () => {
    useSlipStore.getState().toggle(item('a', 'H', 2));
    useSlipStore.getState().updatePrices([{ selection_id: 'a:1X2::H', odds: 1.9, status: 'open' }]);
    expect(slipState(useSlipStore.getState()).changed).toBe(true);
    useSlipStore.getState().setPolicy('any');
    expect(slipState(useSlipStore.getState()).changed).toBe(false);
    useSlipStore.getState().setPolicy('better');
    useSlipStore.getState().updatePrices([{ selection_id: 'a:1X2::H', odds: 2.1, status: 'open' }]);
    expect(slipState(useSlipStore.getState()).changed).toBe(false);
    useSlipStore.getState().setPolicy('none');
    expect(slipState(useSlipStore.getState()).changed).toBe(true);
    useSlipStore.getState().acceptChanges();
    expect(useSlipStore.getState().items[0].seen).toBe(2.1);
    expect(slipState(useSlipStore.getState()).changed).toBe(false);
    useSlipStore.getState().updatePrices([{ selection_id: 'a:1X2::H', odds: 2.1, status: 'suspended' }]);
    expect(slipState(useSlipStore.getState()).suspended).toBe(true);
  });

  it('drops placed selections with their stakes', () => {
    useSlipStore.getState().toggle(item('a'));
    useSlipStore.getState().toggle(item('b'));
    useSlipStore.getState().setStake('a:1X2::H', '5');
    useSlipStore.getState().placed(['a:1X2::H']);
    expect(useSlipStore.getState().items.map((i) => i.event_id)).toEqual(['b']);
    expect(useSlipStore.getState().stakes).toEqual({});
  });
});
