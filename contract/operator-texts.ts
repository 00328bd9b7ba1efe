import { z } from 'zod';
import { DomainName, RowId } from './common.ts';
import { CONTENT_LANGUAGES } from './content.ts';

/**
 * The back office writes the operator's texts in every language it offers (POST with
 * x-ops-key, as /api/ops/content). The languages named replace theirs; an empty object or list
 * removes one (English stays in the row's own columns, the fallback).
 */
const Language = z.string().refine((l) => CONTENT_LANGUAGES.includes(l), 'unknownLanguage');

export const OpsPromotionTextsRequest = z.object({
  domain_name: DomainName,
  id: RowId,
  texts: z.record(
    Language,
    z.object({
      title: z.string().trim().max(120).optional(),
      summary: z.string().trim().max(300).optional(),
      /** Terms: HTML, sanitized when stored. */
      body: z.string().max(20_000).optional(),
    }),
  ),
});
export type OpsPromotionTextsRequest = z.infer<typeof OpsPromotionTextsRequest>;

export const OpsVipLevelTextsRequest = z.object({
  domain_name: DomainName,
  level: z.number().int().min(0).max(100),
  /** The level's name per language (English: the row's `name`). */
  names: z.record(Language, z.string().trim().max(40)).optional(),
  /** What the level gives, per language; English among them shows where a language has none. */
  benefits: z.record(Language, z.array(z.string().trim().min(1).max(120)).max(12)).optional(),
});
export type OpsVipLevelTextsRequest = z.infer<typeof OpsVipLevelTextsRequest>;
