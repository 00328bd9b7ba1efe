import { beforeEach, describe, expect, it } from 'vitest';
import { emptySlip, slipReducer, slipState, useSlipStore, type SlipEvent, type SlipItem, type SlipState } from './slip-store.ts';

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
  beforeEach(() => useSlipStore.setState(emptySlip));

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
    useSlipStore.getState().dispatch({ type: 'place' });
    useSlipStore.getState().dispatch({ type: 'placed', selectionIds: ['a:1X2::H'], count: 1 });
    expect(useSlipStore.getState().items.map((i) => i.event_id)).toEqual(['b']);
    expect(useSlipStore.getState().stakes).toEqual({});
  });
});

const run = (events: SlipEvent[], from: SlipState = emptySlip) => events.reduce(slipReducer, from);
const picked = (...events: SlipEvent[]) => run([{ type: 'toggle', item: item('a') }, { type: 'setStake', selectionId: 'a:1X2::H', stake: '5' }, ...events]);

describe('bet slip phases', () => {
  it('starts idle, is edited once a selection is on it, and idle again when it is emptied', () => {
    expect(emptySlip.phase.name).toBe('idle');
    const one = run([{ type: 'toggle', item: item('a') }]);
    expect(one.phase.name).toBe('editing');
    expect(slipReducer(one, { type: 'remove', selectionId: 'a:1X2::H' }).phase.name).toBe('idle');
    expect(slipReducer(one, { type: 'clear' }).phase.name).toBe('idle');
    expect(slipReducer(one, { type: 'toggle', item: item('a') }).phase.name).toBe('idle');
    for (const e of [
      { type: 'setMode', mode: 'parlay' },
      { type: 'setStake', selectionId: 'a:1X2::H', stake: '3' },
      { type: 'setParlayStake', stake: '3' },
      { type: 'setPolicy', policy: 'any' },
    ] as SlipEvent[])
      expect(slipReducer(one, e).phase.name).toBe('editing');
  });

  it('asks to accept a price that moved past the policy, and is edited again once accepted or the price is back', () => {
    const moved = picked({ type: 'prices', changes: [{ selection_id: 'a:1X2::H', odds: 1.8, status: 'open' }] });
    expect(moved.phase.name).toBe('oddsChanged');
    expect(slipReducer(moved, { type: 'place' })).toBe(moved);
    const accepted = slipReducer(moved, { type: 'accept' });
    expect(accepted.phase.name).toBe('editing');
    expect(accepted.items[0].seen).toBe(1.8);
    expect(slipReducer(moved, { type: 'prices', changes: [{ selection_id: 'a:1X2::H', odds: 2, status: 'open' }] }).phase.name).toBe('editing');
    expect(slipReducer(moved, { type: 'setPolicy', policy: 'any' }).phase.name).toBe('editing');
    // A higher price under "accept higher odds" needs nothing.
    expect(picked({ type: 'prices', changes: [{ selection_id: 'a:1X2::H', odds: 2.4, status: 'open' }] }).phase.name).toBe('editing');
  });

  it('places from editing only: not an empty, suspended or closed slip, and not twice', () => {
    expect(slipReducer(emptySlip, { type: 'place' }).phase.name).toBe('idle');
    const suspended = picked({ type: 'prices', changes: [{ selection_id: 'a:1X2::H', odds: 2, status: 'suspended' }] });
    expect(slipReducer(suspended, { type: 'place' }).phase.name).toBe('editing');
    const closed = picked({ type: 'prices', changes: [{ selection_id: 'a:1X2::H', odds: 0, status: 'closed' }] });
    expect(slipReducer(closed, { type: 'place' }).phase.name).toBe('editing');
    const placing = picked({ type: 'place' });
    expect(placing.phase.name).toBe('placing');
    expect(slipReducer(placing, { type: 'place' })).toBe(placing);
  });

  it('takes no edits while placing; a price that moves meanwhile is kept and left to the answer', () => {
    const placing = picked({ type: 'place' });
    expect(slipReducer(placing, { type: 'setStake', selectionId: 'a:1X2::H', stake: '50' })).toBe(placing);
    expect(slipReducer(placing, { type: 'toggle', item: item('b') })).toBe(placing);
    expect(slipReducer(placing, { type: 'clear' })).toBe(placing);
    const moved = slipReducer(placing, { type: 'prices', changes: [{ selection_id: 'a:1X2::H', odds: 1.5, status: 'open' }] });
    expect(moved.phase.name).toBe('placing');
    expect(moved.items[0]).toMatchObject({ odds: 1.5, seen: 2 });
    // Placed at the price seen: the selection leaves the slip.
    const placed = slipReducer(moved, { type: 'placed', selectionIds: ['a:1X2::H'], count: 1 });
    expect(placed.phase).toEqual({ name: 'placed', count: 1 });
    expect(placed.items).toEqual([]);
    // Refused for it instead: the player is asked to accept the new price, the stake stays.
    const refused = slipReducer(moved, { type: 'refused', message: 'oddsChanged', changes: [], placedIds: [] });
    expect(refused.phase).toEqual({ name: 'oddsChanged', message: 'oddsChanged' });
    expect(refused.stakes).toEqual({ 'a:1X2::H': '5' });
  });

  it('keeps the stakes after a refusal, takes its prices, and drops the bets placed before it', () => {
    const two = run([
      { type: 'toggle', item: item('a') },
      { type: 'setStake', selectionId: 'a:1X2::H', stake: '5' },
      { type: 'toggle', item: item('b') },
      { type: 'setMode', mode: 'single' },
      { type: 'setStake', selectionId: 'b:1X2::H', stake: '7' },
      { type: 'place' },
    ]);
    const limit = slipReducer(two, { type: 'refused', message: 'wagerLimit', changes: [], placedIds: [] });
    expect(limit.phase).toEqual({ name: 'refused', message: 'wagerLimit', somePlaced: false });
    expect(limit.stakes).toEqual({ 'a:1X2::H': '5', 'b:1X2::H': '7' });
    expect(limit.items).toHaveLength(2);
    const partly = slipReducer(two, {
      type: 'refused',
      message: 'oddsChanged',
      changes: [{ selection_id: 'b:1X2::H', odds: 1.7, status: 'open' }],
      placedIds: ['a:1X2::H'],
    });
    expect(partly.phase).toEqual({ name: 'oddsChanged', message: 'oddsChanged' });
    expect(partly.items.map((i) => [i.selection_id, i.odds, i.seen])).toEqual([['b:1X2::H', 1.7, 2]]);
    expect(partly.stakes).toEqual({ 'b:1X2::H': '7' });
    const suspended = slipReducer(two, {
      type: 'refused',
      message: 'marketSuspended',
      changes: [{ selection_id: 'b:1X2::H', odds: 2, status: 'suspended' }],
      placedIds: ['a:1X2::H'],
    });
    expect(suspended.phase).toEqual({ name: 'refused', message: 'marketSuspended', somePlaced: true });
    // Placing again after a refusal, and an edit clears the answer.
    expect(slipReducer(limit, { type: 'place' }).phase.name).toBe('placing');
    expect(slipReducer(limit, { type: 'setStake', selectionId: 'a:1X2::H', stake: '4' }).phase.name).toBe('editing');
  });

  it('shows an answer until the next edit; a price tick does not clear it; answers out of turn are ignored', () => {
    const placed = picked(
      { type: 'toggle', item: item('b') },
      { type: 'setMode', mode: 'single' },
      { type: 'place' },
      { type: 'placed', selectionIds: ['a:1X2::H'], count: 1 },
    );
    expect(placed.phase.name).toBe('placed');
    expect(slipReducer(placed, { type: 'prices', changes: [{ selection_id: 'b:1X2::H', odds: 2.2, status: 'open' }] }).phase.name).toBe('placed');
    expect(slipReducer(placed, { type: 'setStake', selectionId: 'b:1X2::H', stake: '1' }).phase.name).toBe('editing');
    const editing = picked();
    expect(slipReducer(editing, { type: 'placed', selectionIds: ['a:1X2::H'], count: 1 })).toBe(editing);
    expect(slipReducer(editing, { type: 'refused', message: 'x', changes: [], placedIds: [] })).toBe(editing);
  });
});
