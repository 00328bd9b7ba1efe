import { describe, expect, it } from 'vitest';
import { chooseLayout, LAYOUTS, TEMPLATE_LAYOUT_IDS } from './registry.tsx';

describe('layout choice', () => {
  it('has default, minigame, maintenance and template1–23 except 18', () => {
    expect(TEMPLATE_LAYOUT_IDS).toHaveLength(22);
    expect(Object.keys(LAYOUTS)).not.toContain('template18');
    expect(Object.keys(LAYOUTS)).toEqual(expect.arrayContaining(['default', 'minigame', 'maintenance', 'template1', 'template23']));
  });
  it('maintenance wins over everything', () => {
    expect(chooseLayout({ pathname: '/minigame', template: 'template3', maintenance: true })).toBe('maintenance');
  });
  it('/minigame always uses the minigame layout', () => {
    expect(chooseLayout({ pathname: '/minigame', routeLayout: 'default', template: 'template3', maintenance: false })).toBe('minigame');
  });
  it('a route layout beats the template; the template is the fallback', () => {
    expect(chooseLayout({ pathname: '/x', routeLayout: 'default', template: 'template3', maintenance: false })).toBe('default');
    expect(chooseLayout({ pathname: '/casino', template: 'template12', maintenance: false })).toBe('template12');
    expect(chooseLayout({ pathname: '/casino', template: 'template18', maintenance: false })).toBe('default');
  });
});
