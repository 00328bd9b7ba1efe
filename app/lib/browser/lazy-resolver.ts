import type { FieldValues, Resolver } from 'react-hook-form';
import { clientI18n, fullMessages } from '~/i18n/page-i18n.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts fetching the rules (the form's first focus): validation then waits for nothing. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose schema library (zod, the contract rules, zodResolver) is a
 * chunk of its own, fetched on the form's first focus or, at the latest, on the first validation
 * (zod is ~25 kB gzip, and the fields work without it until then). A chunk that cannot
 * be fetched (offline) stops the submit with a form-level error and a toast; the next try fetches again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await get();
    } catch {
      const i18n = clientI18n();
      const t = (k: string, d: string) => (i18n ? i18n.t(k, { defaultValue: d }) : d);
      const text = t('errors:disconnect', 'You seem to be offline. Check your connection and try again.');
      useNoticeStore.getState().toast({ variant: 'error', title: t('errors:errorTitle', 'Error'), text, duration: 4000 });
      return { values: {}, errors: { root: { type: 'offline', message: 'disconnect' } } } as Awaited<ReturnType<Resolver<T>>>;
    }
    // The messages it returns are shown at once: wait for the language's full bundles (loading since
    // hydration; the first view's messages have no validation texts), so a field never shows a key.
    await fullMessages();
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
