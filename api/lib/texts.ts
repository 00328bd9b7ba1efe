import { CONTENT_LANGUAGES } from '../../contract/content.ts';

/**
 * Operator texts in every language the operator offers (decision 0013's shape): the
 * row's own columns are English, `texts` holds the other languages; each field falls back to
 * English separately.
 */
export const textLang = (lang?: string) => {
  const l = (lang ?? '').toLowerCase().split(/[-_]/)[0];
  return CONTENT_LANGUAGES.includes(l) ? l : 'en';
};

const has = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The English fields with the asked language's where it has them, and the language the first field is in. */
export function localized<K extends string>(
  english: Record<K, string>,
  texts: Partial<Record<string, Partial<Record<K, string>>>> | null | undefined,
  lang?: string,
) {
  const l = textLang(lang);
  const own: Partial<Record<K, string>> = (l === 'en' ? undefined : texts?.[l]) ?? {};
  const out = { ...english };
  for (const k of Object.keys(english) as K[]) if (has(own[k])) out[k] = own[k];
  const first = Object.keys(english)[0] as K;
  return { ...out, lang: has(own[first]) ? l : 'en' };
}

/** A list per language (VIP benefits): the asked language's, else English's, else none. */
export function localizedList(lists: Partial<Record<string, string[]>> | null | undefined, lang?: string): string[] {
  const l = textLang(lang);
  return lists?.[l]?.length ? lists[l]! : (lists?.en ?? []);
}
