import { describe, expect, it } from 'vitest';
import { DemoProvider, demoPaymentPage } from './demo.ts';

const provider = new DemoProvider('test-secret-0123456789', 'http://127.0.0.1:1/notify', 0);
const at = (offsetMs: number) => provider.sign({ ref: 'demo_0123456789', event: 'paid', amount: '5000', ts: Date.now() + offsetMs });

describe('demo provider notifications', () => {
  it('accept a provider clock a few minutes ahead of ours', () => {
    expect(provider.verify(at(0))?.amount).toBe(5000);
    expect(provider.verify(at(4 * 60_000))?.ref).toBe('demo_0123456789');
    expect(provider.verify(at(-23 * 60 * 60_000))).not.toBeNull();
  });

  it('refuse a timestamp far in the future or older than a day', () => {
    expect(provider.verify(at(10 * 60_000))).toBeNull();
    expect(provider.verify(at(12 * 60 * 60_000))).toBeNull();
    expect(provider.verify(at(-25 * 60 * 60_000))).toBeNull();
  });

  it('refuse a wrong signature', () => {
    expect(provider.verify({ ...at(0), amount: '5001' })).toBeNull();
  });
});

describe('the demo payment page', () => {
  const page = (lng: string, status: string) =>
    demoPaymentPage({ nonce: 'n', ref: 'dep_0123456789', sig: 's', siteName: 'Lucky', amount: '12345.5', currency: 'PHP', method: 'Card', status, lng });

  it('speaks the player language: its words, its number format and a decided payment’s state', () => {
    const ru = page('ru', 'pending');
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('Подтвердить оплату');
    expect(ru).toMatch(/12\s345,50/);
    expect(page('ru', 'credited')).toContain('Статус платежа: оплачен.');
    expect(page('zh', 'cancelled')).toContain('此笔支付状态：已取消。');
    expect(page('en', 'failed')).toContain('This payment is declined.');
    // A language the page has no words in: English.
    expect(page('my', 'credited')).toContain('<html lang="en">');
  });
});
