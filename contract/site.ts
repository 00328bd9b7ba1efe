import { z } from 'zod';
import { AnswerBase, DomainName, SiteRequest } from './common.ts';

export const StartupRequest = z.object({ domain_name: DomainName });
export type StartupRequest = z.infer<typeof StartupRequest>;

export const Maintenance = z.object({
  is_maintenance: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type Maintenance = z.infer<typeof Maintenance>;

export interface ContentNode {
  content_id: string;
  name: string;
  route?: string | null;
  provider_code?: string | null;
  game_count?: number;
  children?: ContentNode[];
}
export const ContentNode: z.ZodType<ContentNode> = z.lazy(() =>
  z.object({
    content_id: z.string(),
    name: z.string(),
    route: z.string().nullable().optional(),
    provider_code: z.string().nullable().optional(),
    game_count: z.number().int().optional(),
    children: z.array(ContentNode).optional(),
  }),
);

export const Site = z.object({
  site_name: z.string(),
  currency: z.string(),
  theme_code: z.string(),
  theme_color: z.union([z.string(), z.number()]),
  logo1: z.string().nullable(),
  logo2: z.string().nullable(),
  logo3: z.string().nullable(),
  status: z.boolean(),
  expired_date: z.string().nullable(),
  logo_text: z.string().nullable(),
  external_id: z.string(),
  android_sub: z.string().nullable(),
  ios_sub: z.string().nullable(),
  manifest_icon: z.string().nullable(),
  gamify_status: z.boolean(),
  show_referral: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  show_preloader: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  local_language: z.string(),
  /**
   * Whether the site links its leaderboard: the operator has it on and it has enough
   * entries to show (a new operator's board would look empty). Absent means shown, so a backend
   * that predates it keeps its link.
   */
  show_leaderboard: z.boolean().optional(),
  /** The installed app's colours (#rrggbb) for the web app manifest; absent or null: the palette's. */
  app_theme_color: z.string().nullish(),
  app_background_color: z.string().nullish(),
});
export type Site = z.infer<typeof Site>;

/**
 * The back office switches the leaderboard and the recent-transactions ticker on or off and sets
 * how many entries each needs before it shows (POST with x-ops-key, as /api/ops/content).
 */
export const OpsSocialProofRequest = z.object({
  domain_name: DomainName,
  show_leaderboard: z.boolean().optional(),
  show_ticker: z.boolean().optional(),
  min_entries: z.number().int().min(0).max(10).optional(),
});
export type OpsSocialProofRequest = z.infer<typeof OpsSocialProofRequest>;

export const LanguageEntry = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  files: z.array(z.string()),
});
export type LanguageEntry = z.infer<typeof LanguageEntry>;

export const LiveChat = z.object({
  chat_id: z.string().nullable(),
  image_id: z.string().nullable(),
  status: z.boolean(),
  provider: z.string().nullable().optional(),
  script_url: z.string().nullable().optional(),
});
export type LiveChat = z.infer<typeof LiveChat>;

export const StartupAnswer = AnswerBase.extend({
  maintenance: Maintenance,
  content: z.object({ menu: z.array(ContentNode), game_menu: z.array(ContentNode) }),
  site: Site,
  language: z.array(LanguageEntry),
  provider_count: z.record(z.string(), z.number().int()),
  aff_domain: z.string().nullable(),
  live_chat: LiveChat,
});
export type StartupAnswer = z.infer<typeof StartupAnswer>;

export const SeoRequest = SiteRequest.extend({ page_name: z.string().trim().min(1).max(64) });
export const SeoRecord = z.object({
  id: z.number().int(),
  page_name: z.string(),
  en_item_name: z.string().nullable(),
  en_body: z.string().nullable(),
  local_item_name: z.string().nullable(),
  local_body: z.string().nullable(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string().nullable(),
  meta_canonical: z.string().nullable(),
  meta_author: z.string().nullable(),
  meta_publisher: z.string().nullable(),
  meta_lang: z.string().nullable(),
  meta_image_url: z.string().nullable(),
});
export type SeoRecord = z.infer<typeof SeoRecord>;
export const SeoAnswer = AnswerBase.extend({ value: SeoRecord });
