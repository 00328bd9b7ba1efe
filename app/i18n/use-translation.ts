import { startTransition, useContext, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import { PageI18n, PageI18nContext } from './page-i18n.ts';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * `useTranslation()` for this app's components: the page's instance, its `t` for the current
 * language, and a re-render when the language changes (or the full bundles arrive, which announce
 * themselves the same way; see setup.ts).
 *
 * react-i18next's own hook copies the whole i18n instance into a wrapper for every component on
 * its first render (and binds a new `t`): with a hundred translated components a page, that was
 * a third of a server render. Here each language's `t` is made once per instance.
 *
 * In the browser, before i18next has the full bundles, a component's `t` notes whether it missed a
 * message (one drawn only in the browser, so not among the first view's); when the bundles arrive
 * only those components draw again, in a transition. Drawing every translated component again,
 * synchronously, was one long task of ~90 ms on a phone after every first load.
 */
interface Watch {
  version: number;
  listeners: Set<() => void>;
  t: TFunction;
}
const watches = new WeakMap<I18n, Watch>();

function watchOf(i18n: I18n): Watch {
  let w = watches.get(i18n);
  if (!w) {
    const watch: Watch = { version: 0, listeners: new Set(), t: i18n.getFixedT(i18n.language) };
    i18n.on('languageChanged', () => {
      watch.version += 1;
      watch.t = i18n.getFixedT(i18n.language);
      for (const l of watch.listeners) l();
    });
    watches.set(i18n, watch);
    w = watch;
  }
  return w;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(PageI18nContext) as I18n;
  const watch = watchOf(i18n);
  useSyncExternalStore(
    (onChange) => {
      watch.listeners.add(onChange);
      return () => watch.listeners.delete(onChange);
    },
    () => watch.version,
    () => watch.version,
  );
  const page = (i18n as unknown) instanceof PageI18n ? (i18n as unknown as PageI18n) : null;
  const [seen] = useState(() => ({ missed: false }));
  const [, drawAgain] = useReducer((n: number) => n + 1, 0);
  const t = useMemo(() => (page ? noteMisses(watch.t, page, seen) : watch.t), [page, watch.t, seen]);
  useEffect(() => {
    if (!page) return;
    return page.onUpgraded(() => {
      if (!seen.missed) return;
      seen.missed = false;
      startTransition(drawAgain);
    });
  }, [page, seen]);
  return { t, i18n };
}

/** `t` that marks `seen.missed` when the page's small `t` had no message for a call. */
function noteMisses(t: TFunction, page: PageI18n, seen: { missed: boolean }): TFunction {
  return ((...args: Parameters<TFunction>) => {
    const before = page.misses;
    const out = (t as unknown as (...a: unknown[]) => unknown)(...args);
    if (page.misses !== before) seen.missed = true;
    return out;
  }) as unknown as TFunction;
}
