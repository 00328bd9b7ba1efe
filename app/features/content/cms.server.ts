import { data, type LoaderFunctionArgs } from 'react-router';
import type { CmsKey } from '#contract/settings.ts';
import { languageDef } from '#contract/languages.ts';
import { presentationOf } from '../../lib/server/presentation.server.ts';
import { requestContext } from '../../lib/server/request-context.ts';
import { sanitizeHtml } from '#contract/sanitize.server.ts';
import type { CmsView } from '~/features/content/components/cms-page.tsx';

/** FAQ bodies are question headings (h3) each followed by its answer: split them for an accordion. */
export function splitFaq(html: string): { q: string; a: string }[] | null {
  const parts = html.split(/<h3[^>]*>([\s\S]*?)<\/h3>/i);
  if (parts.length < 3) return null;
  const items: { q: string; a: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    items.push({ q: parts[i].replace(/<[^>]+>/g, '').trim(), a: (parts[i + 1] ?? '').trim() });
  }
  return items;
}

/**
 * CMS page: the local_ body when the player reads the operator's local language,
 * the en_ body otherwise; sanitized before it reaches the page.
 */
export async function cmsLoader({ request, context }: LoaderFunctionArgs, key: CmsKey) {
  const info = context.get(requestContext);
  const { startup } = info.site;
  const answer = await info.api.call('/settings/siteinfodetail', { domain_name: info.site.domain }, info);
  const base = { key, title: '', html: '', faq: null, lang: 'en' };
  if (answer.statusCode !== 1) return data<CmsView>({ ...base, status: 'unavailable' });
  const page = answer.cms[key];
  if (!page) return data<CmsView>({ ...base, status: 'missing' }, { status: 404 });
  if (!page.status) return data<CmsView>({ ...base, status: 'off', title: page.en_title });
  const chosen = (info.presentation ?? presentationOf(startup, request.headers.get('cookie'))).language.code;
  const local = startup.statusCode === 1 ? startup.site.local_language : 'EN';
  const useLocal = chosen === local && chosen !== 'EN' && !!page.local_body;
  const html = sanitizeHtml(useLocal ? page.local_body! : page.en_body);
  return data<CmsView>({
    key,
    status: 'ok',
    title: useLocal ? (page.local_title ?? page.en_title) : page.en_title,
    html,
    faq: key === 'faqs' ? splitFaq(html) : null,
    lang: useLocal ? (languageDef(local)?.lng ?? 'en') : 'en',
  });
}
