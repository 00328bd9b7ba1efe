import type { MetaDescriptor } from 'react-router';
import type { RootData } from '~/root.tsx';
import type { PageSeo } from '../server/seo.server.ts';

const absolute = (url: string | null | undefined, origin: string) =>
  !url ? undefined : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/**
 * Per-page meta in the first HTML (SEO record): the page's own SEO record when the
 * operator wrote one, else the translated page title with the operator's defaults.
 */
export function pageMeta(key: string) {
  return ({ matches }: { matches: ReadonlyArray<Match> }): MetaDescriptor[] => {
    const dataOf = (id: string) => {
      const m = matches.find((x) => x?.id === id);
      return (m?.loaderData ?? m?.data) as unknown;
    };
    const root = dataOf('root') as RootData | undefined;
    const seo = dataOf('features/site/routes/_page') as PageSeo | undefined;
    if (!root) return [];
    const text = seo?.text.key === key ? seo.text : undefined;
    const site = root.layout.site?.site_name ?? '';
    const r = seo?.record;
    // The operator's title and description are written in its record's language: a page in another
    // language reads the product's own, translated (a title stayed "Vip" on Russian pages).
    const inLanguage = !!r && (!r.meta_lang || r.meta_lang.toLowerCase() === root.lng);
    const own = !!r && !!seo?.specific && inLanguage;
    const humanized = key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
    const pageTitle = text?.title ?? humanized;
    const title = own ? r.meta_title : pageTitle && key !== 'home' ? `${pageTitle} | ${site}` : (inLanguage && r?.meta_title) || site;
    const description = own ? r.meta_desc : (text?.description ?? (inLanguage ? r?.meta_desc : '') ?? '');
    const origin = seo?.origin ?? '';
    const image = absolute(r?.meta_image_url, origin);
    const tags: MetaDescriptor[] = [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site },
    ];
    if (r?.meta_keywords) tags.push({ name: 'keywords', content: r.meta_keywords });
    if (r?.meta_author) tags.push({ name: 'author', content: r.meta_author });
    if (r?.meta_publisher) tags.push({ name: 'publisher', content: r.meta_publisher });
    tags.push({ name: 'language', content: r?.meta_lang || root.lng });
    if (seo?.canonical) {
      tags.push({ tagName: 'link', rel: 'canonical', href: seo.canonical });
      tags.push({ property: 'og:url', content: r?.meta_url || seo.canonical });
    }
    if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:card', content: 'summary_large_image' });
    return tags;
  };
}
