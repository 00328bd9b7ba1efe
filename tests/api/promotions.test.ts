import { describe, expect, it } from 'vitest';
import { post } from './helpers.ts';

describe('promotions', () => {
  it('lists the running offers in the operator order, without ended ones, with sanitized terms', async () => {
    const r = await post('/home/promotions', { domain_name: 'casino2.localhost' });
    expect(r.json.statusCode).toBe(1);
    const items = r.json.value as { title: string; category: string; cta_path: string; body: string; ends_at: string | null }[];
    expect(items.length).toBe(5);
    expect(items[0].title).toMatch(/Welcome bonus/);
    expect(items.map((p) => p.title)).not.toContain('Summer slots tournament');
    for (const p of items) {
      expect(p.cta_path).toMatch(/^\/[a-z-]+$/);
      expect(p.body).toContain('<li>');
      expect(p.body).not.toMatch(/<script|onerror|javascript:/i);
      if (p.ends_at) expect(Date.parse(p.ends_at)).toBeGreaterThan(Date.now());
    }
    expect(new Set(items.map((p) => p.category))).toEqual(new Set(['all', 'slots', 'casino', 'sports']));
  });

  it('answers an unknown site with a message, not a list', async () => {
    const r = await post('/home/promotions', { domain_name: 'no-such-operator.example' });
    expect(r.status).toBeLessThan(500);
    expect(r.json.statusCode).not.toBe(1);
  });
});
