import { describe, expect, it } from 'vitest';
import { demoGamePage } from './page.ts';

describe('demo game page', () => {
  it('uses no emoji (a box without an emoji font): its symbols are text every font has', () => {
    const html = demoGamePage({ nonce: 'n', token: 't', gameName: 'Demo', providerName: 'TDW', balance: '1.00', bets: [100] });
    expect(html).not.toMatch(/[\u{1F000}-\u{1FAFF}]/u);
    // The card suits ask for their text form.
    for (const suit of ['♦', '♣', '♥', '♠']) expect(html).toContain(`${suit}\uFE0E`);
  });
});
