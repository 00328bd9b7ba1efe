/**
 * How a new build reaches open pages, and how a page survives files of an old build going away.
 *
 * - The page's build id is React Router's manifest version (a hash of the client manifest: the
 *   same sources give the same id). The server answers `GET /build-id` with the id it serves.
 * - Every hour, and when the tab becomes visible again more than an hour after the last check,
 *   the page asks. When the server serves another build, the next navigation is a full page load
 *   to its destination instead of a client-side one (`reloadOnNewBuild`, root's clientMiddleware).
 * - A chunk that fails to load (Vite's `vite:preloadError`) and React Router's own reloads (a
 *   route module that fails to import, a manifest of another build: build-update.vite.ts) take
 *   the same path.
 * - Every automatic load is guarded by a marker in sessionStorage: never two within 10 s (then
 *   the error shows instead), so nothing can loop. It waits while a money call is in flight
 *   (money-calls.ts), and the next page tells the player, once, that the site was updated.
 */
import { afterLoadIdle } from './render-later.ts';
import { moneyCallsInFlight, whenNoMoneyCalls } from '../../features/wallet/money-calls.ts';

export const BUILD_ID_PATH = '/build-id';
export const RELOAD_MARKER = 'playfront:reload';
/** A build the server announced that a full load did not bring (a cached page, an old instance): not chased again in this tab. */
export const SKIP_KEY = 'playfront:skip-build';
export const GUARD_MS = 10_000;
export const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The page after an automatic load tells the player when it starts within this time of the load. */
export const TELL_WITHIN_MS = 2 * 60 * 1000;

export type ReloadReason = 'update' | 'chunk' | 'route-module' | 'manifest';
export interface ReloadMarker {
  /** ms since the epoch, when the load was started */
  at: number;
  reason: ReloadReason;
  /** the build id of the page that loaded */
  from: string;
  /** the build id the server announced, for an update */
  wanted?: string;
  /** the next page has told the player */
  told?: boolean;
}

export function parseMarker(raw: string | null | undefined): ReloadMarker | null {
  if (!raw) return null;
  try {
    const m = JSON.parse(raw) as Partial<ReloadMarker>;
    return typeof m?.at === 'number' && Number.isFinite(m.at) ? (m as ReloadMarker) : null;
  } catch {
    return null;
  }
}

/** No automatic load within GUARD_MS of the last one (either side: a clock set back does not reopen it). */
export const reloadAllowed = (marker: ReloadMarker | null, now: number) => !marker || Math.abs(now - marker.at) >= GUARD_MS;

/** The page a load started has not told the player yet. */
export const shouldTell = (marker: ReloadMarker | null, now: number) => !!marker && !marker.told && Math.abs(now - marker.at) < TELL_WITHIN_MS;

/** The server serves a build other than this page's (and not one a full load already failed to bring). */
export const isNewBuild = (serverId: string | null | undefined, ownId: string, skipped: string | null | undefined) =>
  !!serverId && serverId !== ownId && serverId !== skipped;

/** Where a full load goes: `to` (relative to the page) or the page itself; `same` when only a reload gets there. */
export function fullLoadTarget(to: string | null | undefined, here: string): { href: string; same: boolean } {
  const url = new URL(to ?? here, here);
  const bare = (u: URL) => u.href.replace(/#.*$/, '');
  return { href: url.href, same: bare(url) === bare(new URL(here)) };
}

export type Notice = 'waiting' | 'updated' | 'failed';
export interface UpdaterEnv {
  ownId: string;
  /** sessionStorage; null where it cannot be used (then there is no automatic load at all: it could not be guarded) */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  fetchId(): Promise<string | null>;
  href(): string;
  load(target: { href: string; same: boolean }): void;
  notify(notice: Notice): void;
  moneyBusy(): boolean;
  whenNoMoney(): Promise<void>;
}

/** The page's update state and its one guarded way to load a page in full (DOM-free: unit tested). */
export function createUpdater(env: UpdaterEnv) {
  let newest: string | null = null;
  let lastCheck = env.now();
  let leaving = false;
  const read = (key: string) => {
    try {
      return env.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      env.storage!.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };

  return {
    /** The build the server announced, when it differs from the page's. */
    newest: () => newest,
    leaving: () => leaving,

    /** The page starts: tell the player about the load that brought it, once. */
    start() {
      const marker = parseMarker(read(RELOAD_MARKER));
      if (!marker || !shouldTell(marker, env.now())) return;
      write(RELOAD_MARKER, JSON.stringify({ ...marker, told: true }));
      // Loaded for a build that did not come: do not chase that one again (no loop through a stale cache).
      if (marker.reason === 'update' && marker.wanted && marker.wanted !== env.ownId) write(SKIP_KEY, marker.wanted);
      env.notify('updated');
    },

    async check() {
      lastCheck = env.now();
      const id = await env.fetchId().catch(() => null);
      if (isNewBuild(id, env.ownId, read(SKIP_KEY))) newest = id;
    },

    /** The tab became visible: worth a check when the last one is more than an hour old. */
    dueOnVisible: () => env.now() - lastCheck >= CHECK_EVERY_MS,

    /**
     * A full load to `to` (default: this page), unless one happened within GUARD_MS or storage is
     * unusable. True when the load is on its way (after the money calls in flight, if any): the
     * caller stops there; false: it goes on (shows the error, navigates client-side).
     */
    request(reason: ReloadReason, to?: string | null): boolean {
      if (leaving) return true;
      if (!env.storage || !reloadAllowed(parseMarker(read(RELOAD_MARKER)), env.now())) return false;
      const marker = (): ReloadMarker => ({ at: env.now(), reason, from: env.ownId, ...(newest ? { wanted: newest } : {}) });
      // Claimed now (a second trigger meanwhile finds it), stamped again when the load starts.
      if (!write(RELOAD_MARKER, JSON.stringify(marker()))) return false;
      leaving = true;
      const target = fullLoadTarget(to, env.href());
      const go = () => {
        write(RELOAD_MARKER, JSON.stringify(marker()));
        env.load(target);
      };
      if (env.moneyBusy()) {
        env.notify('waiting');
        // Runs as the last call settles, before its caller reads the answer: a caller that then
        // goes somewhere itself (a deposit to the provider's page) starts the later navigation, which wins.
        void env.whenNoMoney().then(go);
      } else go();
      return true;
    },
  };
}
export type Updater = ReturnType<typeof createUpdater>;

let updater: Updater | null = null;
/** The page's updater (null on the server and before startBuildUpdates). */
export const pageUpdater = () => updater;

/**
 * Root's clientMiddleware: with a newer build out, a navigation to another page is a full load of
 * that page (GET only: a form post goes on as it is). Revalidations and back/forward to the URL
 * already shown go on client-side; so does everything within 10 s of the last automatic load.
 */
export function reloadOnNewBuild<T>({ request }: { request: Request }, next: () => Promise<T>): Promise<T> {
  if (!updater || typeof window === 'undefined' || request.method !== 'GET') return next();
  if (updater.leaving()) return new Promise<T>(() => {});
  if (!updater.newest()) return next();
  // A fetcher's load or a revalidation is not a navigation: only a navigation becomes a full load
  // (else a resource route's answer would replace the page).
  if (!pendingDestination()) return next();
  const url = new URL(request.url);
  if (fullLoadTarget(url.href, window.location.href).same) return next();
  // The page is on its way out: the client-side navigation never finishes.
  if (updater.request('update', url.pathname + url.search)) return new Promise<T>(() => {});
  return next();
}

/** Where the navigation in progress goes, if any (for a chunk that failed on the way). */
function pendingDestination(): string | undefined {
  const router = (
    window as unknown as { __reactRouterDataRouter?: { state?: { navigation?: { location?: { pathname: string; search: string; hash: string } } } } }
  ).__reactRouterDataRouter;
  const loc = router?.state?.navigation?.location;
  return loc ? loc.pathname + loc.search + loc.hash : undefined;
}

function sessionStore(): Storage | null {
  try {
    const s = window.sessionStorage;
    s.setItem('playfront:probe', '1');
    s.removeItem('playfront:probe');
    return s;
  } catch {
    return null;
  }
}

async function fetchBuildId(): Promise<string | null> {
  const res = await fetch(BUILD_ID_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const body = (await res.json()) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : null;
}

// The notices' texts come with a chunk of their own, fetched when the page is idle (so it is at
// hand when a later file fails) or when a notice is due.
const loadNotices = () => import('./build-notices.ts');
const notify = (notice: Notice) =>
  void loadNotices().then(
    (m) => m.notify(notice),
    () => {},
  );

/** Starts the page's part, once, before React Router (client entry). */
export function startBuildUpdates() {
  if (updater || typeof window === 'undefined') return;
  const ownId = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
  if (!ownId) return;
  const u = createUpdater({
    ownId,
    storage: sessionStore(),
    now: () => Date.now(),
    fetchId: fetchBuildId,
    href: () => window.location.href,
    load: ({ href, same }) => (same ? window.location.reload() : window.location.assign(href)),
    notify,
    moneyBusy: () => moneyCallsInFlight() > 0,
    whenNoMoney: () => whenNoMoneyCalls(),
  });
  updater = u;
  afterLoadIdle(() => void loadNotices().catch(() => {}));
  u.start();
  // React Router's own reloads (build-update.vite.ts), and Vite's failed chunks: the same guarded load.
  // Declined (a load within 10 s): React Router shows the page without it, so the player hears why.
  (window as unknown as Record<string, unknown>).__playfrontReload = (reason: ReloadReason, to?: string) => {
    const loading = u.request(reason, to ?? pendingDestination());
    if (!loading) notify('failed');
    return loading;
  };
  window.addEventListener('vite:preloadError', (event) => {
    if (u.request('chunk', pendingDestination())) event.preventDefault();
  });
  setInterval(() => void u.check(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && u.dueOnVisible()) void u.check();
  });
}
