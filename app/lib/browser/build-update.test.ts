import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  createUpdater,
  fullLoadTarget,
  GUARD_MS,
  isNewBuild,
  parseMarker,
  RELOAD_MARKER,
  reloadAllowed,
  shouldTell,
  SKIP_KEY,
  CHECK_EVERY_MS,
  type UpdaterEnv,
} from './build-update.ts';
import { patchReactRouter } from './build-update.vite.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

/** The page a load brought, in the same tab (same storage). */
function nextPage(storage: MemoryStorage, now: number, loads: { href: string; same: boolean }[] = [], notices: string[] = []): UpdaterEnv {
  return {
    ownId: 'aaa',
    storage,
    now: () => now,
    fetchId: async () => 'bbb',
    href: () => 'https://site.test/',
    load: (t) => void loads.push(t),
    notify: (n) => void notices.push(n),
    moneyBusy: () => false,
    whenNoMoney: async () => {},
  };
}

function setup(over: Partial<UpdaterEnv> = {}) {
  let now = 1_000_000;
  const storage = new MemoryStorage();
  const loads: { href: string; same: boolean }[] = [];
  const notices: string[] = [];
  let release = () => {};
  const env: UpdaterEnv = {
    ownId: 'aaa',
    storage,
    now: () => now,
    fetchId: async () => 'bbb',
    href: () => 'https://site.test/casino?x=1',
    load: (t) => void loads.push(t),
    notify: (n) => void notices.push(n),
    moneyBusy: () => false,
    whenNoMoney: () => new Promise<void>((r) => (release = r)),
    ...over,
  };
  const u = createUpdater(env);
  return { u, storage, loads, notices, tick: (ms: number) => (now += ms), release: () => release(), marker: () => parseMarker(storage.getItem(RELOAD_MARKER)) };
}

describe('the reload guard', () => {
  it('allows a load without a marker, and none within 10 s of the last one (either side)', () => {
    expect(reloadAllowed(null, 5)).toBe(true);
    const m = { at: 100_000, reason: 'chunk' as const, from: 'a' };
    expect(reloadAllowed(m, 100_000)).toBe(false);
    expect(reloadAllowed(m, 100_000 + GUARD_MS - 1)).toBe(false);
    expect(reloadAllowed(m, 100_000 - 5_000)).toBe(false);
    expect(reloadAllowed(m, 100_000 + GUARD_MS)).toBe(true);
  });

  it('reads only well-formed markers', () => {
    expect(parseMarker(null)).toBeNull();
    expect(parseMarker('{')).toBeNull();
    expect(parseMarker('{"at":"x"}')).toBeNull();
    expect(parseMarker('{"at":5,"reason":"update","from":"a"}')?.at).toBe(5);
  });

  it('tells once, and only soon after the load', () => {
    expect(shouldTell({ at: 0, reason: 'update', from: 'a' }, 1_000)).toBe(true);
    expect(shouldTell({ at: 0, reason: 'update', from: 'a', told: true }, 1_000)).toBe(false);
    expect(shouldTell({ at: 0, reason: 'update', from: 'a' }, 10 * 60_000)).toBe(false);
  });

  it('a build is new when it differs from the page and from the one a load did not bring', () => {
    expect(isNewBuild('b', 'a', null)).toBe(true);
    expect(isNewBuild('a', 'a', null)).toBe(false);
    expect(isNewBuild('b', 'a', 'b')).toBe(false);
    expect(isNewBuild(null, 'a', null)).toBe(false);
  });

  it('loads the destination, or reloads when it is the page itself', () => {
    expect(fullLoadTarget('/slots?q=1', 'https://s.test/casino')).toEqual({ href: 'https://s.test/slots?q=1', same: false });
    expect(fullLoadTarget(undefined, 'https://s.test/casino#top')).toEqual({ href: 'https://s.test/casino#top', same: true });
    expect(fullLoadTarget('/casino', 'https://s.test/casino#top').same).toBe(true);
  });
});

describe('createUpdater', () => {
  it('one full load, then none within 10 s, then again', () => {
    const s = setup();
    expect(s.u.request('chunk', '/slots')).toBe(true);
    expect(s.loads).toEqual([{ href: 'https://site.test/slots', same: false }]);
    expect(s.marker()).toMatchObject({ reason: 'chunk', from: 'aaa' });
    // The next page (same tab) within 10 s declines (the caller shows its error); from 10 s on it may again.
    const at = s.marker()!.at;
    expect(createUpdater(nextPage(s.storage, at + GUARD_MS - 1, s.loads)).request('chunk')).toBe(false);
    const later = createUpdater(nextPage(s.storage, at + GUARD_MS, s.loads));
    expect(later.request('route-module')).toBe(true);
    expect(s.loads).toHaveLength(2);
    expect(s.loads[1]).toEqual({ href: 'https://site.test/', same: true });
  });

  it('a second trigger on the same page is absorbed (one load)', () => {
    const s = setup();
    expect(s.u.request('chunk')).toBe(true);
    expect(s.u.request('route-module')).toBe(true);
    expect(s.loads).toHaveLength(1);
  });

  it('never loads without usable storage (it could not be guarded)', () => {
    const s = setup({ storage: null });
    expect(s.u.request('chunk')).toBe(false);
    const broken = setup({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('quota');
        },
      },
    });
    expect(broken.u.request('chunk')).toBe(false);
    expect(s.loads).toEqual([]);
    expect(broken.loads).toEqual([]);
  });

  it('waits while a money call is in flight, says so, then loads (stamped at the load)', async () => {
    let busy = true;
    const s = setup({ moneyBusy: () => busy });
    expect(s.u.request('update', '/deposit')).toBe(true);
    expect(s.notices).toEqual(['waiting']);
    expect(s.loads).toEqual([]);
    s.tick(4_000);
    busy = false;
    s.release();
    await vi.waitFor(() => expect(s.loads).toHaveLength(1));
    expect(s.marker()!.at).toBe(1_004_000);
  });

  it('checks the server: another build is pending; the own build or a skipped one is not', async () => {
    const s = setup();
    await s.u.check();
    expect(s.u.newest()).toBe('bbb');
    const same = setup({ fetchId: async () => 'aaa' });
    await same.u.check();
    expect(same.u.newest()).toBeNull();
    const skipped = setup();
    skipped.storage.setItem(SKIP_KEY, 'bbb');
    await skipped.u.check();
    expect(skipped.u.newest()).toBeNull();
    const failing = setup({ fetchId: () => Promise.reject(new Error('offline')) });
    await failing.u.check();
    expect(failing.u.newest()).toBeNull();
  });

  it('a check is due on a visible tab an hour after the last one', async () => {
    const s = setup();
    expect(s.u.dueOnVisible()).toBe(false);
    s.tick(CHECK_EVERY_MS);
    expect(s.u.dueOnVisible()).toBe(true);
    await s.u.check();
    expect(s.u.dueOnVisible()).toBe(false);
  });

  it('the update load records the build it wanted; the next page tells once and skips a build that did not come', async () => {
    const s = setup();
    await s.u.check();
    expect(s.u.request('update', '/slots')).toBe(true);
    expect(s.marker()).toMatchObject({ reason: 'update', from: 'aaa', wanted: 'bbb' });
    // The next page is still 'aaa' (a stale cache): it tells, and does not chase 'bbb' again.
    const notices: string[] = [];
    const next = createUpdater(nextPage(s.storage, s.marker()!.at + 800, [], notices));
    next.start();
    next.start();
    expect(notices).toEqual(['updated']);
    expect(s.storage.getItem(SKIP_KEY)).toBe('bbb');
    await next.check();
    expect(next.newest()).toBeNull();
  });

  it('a page that got the announced build tells and skips nothing', () => {
    const s = setup();
    s.storage.setItem(RELOAD_MARKER, JSON.stringify({ at: 1_000_000, reason: 'update', from: 'old', wanted: 'aaa' }));
    s.u.start();
    expect(s.notices).toEqual(['updated']);
    expect(s.storage.getItem(SKIP_KEY)).toBeNull();
  });
});

describe("React Router's own reloads", () => {
  it('the installed react-router still has both reloads this build patches', () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'development');
    const file = fs
      .readdirSync(dir)
      .map((f) => path.join(dir, f))
      .find((f) => f.endsWith('.mjs') && fs.readFileSync(f, 'utf8').includes('function loadRouteModule('));
    expect(file).toBeTruthy();
    const out = patchReactRouter(fs.readFileSync(file!, 'utf8'));
    expect(out.missing).toEqual([]);
    expect(out.code).toContain('window.__playfrontReload("route-module")');
    expect(out.code).toContain('return window.__playfrontRouteUnavailable;');
    expect(out.code).toContain('window.__playfrontReload("manifest", errorReloadPath)');
  });

  it('reports what it cannot patch', () => {
    expect(patchReactRouter('nothing here').missing).toHaveLength(2);
  });
});
