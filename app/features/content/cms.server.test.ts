import { describe, expect, it } from 'vitest';
import { splitFaq } from './cms.server.ts';

describe('FAQ split', () => {
  it('pairs each h3 question with the answer after it', () => {
    expect(splitFaq('<h3>One?</h3><p>A1</p><h3 class="x">Two <em>now</em>?</h3><p>A2</p><ul><li>b</li></ul>')).toEqual([
      { q: 'One?', a: '<p>A1</p>' },
      { q: 'Two now?', a: '<p>A2</p><ul><li>b</li></ul>' },
    ]);
  });
  it('is null for a page without questions', () => {
    expect(splitFaq('<p>Just text</p>')).toBeNull();
  });
});
