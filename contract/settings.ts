import { z } from 'zod';
import { AnswerBase, PlayerRequest, SiteRequest, DomainName, listAnswer } from './common.ts';

export const CMS_KEYS = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'term_condition',
  'contact_us',
] as const;
export type CmsKey = (typeof CMS_KEYS)[number];

export const CmsPage = z.object({
  en_title: z.string(),
  local_title: z.string().nullable(),
  en_body: z.string(),
  local_body: z.string().nullable(),
  status: z.boolean(),
});
export type CmsPage = z.infer<typeof CmsPage>;
export const SiteInfoDetailRequest = SiteRequest;
export const SiteInfoDetailAnswer = AnswerBase.extend({
  cms: z.record(z.string(), CmsPage),
  cms_status: z.boolean(),
});
export type SiteInfoDetailAnswer = z.infer<typeof SiteInfoDetailAnswer>;

export const Partner = z.object({ href: z.string(), img_url: z.string(), partner_name: z.string() });
export type Partner = z.infer<typeof Partner>;
export const PartnersRequest = SiteRequest;
export const PartnersAnswer = AnswerBase.extend({ partners: z.array(Partner) });

export const AnalyticsScript = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });
export type AnalyticsScript = z.infer<typeof AnalyticsScript>;
export const GetAnalyticsRequest = z.object({ domain_name: DomainName });
export const GetAnalyticsAnswer = listAnswer(AnalyticsScript);

export const SocialAccount = z.object({ platform: z.string(), name: z.string(), url: z.string() });
export type SocialAccount = z.infer<typeof SocialAccount>;
export const SocialAccountRequest = SiteRequest;
export const SocialAccountAnswer = AnswerBase.extend({ accountList: z.array(SocialAccount) });

export const AdsVisitRequest = SiteRequest.extend({
  fbp: z.string().max(256).optional().default(''),
  appsflyer_id: z.string().max(256).optional().default(''),
});

export const ProfileUpdateRequest = PlayerRequest.extend({
  full_name: z.string().trim().max(80).regex(/^[\p{L} ]*$/u, 'lettersOnly'),
  contact_email: z.union([z.literal(''), z.string().trim().email('invalidEmail').max(254)]),
});
export const ProfileValue = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
});
export const ProfileUpdateAnswer = listAnswer(ProfileValue);

export const Top10Request = SiteRequest;
export const Top10Answer = AnswerBase.extend({
  value: z.object({
    withrawal: z.array(z.object({ account_id: z.string(), amount: z.string(), date: z.string() })),
    winner: z.array(z.object({ account_id: z.string(), amount: z.string(), game_name: z.string() })),
    hour_withdrawal: z.string(),
    registered_player: z.number().int(),
    active_player: z.number().int(),
    deposited_player: z.number().int(),
  }),
});

export const InboxItem = z.object({
  inbox_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  reward_amount: z.string().nullable(),
  claimed: z.boolean(),
  created_at: z.string(),
});
export const GetInboxRequest = PlayerRequest;
export const GetInboxAnswer = listAnswer(InboxItem);
export const ClaimInboxRequest = PlayerRequest.extend({ inbox_id: z.coerce.number().int().positive() });
export const CheckStatusRequest = PlayerRequest;
export const CheckStatusAnswer = AnswerBase.extend({ status: z.string().optional() });
