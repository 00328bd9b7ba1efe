import { createInstance, type BackendModule, type i18n, type Resource } from 'i18next';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { formatInterpolated } from './format.ts';

/** One lazily loaded chunk per language and file type (language entry). */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const ALL_NAMESPACES = ['ui', 'validation', 'errors', 'messages', '_m'] as const;
/**
 * Every page uses all five (the tab bar uses _m, forms validation, toasts messages): together
 * they are 5–7 kB gzip per language, so they travel with the first HTML of that language only.
 */
export const FIRST_NAMESPACES = ALL_NAMESPACES;

/** A language code to its message files; codes without files (MMK, MNT, IDR) read English. */
export const lngOf = (code: string | undefined | null) => {
  const def = LANGUAGE_DEFS.find((l) => l.code === (code ?? '').toUpperCase());
  return def && def.files.length > 0 ? def.lng : 'en';
};

async function loadBundle(lng: string, ns: string): Promise<Record<string, unknown> | null> {
  const load = bundles[`./locales/${lng}/${ns}.json`];
  if (!load) return null;
  return (await load()).default;
}

/**
 * A language's bundles (tests; the server reads them from resources.server.ts). Every language has
 * every key (the locale test checks), and each t() call carries its English text as the last resort.
 */
export async function loadResources(lng: string, namespaces: readonly string[] = FIRST_NAMESPACES): Promise<Resource> {
  const langs = [lng];
  const resources: Resource = {};
  await Promise.all(
    langs.flatMap((l) =>
      namespaces.map(async (ns) => {
        const data = await loadBundle(l, ns);
        if (data) (resources[l] ??= {})[ns] = data as Resource[string][string];
      }),
    ),
  );
  return resources;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    loadBundle(lng, ns).then(
      (data) => callback(null, data ?? {}),
      (err) => callback(err as Error, null),
    );
  },
};

/**
 * `firstView`: the browser's instance starts with the first view's messages only; a message asked
 * for before the full bundles arrive is noted, and the page renders once more when they do.
 */
export function makeI18n(lng: string, resources: Resource, { firstView = false } = {}): i18n {
  const instance = createInstance();
  instance.use(lazyBackend).init({
    lng,
    // No fallback download: a page loads its own language's bundles and nothing else.
    fallbackLng: false,
    supportedLngs: LANGUAGE_DEFS.map((l) => l.lng),
    ns: [...FIRST_NAMESPACES],
    defaultNS: 'ui',
    fallbackNS: ['errors', 'messages', 'validation'],
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    // Every number a message shows reads "0,0" in every language
    // ("10,000 games", not "10000"); years, ids and handicap lines stay as they are.
    interpolation: { escapeValue: false, alwaysFormat: true, format: formatInterpolated },
    returnNull: false,
    showSupportNotice: false,
    ...(firstView && {
      saveMissing: true,
      missingKeyHandler: () => {
        missedBeforeFull.add(instance);
      },
    }),
  });
  return instance;
}

const missedBeforeFull = new WeakSet<i18n>();

/** After hydration: the language's full bundles into the store; a re-render only if a message was missing. */
export async function loadFullBundles(instance: i18n) {
  const lng = instance.language;
  const loaded = await Promise.all(ALL_NAMESPACES.map(async (ns) => [ns, await loadBundle(lng, ns).catch(() => null)] as const));
  for (const [ns, data] of loaded) if (data) instance.addResourceBundle(lng, ns, data, true, false);
  instance.options.saveMissing = false;
  if (missedBeforeFull.has(instance) && instance.language === lng) {
    missedBeforeFull.delete(instance);
    // The same language again: every useTranslation renders with the full messages.
    await instance.changeLanguage(lng);
  }
}

/** The browser's instance, for code outside React: in page-i18n.ts (this module brings i18next). */
export { clientI18n, setClientI18n } from './page-i18n.ts';
