import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazyResolver } from './lazy-resolver.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';

const schema = z.object({ account_id: z.string().trim().min(1, 'required') });
type Values = z.infer<typeof schema>;
const opts = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the rules once, on preload or on first validation, and validates with them', async () => {
    const load = vi.fn(async () => zodResolver(schema));
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    const bad = await resolver({ account_id: ' ' }, undefined, opts);
    expect(bad.errors.account_id?.message).toBe('required');
    const good = await resolver({ account_id: 'demo01' }, undefined, opts);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ account_id: 'demo01' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot load stops the submit with a form error and a toast, and is fetched again next time', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return zodResolver(schema);
    });
    const resolver = lazyResolver<Values>(load);
    const first = await resolver({ account_id: 'demo01' }, undefined, opts);
    expect(first.errors.root?.message).toBe('disconnect');
    expect(useNoticeStore.getState().toasts.at(-1)?.variant).toBe('error');
    fail = false;
    const second = await resolver({ account_id: 'demo01' }, undefined, opts);
    expect(second.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
