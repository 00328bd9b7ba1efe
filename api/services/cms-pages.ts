import { languageDef } from '../../contract/languages.ts';

/** A CMS page's texts: language → title and sanitized HTML. */
export type CmsTexts = Record<string, { title: string; html: string }>;

/**
 * The language map of a page written as an English text and at most one text in the operator's
 * local language (the product's default pages): English first, then the local language's text.
 */
export function cmsTextsOf(
  p: { enTitle: string; enBody: string; localTitle?: string | null; localBody?: string | null },
  localLanguage: string,
  others: CmsTexts = {},
): CmsTexts {
  const lng = languageDef(localLanguage)?.lng;
  const texts: CmsTexts = { ...others, en: { title: p.enTitle, html: p.enBody } };
  if (lng && lng !== 'en' && p.localBody) texts[lng] = { title: p.localTitle ?? p.enTitle, html: p.localBody };
  else if (lng && lng !== 'en' && p.localBody === null) delete texts[lng];
  return texts;
}
