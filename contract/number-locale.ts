/**
 * The locale each page language writes its numbers in (money, counts, odds, the digits of dates),
 * shared by the pages and the operator API's own texts. Nepali is written with Latin digits and
 * lakh grouping (en-IN: 12,34,567.50), as players type amounts; Chromium has no Nepali data and
 * Node's would write Devanagari digits, so the page would change on hydration.
 */
const NUMBER_LOCALES: Record<string, string> = { en: 'en', fil: 'fil', zh: 'zh', es: 'es', ru: 'ru', vi: 'vi', ms: 'ms', ne: 'en-IN' };

export const numberLocale = (lng?: string | null) => NUMBER_LOCALES[(lng ?? '').split('-')[0]] ?? 'en';
