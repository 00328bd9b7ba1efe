import { z } from 'zod';
import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';
import type { ContentLanguage } from './console-content.ts';
import { CONTENT_LANGUAGES } from './content.ts';
import type { CmsKey } from './settings.ts';

/**
 * The console's CMS pages (about, terms, privacy, responsible gaming): each written in every
 * language of the site beside English, saved as a draft the site never shows, then published.
 */
export const CONSOLE_CMS_KEYS = ['about_us', 'term_condition', 'privacy_policy', 'responsible_gaming'] as const satisfies readonly CmsKey[];
export type ConsoleCmsKey = (typeof CONSOLE_CMS_KEYS)[number];
export const CMS_PAGE_NAMES: Record<ConsoleCmsKey, string> = {
  about_us: 'About us',
  term_condition: 'Terms and conditions',
  privacy_policy: 'Privacy policy',
  responsible_gaming: 'Responsible gaming',
};
/** Where the player site shows each page. */
export const CMS_PAGE_PATHS: Record<ConsoleCmsKey, string> = {
  about_us: '/about',
  term_condition: '/term-condition',
  privacy_policy: '/privacy-policy',
  responsible_gaming: '/responsible-gaming',
};
export const isConsoleCmsKey = (k: string): k is ConsoleCmsKey => (CONSOLE_CMS_KEYS as readonly string[]).includes(k);

/** A page's texts: language → title and sanitized HTML. */
export type CmsTexts = Record<string, { title: string; html: string }>;

export interface ConsoleCmsPage {
  key: ConsoleCmsKey;
  /** What the site shows. */
  texts: CmsTexts;
  /** The unpublished change (null: none). */
  draft: CmsTexts | null;
  /** Switched on (the site shows the page). */
  status: boolean;
}

const MAX_TITLE = 200;
const MAX_HTML = 200_000;
const textOf = (v: object, key: string) => (v as Record<string, string | undefined>)[key];
const textFields = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((l) => [
    [`title_${l}`, z.string().max(MAX_TITLE, 'tooLong').optional()],
    [`html_${l}`, z.string().max(MAX_HTML, 'tooLong').optional()],
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

/**
 * The editor's form: `title_<language>` and `html_<language>` for the languages it showed (`langs`);
 * English needs both (every language falls back to it); a language with a text needs its title;
 * a language left blank is removed; the other languages are left as they are.
 */
export const CmsSaveForm = z
  .object({
    langs: z.string().regex(/^[a-z,]*$/),
    ...textFields,
  })
  .refine((v) => !!textOf(v, 'title_en')?.trim(), { message: 'required', path: ['title_en'] })
  .refine((v) => !!textOf(v, 'html_en')?.trim(), { message: 'required', path: ['html_en'] })
  .superRefine((v, ctx) => {
    for (const l of v.langs.split(',').filter(Boolean)) {
      if (!CONTENT_LANGUAGES.includes(l)) ctx.addIssue({ code: 'custom', message: 'unknownLanguage', path: ['langs'] });
      else if (l !== 'en' && textOf(v, `html_${l}`)?.trim() && !textOf(v, `title_${l}`)?.trim())
        ctx.addIssue({ code: 'custom', message: 'required', path: [`title_${l}`] });
    }
  })
  .transform((v) => {
    const texts: Record<string, { title: string; html: string } | null> = {};
    for (const l of new Set(['en', ...v.langs.split(',').filter(Boolean)])) {
      const title = textOf(v, `title_${l}`)?.trim() ?? '';
      const html = textOf(v, `html_${l}`) ?? '';
      texts[l] = html.trim() ? { title, html } : null;
    }
    return { texts };
  });
export type CmsSave = z.output<typeof CmsSaveForm>;

export interface ConsoleCmsBackend {
  pages(viewer: ConsoleViewer, operator: string): Promise<{ languages: ContentLanguage[]; pages: ConsoleCmsPage[] }>;
  page(viewer: ConsoleViewer, operator: string, key: ConsoleCmsKey): Promise<{ languages: ContentLanguage[]; page: ConsoleCmsPage }>;
  /** Writes the draft (the published texts with the posted languages changed, HTML sanitized); audited. */
  saveDraft(viewer: ConsoleViewer, operator: string, key: ConsoleCmsKey, input: CmsSave, meta: ConsoleMeta): Promise<ConsoleCmsPage>;
  /** Puts the draft on the site; audited, and every instance drops its kept answers. */
  publish(viewer: ConsoleViewer, operator: string, key: ConsoleCmsKey, meta: ConsoleMeta): Promise<ConsoleCmsPage>;
  /** Drops the draft; audited. */
  discard(viewer: ConsoleViewer, operator: string, key: ConsoleCmsKey, meta: ConsoleMeta): Promise<ConsoleCmsPage>;
}
