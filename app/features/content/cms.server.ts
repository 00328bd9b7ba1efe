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
 * CMS page in the player's language: its text in that language when the page has one, else the
 * English text (an operator whose API answers only English and one local text: the local_ body
 * when the player reads that language); sanitized before it reaches the page.
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
  const reader = languageDef(chosen)?.lng ?? 'en';
  const own = page.texts?.[reader];
  let text: { title: string; html: string; lang: string };
  if (own?.html.trim()) text = { title: own.title || page.texts?.en?.title || page.en_title, html: own.html, lang: reader };
  else if (page.texts?.en?.html.trim()) text = { ...page.texts.en, lang: 'en' };
  else {
    const local = startup.statusCode === 1 ? startup.site.local_language : 'EN';
    const useLocal = chosen === local && chosen !== 'EN' && !!page.local_body;
    text = useLocal
      ? { title: page.local_title ?? page.en_title, html: page.local_body!, lang: languageDef(local)?.lng ?? 'en' }
      : { title: page.en_title, html: page.en_body, lang: 'en' };
  }
  const html = sanitizeHtml(text.html);
  return data<CmsView>({ key, status: 'ok', title: text.title, html, faq: key === 'faqs' ? splitFaq(html) : null, lang: text.lang });
}
