import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand';
import { keepInStorage } from './stored.ts';

/** The two calls the store makes, over a map the test reads. */
function memoryStorage() {
  const map = new Map<string, string>();
  globalThis.localStorage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
  return map;
}

describe('keepInStorage', () => {
  it('writes the picked fields on every change and reads them back only when asked', () => {
    const map = memoryStorage();
    const store = createStore<{ a: number; b: string; secret: string }>()(() => ({ a: 1, b: 'x', secret: 's' }));
    const stored = keepInStorage(store, { key: 'k', version: 2, pick: ({ a, b }) => ({ a, b }) });
    store.setState({ a: 5 });
    expect(JSON.parse(map.get('k')!)).toEqual({ state: { a: 5, b: 'x' }, version: 2 });
    // Another tab's copy is not read until asked.
    map.set('k', JSON.stringify({ state: { a: 9, b: 'y' }, version: 2 }));
    expect(store.getState().a).toBe(5);
    stored.rehydrate();
    expect(store.getState()).toEqual({ a: 9, b: 'y', secret: 's' });
  });

  it('ignores a copy of another version or one that does not parse', () => {
    const map = memoryStorage();
    const store = createStore<{ a: number }>()(() => ({ a: 1 }));
    const stored = keepInStorage(store, { key: 'k', version: 1, pick: (s) => s });
    map.set('k', JSON.stringify({ state: { a: 7 }, version: 0 }));
    stored.rehydrate();
    expect(store.getState().a).toBe(1);
    map.set('k', '{not json');
    stored.rehydrate();
    expect(store.getState().a).toBe(1);
  });

  it('joins a stored copy through merge', () => {
    memoryStorage();
    const store = createStore<{ a: number; phase: string }>()(() => ({ a: 1, phase: 'idle' }));
    const stored = keepInStorage(store, { key: 'k', pick: ({ a }) => ({ a }), merge: (s, c) => ({ ...c, ...s, phase: 'edit' }) });
    localStorage.setItem('k', JSON.stringify({ state: { a: 3 }, version: 0 }));
    stored.rehydrate();
    expect(store.getState()).toEqual({ a: 3, phase: 'edit' });
  });
});
