import { describe, expect, it } from 'vitest';
import type { Resource } from 'i18next';
import { ALL_NAMESPACES, loadResources, makeI18n } from './setup.ts';
import { formatInterpolated } from './format.ts';
import { PageI18n, translate } from './page-i18n.ts';

const LANGS = ['en', 'zh', 'ne', 'ru', 'vi', 'ms', 'fil', 'es'];

/** Every key of a bundle (plural suffixes taken off: the base keys the app asks for). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

const OPTIONS: Record<string, unknown>[] = [
  {},
  { defaultValue: 'Default {{count}} {{amount}}' },
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 5 },
  { count: 21 },
  { count: 10000, amount: '1.00', name: 'Ann', date: '2026-01-01', n: 3, max: 10, min: 1, id: 12345, year: 2026 },
  { count: 1, defaultValue_one: '{{count}} one', defaultValue_other: '{{count}} many', defaultValue: 'x' },
];

/** The first view's small `t` answers as i18next does (decision 0015): every key, every language. */
describe('page-i18n translate', () => {
  it('matches i18next on every key of every language, with and without counts and defaults', async () => {
    let checked = 0;
    for (const lng of LANGS) {
      const resources: Resource = await loadResources(lng, ALL_NAMESPACES);
      const full = makeI18n(lng, resources);
      for (const ns of ALL_NAMESPACES) {
        const keys = [...new Set(keysOf(resources[lng]?.[ns]).map(base))];
        for (const key of keys) {
          const asked = ns === 'ui' ? key : `${ns}:${key}`;
          for (const o of OPTIONS) {
            const expected = full.t(asked, { ...o });
            expect(translate(resources, lng, asked, { ...o }, formatInterpolated), `${lng} ${asked} ${JSON.stringify(o)}`).toBe(expected);
            checked += 1;
          }
        }
      }
      // Keys no bundle has: the default, or the key itself.
      for (const o of [{}, { defaultValue: 'Amount {{amount}}', amount: 5000 }, { count: 2, defaultValue: '{{count}} items' }]) {
        expect(translate(resources, lng, 'nowhere.key', { ...o }, formatInterpolated)).toBe(full.t('nowhere.key', { ...o }));
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it('takes t(key, default, options) and t(key, options) like i18next, and hands over to it', async () => {
    const resources = await loadResources('ru', ALL_NAMESPACES);
    const full = makeI18n('ru', resources);
    const page = new PageI18n('ru', resources, formatInterpolated, async () => full);
    expect(page.t('x.y', 'Bet #{{id}}', { id: 7 })).toBe(full.t('x.y', 'Bet #{{id}}', { id: 7 }));
    expect(page.t('games.gamesCount', { count: 3 })).toBe('3 игры');
    expect(page.getFixedT('ru')('games.gamesCount', { count: 1 })).toBe('1 игра');
    let changed = 0;
    let told = 0;
    page.on('languageChanged', () => (changed += 1));
    page.onUpgraded(() => (told += 1));
    const misses = page.misses;
    page.t('not.in.first.view');
    expect(page.misses).toBe(misses + 1);
    await page.upgrade();
    // A miss before: the components that missed are told (they draw again); the language did not change.
    expect([told, changed]).toEqual([1, 0]);
    page.onUpgraded(() => (told += 1));
    expect(told).toBe(2); // a listener that comes after the upgrade is told at once
    expect(page.t('games.gamesCount', { count: 3 })).toBe('3 игры');
  });
});
