import { z } from 'zod';
import { AccountIdLookup, AnswerBase, AuthToken, DomainName, RowId, SiteRequest, listAnswer } from './common.ts';
import { LANGUAGE_DEFS } from './languages.ts';

/**
 * The operator's voice (decision 0013): hero slides, announcements, the marquee and
 * news. names fetch_slide, fetch_announment and marquee (domain_name, external_id →
 * value); the reference API adds `lang` (the page's language; each text falls back to English)
 * and, on every content call, the optional player credentials: a player in a time-out or
 * self-exclusion gets no promotional items.
 */

/** The languages content is written in: the 8 with message files. English is required. */
export const CONTENT_LANGUAGES = LANGUAGE_DEFS.filter((l) => l.files.length > 0).map((l) => l.lng) as readonly string[];
export const CONTENT_KINDS = ['slide', 'announcement', 'marquee', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The page's language: anything else (or nothing) reads English. */
const Lang = z.string().trim().max(12).optional();
const optionalPlayer = { account_id: AccountIdLookup.optional(), auth: AuthToken.optional() };

export const ContentRequest = SiteRequest.extend({ lang: Lang, ...optionalPlayer });
export type ContentRequest = z.infer<typeof ContentRequest>;

/** One size of an image: the page builds `srcset` from these. */
export const ImageSize = z.object({ width: z.number().int(), url: z.string() });
const Scheduled = {
  sort: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The language the text is in (the asked one, or English when it has none). */
  lang: z.string(),
};

/** Fetch_slide's items (the first four fields were the placeholder contract's). */
export const ContentSlide = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link: z.string().nullable(),
  text: z.string(),
  /** The button's label ('' when the slide has no link). */
  cta: z.string(),
  /** The image in several widths (ascending); one entry for an image that comes in one size. */
  images: z.array(ImageSize),
  ...Scheduled,
});
export type ContentSlide = z.infer<typeof ContentSlide>;
export const FetchSlideAnswer = listAnswer(ContentSlide);

export const ContentAnnouncement = z.object({
  id: z.number().int(),
  /** Bumped on every change: the modal shows once per announcement version per browser. */
  version: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  link: z.string().nullable(),
  audience: z.enum(['public', 'players']),
  promotional: z.boolean(),
  ...Scheduled,
});
export type ContentAnnouncement = z.infer<typeof ContentAnnouncement>;
export const FetchAnnouncementAnswer = listAnswer(ContentAnnouncement);

export const MarqueeItem = z.object({ id: z.number().int(), text: z.string(), link: z.string().nullable(), ...Scheduled });
export type MarqueeItem = z.infer<typeof MarqueeItem>;
export const MarqueeAnswer = listAnswer(MarqueeItem);

/** Pagination: 10 a page. */
export const NEWS_PER_PAGE = 10;
export const NewsSlug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalidSlug');

export const NewsListRequest = ContentRequest.extend({
  page: z.number().int().min(1).max(10_000).optional().default(1),
  /** The sitemap reads every article at once. */
  per_page: z.number().int().min(1).max(500).optional().default(NEWS_PER_PAGE),
});
export const NewsSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string().nullable(),
  images: z.array(ImageSize),
  published_at: z.string(),
  updated_at: z.string(),
  lang: z.string(),
});
export type NewsSummary = z.infer<typeof NewsSummary>;
export const NewsListAnswer = listAnswer(NewsSummary).extend({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type NewsListAnswer = z.infer<typeof NewsListAnswer>;

export const NewsArticleRequest = ContentRequest.extend({ slug: NewsSlug });
export const NewsArticle = NewsSummary.extend({ body: z.string() });
export type NewsArticle = z.infer<typeof NewsArticle>;
export const NewsArticleAnswer = AnswerBase.extend({ article: NewsArticle });

/* ——— The back office (x-ops-key: the platform key, or the operator's own key) ——— */

/** An internal path (a link the page follows), or an https address of the operator's. */
export const ContentLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/(?!\/)[\w\-./?=&%#]*|https:\/\/[\w\-.]+(\/[\w\-./?=&%#]*)?)$/, 'invalidLink');
/** An image: a path on this site or an https address; `{w}` in it stands for the width. */
export const ContentImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/, 'invalidImageUrl');
const Text = z.object({
  title: z.string().trim().max(200).optional(),
  /** HTML for announcements and news (sanitized when stored), plain text for slides and the marquee. */
  body: z.string().max(60_000).optional(),
  summary: z.string().trim().max(400).optional(),
  cta: z.string().trim().max(40).optional(),
});
const LanguageTexts = z.record(z.string(), Text).refine((t) => Object.keys(t).every((k) => CONTENT_LANGUAGES.includes(k)), 'unknownLanguage');
export const ContentTexts = LanguageTexts.refine((t) => !!t.en && !!(t.en.title || t.en.body), 'englishRequired');
/** An update's texts replace the languages it names (an empty object removes one); English stays required. */
export const ContentTextsChange = LanguageTexts;
export type ContentTexts = z.infer<typeof ContentTexts>;
const IsoDate = z.iso.datetime({ offset: true });

const Fields = {
  texts: ContentTexts,
  image_url: ContentImageUrl.nullable().optional(),
  link: ContentLink.nullable().optional(),
  audience: z.enum(['public', 'players']).optional(),
  promotional: z.boolean().optional(),
  starts_at: IsoDate.nullable().optional(),
  ends_at: IsoDate.nullable().optional(),
  sort: z.number().int().min(-1000).max(1000).optional(),
};

export const OpsContentCreateRequest = z
  .object({ domain_name: DomainName, kind: z.enum(CONTENT_KINDS), slug: NewsSlug.optional(), ...Fields })
  .refine((b) => b.kind !== 'news' || !!b.slug, { message: 'required', path: ['slug'] })
  .refine((b) => !b.starts_at || !b.ends_at || b.starts_at < b.ends_at, { message: 'endsBeforeStart', path: ['ends_at'] });
export const OpsContentUpdateRequest = z
  .object({ domain_name: DomainName, id: RowId, slug: NewsSlug.optional(), ...Fields, texts: ContentTextsChange.optional() })
  .refine((b) => !b.starts_at || !b.ends_at || b.starts_at < b.ends_at, { message: 'endsBeforeStart', path: ['ends_at'] });
export const OpsContentRetireRequest = z.object({ domain_name: DomainName, id: RowId });
export const OpsContentListRequest = z.object({ domain_name: DomainName, kind: z.enum(CONTENT_KINDS).optional() });

/** An item as the back office sees it: every language, schedule and state. */
export const OpsContentItem = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string().nullable(),
  texts: z.record(z.string(), Text),
  image_url: z.string().nullable(),
  link: z.string().nullable(),
  audience: z.enum(['public', 'players']),
  promotional: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  sort: z.number().int(),
  version: z.number().int(),
  retired_at: z.string().nullable(),
  /** Shown only in the console's preview until published. */
  draft: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpsContentItem = z.infer<typeof OpsContentItem>;
