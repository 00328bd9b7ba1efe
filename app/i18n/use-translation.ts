import { useContext, useSyncExternalStore } from 'react';
import { PageI18nContext } from './page-i18n.ts';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * `useTranslation()` for this app's components: the page's instance, its `t` for the current
 * language, and a re-render when the language changes (or the full bundles arrive, which announce
 * themselves the same way; see setup.ts).
 *
 * react-i18next's own hook copies the whole i18n instance into a wrapper for every component on
 * its first render (and binds a new `t`): with a hundred translated components a page, that was
 * a third of a server render (issue 13). Here each language's `t` is made once per instance.
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
  return { t: watch.t, i18n };
}
