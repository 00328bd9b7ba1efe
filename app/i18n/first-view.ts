import type { i18n as I18n, Resource } from 'i18next';

/**
 * The strings of the first view: the server records every message its render reads,
 * and the page carries those, not the language's whole bundles (22 kB of ui.json alone). The
 * browser hydrates with them and loads the full bundles right after.
 */
export type Recorded = Map<string, unknown>;

const SEP = '\u0000';
export const FIRST_VIEW_ID = 'i18n-first-view';

/** Make the instance's store note each message it hands out (language, namespace, key path). */
export function recordReads(instance: I18n, recorded: Recorded) {
  // The store's reader (declared by i18next's ResourceStore class, missing from its types).
  type Read = (lng: string, ns: string, key?: string | string[], options?: { keySeparator?: string | false }) => unknown;
  const store = instance.store as unknown as { getResource: Read };
  const read = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    const value = read(lng, ns, key, options);
    if (value !== undefined && key) {
      const sep = options?.keySeparator ?? instance.options.keySeparator;
      const parts = Array.isArray(key) ? key : typeof sep === 'string' && sep ? key.split(sep) : [key];
      recorded.set([lng, ns, ...parts].join(SEP), value);
    }
    return value;
  };
}

/** The recorded messages as a resource tree, the shape i18next takes. */
export function recordedResources(recorded: Recorded): Resource {
  const out: Record<string, unknown> = {};
  for (const [path, value] of recorded) {
    const parts = path.split(SEP);
    let node = out;
    for (const p of parts.slice(0, -1)) {
      const next = node[p];
      node = (next && typeof next === 'object' ? next : (node[p] = {})) as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out as Resource;
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let firstViewText: string | null = null;
/** In the browser: the first view's strings as the server wrote them (read once, before hydration). */
export function firstViewJson(): string {
  if (firstViewText === null) firstViewText = typeof document === 'undefined' ? '{}' : (document.getElementById(FIRST_VIEW_ID)?.textContent ?? '{}');
  return firstViewText;
}
