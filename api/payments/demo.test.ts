import { describe, expect, it } from 'vitest';
import { DemoProvider } from './demo.ts';

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
