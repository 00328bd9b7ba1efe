import { describe, expect, it } from 'vitest';
import { pageHref, paginate } from './paginate.ts';

describe('paginate', () => {
  it('shows five pages around the current one and jumps by three', () => {
    expect(paginate(200, 10)).toEqual({ pages: 20, page: 10, items: [8, 9, 10, 11, 12], jumpBack: 7, jumpForward: 13 });
  });
  it('keeps five pages at the ends, with no jump past them', () => {
    expect(paginate(200, 1)).toMatchObject({ items: [1, 2, 3, 4, 5], jumpBack: null, jumpForward: 4 });
    expect(paginate(200, 20)).toMatchObject({ items: [16, 17, 18, 19, 20], jumpBack: 17, jumpForward: null });
  });
  it('has one page for nothing and clamps pages out of range', () => {
    expect(paginate(0, 1)).toMatchObject({ pages: 1, items: [1], jumpBack: null, jumpForward: null });
    expect(paginate(25, 9)).toMatchObject({ pages: 3, page: 3, items: [1, 2, 3] });
    expect(paginate(25, -4).page).toBe(1);
  });
  it('uses 10 per page by default', () => {
    expect(paginate(10, 1).pages).toBe(1);
    expect(paginate(11, 1).pages).toBe(2);
  });
  it('a link needs the [page] placeholder', () => {
    expect(pageHref('/statement?page=[page]', 4)).toBe('/statement?page=4');
    expect(() => pageHref('/statement', 4)).toThrow(/\[page\]/);
    expect(() => pageHref(undefined, 4)).toThrow();
  });
});
