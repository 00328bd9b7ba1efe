import { describe, expect, it } from 'vitest';
import { loadResources, makeI18n } from './setup.ts';

/** A number in a message is grouped as its language groups (lib/shared/format.ts), with its plural form. */
describe('numbers in messages', () => {
  it('counts are grouped the language’s way and pick the plural form of the language', async () => {
    const ru = makeI18n('ru', await loadResources('ru'));
    expect(ru.t('games.gamesCount', { count: 10000 }).replace(/\u00a0/g, ' ')).toBe('10 000 игр');
    expect(ru.t('games.gamesCount', { count: 1 })).toBe('1 игра');
    expect(ru.t('games.gamesCount', { count: 3 })).toBe('3 игры');
    expect(ru.t('games.gamesCount', { count: 1021 }).replace(/\u00a0/g, ' ')).toBe('1 021 игра');
    const ne = makeI18n('ne', await loadResources('ne'));
    expect(ne.t('games.gamesCount', { count: 123456 })).toContain('1,23,456');
    const en = makeI18n('en', await loadResources('en'));
    expect(en.t('games.gamesCount', { count: 10000 })).toBe('10,000 games');
    const zh = makeI18n('zh', await loadResources('zh'));
    expect(zh.t('games.gamesCount', { count: 12345 })).toContain('12,345');
  });
  it('years and ids stay as they are', async () => {
    const en = makeI18n('en', await loadResources('en'));
    expect(en.t('x', { year: 2026, defaultValue: '© {{year}}' })).toBe('© 2026');
    expect(en.t('x', { id: 12345, defaultValue: 'Bet #{{id}}' })).toBe('Bet #12345');
  });
});
