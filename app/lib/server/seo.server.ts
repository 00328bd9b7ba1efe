import type { LoaderFunctionArgs } from 'react-router';
import type { SeoRecord } from '#contract/site.ts';
import { routeDef } from '~/route-table.ts';
import { requestContext } from './request-context.ts';
import { serverMessage } from '~/i18n/resources.server.ts';
import { pagePath } from '../shared/page-path.ts';

export interface PageSeo {
  record: SeoRecord | null;
  /** true when the record is the page's own, not the operator default */
  specific: boolean;
  canonical: string;
  origin: string;
  /** The page's translated title and description (the page carries only the messages it shows). */
  text: { key: string; title?: string; description?: string };
}

/** SEO record of the page (by its route key), fetched for the first HTML. */
export async function loadPageSeo({ request, context }: LoaderFunctionArgs): Promise<PageSeo> {
  const info = context.get(requestContext);
  const url = new URL(request.url);
  // A client navigation asks at `/slots.data`: the record is the page's, not the data address's.
  const path = pagePath(url);
  const key = routeDef(path)?.key ?? 'default';
  const lng = info.presentation?.language.lng ?? 'en';
  const message = (field: string) => serverMessage(lng, 'ui', field) ?? serverMessage('en', 'ui', field);
  // A host that names no operator is not a site: no address is built from it.
  const known = info.site.startup.statusCode === 1;
  const answer = known ? await info.api.call('/seo', { domain_name: info.site.domain, page_name: key }, info) : null;
  const record = answer?.statusCode === 1 ? answer.value : null;
  return {
    record,
    specific: !!record && record.page_name === key,
    canonical: known ? record?.meta_canonical || `${info.site.origin}${path}` : '',
    origin: known ? info.site.origin : '',
    text: { key, title: message(`pages.${key}.title`) ?? message(`nav.${key}`), description: message(`pages.${key}.description`) },
  };
}
