import { createContext } from 'react';
import type { i18n as I18n, Resource } from 'i18next';

/**
 * The page's translations in the browser without i18next on the first load (JS budget;
 * decision 0015). The page hydrates with the first view's messages the server embedded
 * (first-view.ts) and a small `t` over them that answers exactly as i18next does for what this
 * app asks (namespaces with `ns:`, the fallback namespaces, plurals by Intl.PluralRules with
 * `_zero`, `context`, defaults as a string or `defaultValue`, `{{var}}` with the app's number
 * format). Right after hydration, i18next (~16 kB gzip) loads with the language's full bundles
 * and takes over behind the same object; a component whose `t` missed a message (one the server
 * did not render) draws once more, alone (use-translation.ts).
 *
 * The object stands for an i18next instance (`useTranslation().i18n`): `language`, `t`,
 * `getFixedT`, `on`/`off` ('languageChanged'), `changeLanguage` are what the app uses.
 */
type Options = Record<string, unknown>;
type Listener = (lng: string) => void;
export type Format = (value: unknown, format?: string, lng?: string, options?: Options) => unknown;

export const NAMESPACES = ['ui', 'validation', 'errors', 'messages', '_m'];
const DEFAULT_NS = 'ui';
const FALLBACK_NS = ['errors', 'messages', 'validation'];

/** i18next's "overloadTranslationOptionHandler": t(key, 'default', { … }) and t(key, { … }). */
function optionsOf(a?: unknown, b?: unknown): Options {
  const out: Options = {};
  if (a && typeof a === 'object') Object.assign(out, a);
  if (typeof a === 'string') out.defaultValue = a;
  if (b && typeof b === 'object') Object.assign(out, b);
  return out;
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number, ordinal: boolean): string {
  const id = `${lng}|${ordinal}`;
  let rules = plurals.get(id);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng, { type: ordinal ? 'ordinal' : 'cardinal' });
    } catch {
      rules = new Intl.PluralRules('en', { type: ordinal ? 'ordinal' : 'cardinal' });
    }
    plurals.set(id, rules);
  }
  return `_${ordinal ? 'ordinal_' : ''}${rules.select(count)}`;
}

function getPath(node: unknown, parts: string[]): unknown {
  let cur = node;
  for (const p of parts) {
    if (!cur || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, p)) return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

const valid = (v: unknown) => v !== undefined && v !== null;

/** `{{var}}` (and `{{a.b}}`) as i18next fills them with `alwaysFormat` and no escaping; unknown ones stay. */
export function interpolate(str: string, data: Options, lng: string, format: Format | undefined): string {
  return str.replace(/\{\{(.+?)\}\}/g, (whole, inner: string) => {
    const name = inner.trim();
    const [k, ...f] = name.split(',');
    const key = k.trim();
    const raw = getPath(data, key.split('.'));
    const fmt = f.length ? f.join(',').trim() : undefined;
    const value = format ? format(raw, fmt, lng, { ...data, interpolationkey: key }) : raw;
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : String(value);
  });
}

/** One translation as i18next answers it (see the module note for what is covered). */
export function translate(resources: Resource, lng: string, rawKey: string, options: Options, format: Format | undefined, onMiss?: () => void): string {
  let key = rawKey;
  let namespaces: string[] = [typeof options.ns === 'string' ? options.ns : DEFAULT_NS];
  const colon = key.indexOf(':');
  if (colon > 0 && NAMESPACES.includes(key.slice(0, colon))) {
    namespaces = [key.slice(0, colon)];
    key = key.slice(colon + 1);
  }
  namespaces = namespaces.concat(FALLBACK_NS);
  const sep = options.keySeparator === false ? false : '.';
  const count = options.count;
  const plural = count !== undefined && typeof count !== 'string';
  const ordinal = options.ordinal === true;
  const suffix = plural ? pluralSuffix(lng, Number(count), ordinal) : '';
  const zero = plural && !ordinal && count === 0;

  const candidates = [key];
  if (plural) candidates.push(key + suffix);
  if (zero) candidates.push(`${key}_zero`);
  if (typeof options.context === 'string' && options.context) {
    const ctx = `${key}_${options.context}`;
    candidates.push(ctx);
    if (plural) {
      candidates.push(ctx + suffix);
      if (zero) candidates.push(`${ctx}_zero`);
    }
  }
  let found: unknown;
  outer: for (const ns of namespaces) {
    for (let i = candidates.length - 1; i >= 0; i -= 1) {
      const c = candidates[i];
      found = getPath(resources[lng]?.[ns], sep ? c.split(sep) : [c]);
      if (valid(found)) break outer;
    }
  }
  let res: string;
  if (valid(found) && typeof found === 'string') res = found;
  else {
    if (!valid(found)) onMiss?.();
    const def = (zero && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue;
    res = valid(def) ? String(def) : key;
  }
  return interpolate(res, options, lng, format);
}

/** What the page's components hold as "the i18n instance" (an i18next instance once loaded). */
export class PageI18n {
  language: string;
  private resources: Resource;
  private full: I18n | null = null;
  /** Messages the small `t` did not have (a component drawn only in the browser asked for them). */
  misses = 0;
  private listeners = new Set<Listener>();
  private upgradeListeners = new Set<() => void>();
  private fixed = new Map<string, I18n['t']>();
  private upgrading: Promise<void> | null = null;

  constructor(
    lng: string,
    resources: Resource,
    private format: Format | undefined,
    private loadFull: (first: Resource) => Promise<I18n>,
  ) {
    this.language = lng;
    this.resources = resources;
  }

  t = ((key: string | string[], a?: unknown, b?: unknown) => {
    if (this.full) return (this.full.t as unknown as (...args: unknown[]) => string)(key, a, b);
    return this.tIn(this.language, key, a, b);
  }) as unknown as I18n['t'];

  private tIn(lng: string, key: string | string[], a?: unknown, b?: unknown): string {
    const k = Array.isArray(key) ? key[0] : key;
    const options = optionsOf(a, b);
    return translate(this.resources, typeof options.lng === 'string' ? options.lng : lng, k, options, this.format, () => {
      this.misses += 1;
    });
  }

  getFixedT(lng: string): I18n['t'] {
    if (this.full) return this.full.getFixedT(lng);
    let t = this.fixed.get(lng);
    if (!t) {
      t = ((key: string | string[], a?: unknown, b?: unknown) =>
        this.full ? (this.full.getFixedT(lng) as unknown as (...args: unknown[]) => string)(key, a, b) : this.tIn(lng, key, a, b)) as unknown as I18n['t'];
      this.fixed.set(lng, t);
    }
    return t;
  }

  on(event: string, fn: Listener) {
    if (event === 'languageChanged') this.listeners.add(fn);
    return this;
  }

  off(event: string, fn: Listener) {
    if (event === 'languageChanged') this.listeners.delete(fn);
    return this;
  }

  private emit() {
    for (const l of this.listeners) l(this.language);
  }

  /** Told once i18next has the full bundles (use-translation.ts: a component whose `t` missed draws again). */
  onUpgraded(fn: () => void): () => void {
    if (this.full) {
      fn();
      return () => {};
    }
    this.upgradeListeners.add(fn);
    return () => this.upgradeListeners.delete(fn);
  }

  /** i18next with the language's full bundles takes over; the components that missed a message draw again. */
  upgrade(): Promise<void> {
    // A failed load (offline) is tried again by the next caller (a language change).
    this.upgrading ??= this.loadFull(this.resources).then((full) => {
      this.full = full;
      this.fixed.clear();
      full.on('languageChanged', (lng: string) => {
        this.language = lng;
        this.emit();
      });
      if (full.language !== this.language) void full.changeLanguage(this.language);
      else for (const l of this.upgradeListeners) l();
      this.upgradeListeners.clear();
    });
    this.upgrading.catch(() => {
      this.upgrading = null;
    });
    return this.upgrading;
  }

  async changeLanguage(lng: string) {
    await this.upgrade();
    await this.full!.changeLanguage(lng);
  }
}

/** The page's instance, for code outside React (the error handler, the build-update notice). */
let clientInstance: I18n | null = null;
export const setClientI18n = (i: I18n) => {
  clientInstance = i;
};
export const clientI18n = () => clientInstance;

/** Settles once the page's messages are the language's full bundles (at once where there is no upgrade to wait for; never rejects). */
export function fullMessages(): Promise<void> {
  // Typed as i18next's for the code that reads it; in the browser it is a PageI18n.
  const page: unknown = clientInstance;
  return page instanceof PageI18n ? page.upgrade().catch(() => {}) : Promise.resolve();
}

/** The page's i18n for `useTranslation`. */
export const PageI18nContext = createContext<I18n | null>(null);
