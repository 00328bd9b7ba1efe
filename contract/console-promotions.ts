import { z } from 'zod';
import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';
import type { ContentLanguage } from './console-content.ts';
import { CONTENT_LANGUAGES } from './content.ts';

/**
 * The console's promotion texts: each offer's title, summary and terms (HTML) in every language
 * of the site. English is the offer's own text, which every other language falls back to field by
 * field; a save reaches the site at once.
 */
export type PromotionTexts = Record<string, { title?: string; summary?: string; body?: string }>;

export interface ConsolePromotion {
  id: number;
  /** The English texts (the fallback of every language). */
  title: string;
  summary: string;
  body: string;
  /** The other languages' texts. */
  texts: PromotionTexts;
  category: string;
  cta_path: string;
  starts_at: string | null;
  ends_at: string | null;
}

/** A promotion's texts in a language: English from its own fields, another from `texts`. */
export function promotionTextsIn(p: ConsolePromotion, lng: string) {
  return lng === 'en' ? { title: p.title, summary: p.summary, body: p.body } : (p.texts[lng] ?? {});
}

/** The site's languages a promotion has no title in (the site shows English there). */
export function missingPromotionLanguages(p: ConsolePromotion, languages: ContentLanguage[]) {
  return languages.filter((l) => !promotionTextsIn(p, l.lng).title?.trim());
}

const LIMITS = { title: 120, summary: 300, body: 20_000 } as const;
const field = (v: object, key: string) => (v as Record<string, string | undefined>)[key]?.trim() ?? '';
const textFields = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((l) => (Object.keys(LIMITS) as (keyof typeof LIMITS)[]).map((k) => [`${k}_${l}`, z.string().max(LIMITS[k], 'tooLong').optional()])),
) as Record<string, z.ZodOptional<z.ZodString>>;

/**
 * The editor's form: `title_<language>`, `summary_<language>` and `body_<language>` for the
 * languages it showed (`langs`). English needs its title and summary; another language with any
 * text needs its title; a language left blank is removed (English shows there).
 */
export const PromotionSaveForm = z
  .object({ langs: z.string().regex(/^[a-z,]*$/), ...textFields })
  .refine((v) => !!field(v, 'title_en'), { message: 'required', path: ['title_en'] })
  .refine((v) => !!field(v, 'summary_en'), { message: 'required', path: ['summary_en'] })
  .superRefine((v, ctx) => {
    for (const l of v.langs.split(',').filter(Boolean)) {
      if (!CONTENT_LANGUAGES.includes(l)) ctx.addIssue({ code: 'custom', message: 'unknownLanguage', path: ['langs'] });
      else if (l !== 'en' && (field(v, `summary_${l}`) || field(v, `body_${l}`)) && !field(v, `title_${l}`))
        ctx.addIssue({ code: 'custom', message: 'required', path: [`title_${l}`] });
    }
  })
  .transform((v) => {
    const texts: Record<string, { title: string; summary: string; body: string } | null> = {};
    for (const l of new Set(['en', ...v.langs.split(',').filter(Boolean)])) {
      const t = { title: field(v, `title_${l}`), summary: field(v, `summary_${l}`), body: field(v, `body_${l}`) };
      texts[l] = t.title ? t : null;
    }
    return { texts };
  });
export type PromotionSave = z.output<typeof PromotionSaveForm>;

export interface ConsolePromotionsBackend {
  list(viewer: ConsoleViewer, operator: string): Promise<{ languages: ContentLanguage[]; promotions: ConsolePromotion[] }>;
  one(viewer: ConsoleViewer, operator: string, id: number): Promise<{ languages: ContentLanguage[]; promotion: ConsolePromotion }>;
  /** Writes the posted languages' texts (HTML sanitized), the others as they were; audited, and on the site at once. */
  save(viewer: ConsoleViewer, operator: string, id: number, input: PromotionSave, meta: ConsoleMeta): Promise<ConsolePromotion>;
}
