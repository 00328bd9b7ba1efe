import { z } from 'zod';
import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';
import { CONTENT_KINDS, CONTENT_LANGUAGES, ContentImageUrl, ContentLink, NewsSlug, type ContentKind, type OpsContentItem } from './content.ts';

/**
 * The console's content screen: slides, announcements, the marquee and news in every language of
 * the site, drafted, previewed, then published. The items are the content service's
 * (contract/content.ts); this is what the console's form posts and what its pages are told.
 */

/** Which text fields each kind has (slides and the marquee: plain text; announcements and news: HTML bodies). */
export const KIND_FIELDS: Record<ContentKind, readonly ('title' | 'body' | 'cta' | 'summary')[]> = {
  slide: ['title', 'body', 'cta'],
  announcement: ['title', 'body'],
  marquee: ['body'],
  news: ['title', 'summary', 'body'],
};
/** The field that must be written in English (the fallback of every other language). */
export const REQUIRED_FIELD: Record<ContentKind, 'title' | 'body'> = { slide: 'title', announcement: 'title', marquee: 'body', news: 'title' };
export const HTML_KINDS: readonly ContentKind[] = ['announcement', 'news'];
export const IMAGE_KINDS: readonly ContentKind[] = ['slide', 'news'];

/** A language of the site, as the editor lists it. */
export interface ContentLanguage {
  lng: string;
  name: string;
  /** The site's default language (its first). */
  isDefault: boolean;
}

export interface ContentOverview {
  languages: ContentLanguage[];
  items: OpsContentItem[];
}

/** A console time field (datetime-local, read as UTC: the console shows every time in UTC). */
const When = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, 'invalidDate')
  .optional()
  .transform((v) => (v ? `${v}:00.000Z` : null));
/** A `<field>_<language>` text of the parsed form (its keys are made from the languages). */
const textOf = (v: object, key: string) => (v as Record<string, string | undefined>)[key];
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const MAX = { title: 200, body: 60_000, cta: 40, summary: 400 } as const;
const textFields = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((l) => (Object.keys(MAX) as (keyof typeof MAX)[]).map((f) => [`${f}_${l}`, z.string().max(MAX[f], 'tooLong').optional()] as const)),
) as Record<string, z.ZodOptional<z.ZodString>>;

/**
 * The editor's form: the fixed fields, and `<field>_<language>` for each text (title_en, body_zh …).
 * Languages the form did not show are left as they are; a language whose fields are all blank is removed.
 */
export const ContentSaveForm = z
  .object({
    kind: z.enum(CONTENT_KINDS, 'required'),
    id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    slug: z.preprocess(blankToUndefined, NewsSlug.optional()),
    link: z.preprocess(blankToUndefined, ContentLink.optional()),
    image_url: z.preprocess(blankToUndefined, ContentImageUrl.optional()),
    audience: z.enum(['public', 'players']).optional(),
    starts_at: When,
    ends_at: When,
    // A whole number written as digits (zod's own integer check would stop the checks of the other fields).
    sort: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^-?\d{1,6}$/, 'invalidNumber')
        .transform(Number)
        .refine((n) => n >= -1000 && n <= 1000, 'outOfRange')
        .optional(),
    ),
    /** The languages the form showed, comma-separated: only those are changed. */
    langs: z.string().regex(/^[a-z,]*$/),
    ...textFields,
  })
  // Checked even when another field is wrong (`when`), so every mistake is named at once.
  .refine((v) => !REQUIRED_FIELD[v.kind] || !!textOf(v, `${REQUIRED_FIELD[v.kind]}_en`)?.trim(), {
    message: 'required',
    path: ['title_en'],
    when: (p) => REQUIRED_FIELD[(p.value as { kind: ContentKind }).kind] === 'title',
  })
  .refine((v) => !!textOf(v, 'body_en')?.trim(), {
    message: 'required',
    path: ['body_en'],
    when: (p) => REQUIRED_FIELD[(p.value as { kind: ContentKind }).kind] === 'body',
  })
  .refine((v) => !!v.slug, {
    message: 'required',
    path: ['slug'],
    when: (p) => (p.value as { kind?: string }).kind === 'news' && !p.issues.some((i) => i.path?.[0] === 'slug'),
  })
  .refine((v) => !v.starts_at || !v.ends_at || v.starts_at < v.ends_at, {
    message: 'endsBeforeStart',
    path: ['ends_at'],
    when: (p) => !p.issues.some((i) => /_at$/.test(String(i.path?.[0]))),
  })
  .refine((v) => v.langs.split(',').every((l) => !l || CONTENT_LANGUAGES.includes(l)), { message: 'unknownLanguage', path: ['langs'] })
  .transform((v) => {
    const texts: Record<string, { title?: string; body?: string; cta?: string; summary?: string }> = {};
    for (const l of new Set(['en', ...v.langs.split(',').filter(Boolean)])) {
      const t: Record<string, string> = {};
      for (const f of KIND_FIELDS[v.kind]) {
        const value = textOf(v, `${f}_${l}`);
        if (value?.trim()) t[f] = f === 'body' ? value : value.trim();
      }
      texts[l] = t;
    }
    return {
      kind: v.kind,
      id: v.id,
      slug: v.slug,
      link: v.link ?? null,
      image_url: v.image_url ?? null,
      audience: v.audience,
      starts_at: v.starts_at,
      ends_at: v.ends_at,
      sort: v.sort ?? 0,
      texts,
    };
  });
export type ContentSave = z.output<typeof ContentSaveForm>;

/** The largest picture taken (a hero picture re-encoded is a few hundred kB; a camera's original is more). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** A picture posted with the form: its bytes (checked and resized on the server). */
export interface ContentUpload {
  bytes: Uint8Array;
}

export interface ConsoleContentBackend {
  /** The site's languages and every item of a kind (drafts, live, scheduled and retired). */
  overview(viewer: ConsoleViewer, operator: string, kind: ContentKind): Promise<ContentOverview>;
  item(viewer: ConsoleViewer, operator: string, id: number): Promise<{ languages: ContentLanguage[]; item: OpsContentItem }>;
  /** Creates a draft (no id) or changes an item, with a new picture when one is posted; audited. */
  save(viewer: ConsoleViewer, operator: string, input: ContentSave, upload: ContentUpload | null, meta: ConsoleMeta): Promise<OpsContentItem>;
  /** Publishes a draft (live at once on every instance) or takes a live item back to draft. */
  setLive(viewer: ConsoleViewer, operator: string, id: number, live: boolean, meta: ConsoleMeta): Promise<OpsContentItem>;
  retire(viewer: ConsoleViewer, operator: string, id: number, meta: ConsoleMeta): Promise<void>;
}
