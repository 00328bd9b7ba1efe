import type { Resource } from 'i18next';
import { ALL_NAMESPACES } from './setup.ts';

/** Every language's bundles, in the server's memory (the browser loads them one language at a time). */
const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

const cache = new Map<string, Resource>();
/** The whole of one language's bundles, for server renders. */
export function serverResources(lng: string): Resource {
  let res = cache.get(lng);
  if (!res) {
    const mine: Record<string, Record<string, unknown>> = {};
    for (const ns of ALL_NAMESPACES) {
      const data = bundles[`./locales/${lng}/${ns}.json`];
      if (data) mine[ns] = data;
    }
    res = { [lng]: mine } as Resource;
    cache.set(lng, res);
  }
  return res;
}

/** One message of a language's bundle by namespace and key path, or undefined. */
export function serverMessage(lng: string, ns: string, path: string): string | undefined {
  let cur: unknown = serverResources(lng)[lng]?.[ns];
  for (const p of path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[p] : undefined;
  return typeof cur === 'string' ? cur : undefined;
}
