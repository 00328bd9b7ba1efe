import type { MetaDescriptor } from 'react-router';
import type { RootData } from '~/root.tsx';

type Bundle = Record<string, unknown>;
const dig = (obj: unknown, path: string[]): string | undefined => {
  let cur = obj;
  for (const p of path) cur = cur && typeof cur === 'object' ? (cur as Bundle)[p] : undefined;
  return typeof cur === 'string' ? cur : undefined;
};

/** Page title and description in the page's language, rendered into the first HTML. */
export function pageMeta(key: string) {
  return ({ matches }: { matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined> }): MetaDescriptor[] => {
    const root = matches.find((m) => m?.id === 'root');
    const data = (root?.loaderData ?? root?.data) as RootData | undefined;
    if (!data) return [];
    const ui = (l: string) => (data.resources as Record<string, Record<string, unknown>>)[l]?.ui;
    const pick = (field: string) => dig(ui(data.lng), ['pages', key, field]) ?? dig(ui('en'), ['pages', key, field]);
    const site = data.layout.site?.site_name ?? '';
    const title = pick('title');
    const desc = pick('description');
    return [
      { title: title ? `${title} | ${site}` : site },
      ...(desc ? [{ name: 'description', content: desc }] : []),
    ];
  };
}
