import { describe, expect, it } from 'vitest';
import { recordedResources, recordReads, scriptJson, type Recorded } from './first-view.ts';
import { serverResources } from './resources.server.ts';
import { makeI18n } from './setup.ts';

describe('first-view messages', () => {
  it('hold exactly what the render read, and translate the same as the full bundles', () => {
    const full = makeI18n('ru', serverResources('ru'));
    const recorded: Recorded = new Map();
    recordReads(full, recorded);
    const asks = [
      () => full.t('nav.slots', 'Slots'),
      () => full.t('pages.deposit.title', 'Deposit'),
      () => full.t('games.gamesCount', { count: 5, defaultValue: '5 games' }),
      () => full.t('errors:serviceUnavailable', 'Unavailable'),
      () => full.t('no.such.key', 'English default'),
    ];
    const seen = asks.map((ask) => ask());
    expect(seen[0]).toBe('Слоты');
    expect(seen[4]).toBe('English default');

    const first = recordedResources(recorded);
    const size = JSON.stringify(first).length;
    expect(size).toBeLessThan(600);
    expect(JSON.stringify(serverResources('ru')).length).toBeGreaterThan(20 * size);

    const page = makeI18n('ru', JSON.parse(scriptJson(first)), { firstView: true });
    expect(page.t('nav.slots', 'Slots')).toBe(seen[0]);
    expect(page.t('pages.deposit.title', 'Deposit')).toBe(seen[1]);
    expect(page.t('games.gamesCount', { count: 5, defaultValue: '5 games' })).toBe(seen[2]);
    expect(page.t('errors:serviceUnavailable', 'Unavailable')).toBe(seen[3]);
    // Not read by the render: not in the page (its English text until the full bundles arrive).
    expect(page.t('nav.deposit', 'Deposit')).toBe('Deposit');
  });

  it('cannot end its script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script');
  });
});
