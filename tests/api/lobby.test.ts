import { describe, expect, it } from 'vitest';
import { CategoryGamesAnswer } from '../../contract/product.ts';
import { post } from './helpers.ts';

describe('/api/product/games', () => {
  it('answers a whole category compactly, by popularity rank', async () => {
    const a = CategoryGamesAnswer.parse((await post('/product/games', { domain_name: 'localhost', game_type: 'slots' })).json);
    expect(a.value.length).toBeGreaterThan(5000);
    const ranks = a.value.map((g) => g[5]);
    expect([...ranks].sort((x, y) => x - y)).toEqual(ranks);
    const startup = (await post('/startup', { domain_name: 'localhost' })).json;
    const slots = startup.content.menu.find((n: { content_id: string }) => n.content_id === 'slots');
    expect(a.value.length).toBe(slots.game_count);
  });

  it('hot means the hot flag across categories', async () => {
    const a = CategoryGamesAnswer.parse((await post('/product/games', { domain_name: 'localhost', game_type: 'hot' })).json);
    expect(a.value.length).toBeGreaterThan(50);
    expect(a.value.every((g) => (g[3] & 1) === 1)).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const r = await post('/product/games', { domain_name: 'localhost', game_type: 'poker-night' });
    expect(r.status).toBe(400);
    expect(r.json.statusCode).not.toBe(1);
  });
});
