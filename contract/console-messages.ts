import { z } from 'zod';
import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';

/** Who a message goes to: one player, or the players of a segment. */
export interface MessageAudience {
  /** One player's account id; when set, the segment's filters are not used. */
  accountId?: string;
  /** The VIP level the player has reached (the operator's levels). */
  vipLevel?: number;
  /** Signed up on or after this day (UTC, YYYY-MM-DD). */
  signedUpFrom?: string;
  /** Signed up on or before this day (UTC). */
  signedUpTo?: string;
  deposited?: 'yes' | 'no';
}

export interface ConsoleMessage {
  /** Language (i18next tag) → title and body; English is required, the others are the operator's other languages. */
  texts: Record<string, { title: string; body: string }>;
  /** Minor units, claimable once per player; absent for a notice. */
  reward?: number;
  expiresInDays?: number;
  /** The sending form's key: a second send with the same key sends nothing again ('alreadySent'). */
  sendKey?: string;
}

export interface MessagingSetup {
  /** The operator's languages (i18next tags), English first. */
  languages: { lng: string; name: string }[];
  vipLevels: { level: number; name: string }[];
}

/** The largest segment one message reaches. */
export const SEGMENT_MAX = 5000;

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateFormat')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'dateFormat');
const optional = <T extends z.ZodTypeAny>(t: T) => z.preprocess((v) => (v === '' ? undefined : v), t.optional());

/** The console's message form (field names as posted). */
export const MessageForm = z
  .object({
    target: z.enum(['player', 'segment'], { message: 'required' }),
    account: optional(z.string().trim().max(32)),
    vip: optional(
      z
        .string()
        .regex(/^\d{1,3}$/, 'invalidRequest')
        .transform(Number),
    ),
    from: optional(Day),
    to: optional(Day),
    deposited: optional(z.enum(['yes', 'no'])),
    reward: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, 'amountFormat')
        .transform((s) => {
          const [w, f = ''] = s.split('.');
          return Number(w) * 100 + Number(f.padEnd(2, '0'));
        })
        .refine((n) => n > 0, 'amountFormat'),
    ),
    expires: optional(
      z
        .string()
        .regex(/^\d{1,3}$/, 'invalidRequest')
        .transform(Number)
        .refine((n) => n >= 1 && n <= 365, 'invalidRequest'),
    ),
    key: optional(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalidRequest')),
    title_en: z.string().trim().min(1, 'required').max(120, 'tooLong'),
    body_en: z.string().trim().min(1, 'required').max(5000, 'tooLong'),
  })
  .catchall(z.string())
  .superRefine((v, ctx) => {
    if (v.target === 'player' && !v.account) ctx.addIssue({ code: 'custom', path: ['account'], message: 'required' });
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateOrder' });
    for (const [k, val] of Object.entries(v)) {
      if (/^(title|body)_/.test(k) && typeof val === 'string' && val.length > (k.startsWith('title') ? 120 : 5000))
        ctx.addIssue({ code: 'custom', path: [k], message: 'tooLong' });
    }
  });
export type MessageForm = z.infer<typeof MessageForm>;

/** The form's audience and message. */
export function messageOf(v: MessageForm, languages: string[]): { audience: MessageAudience; message: ConsoleMessage } {
  const audience: MessageAudience =
    v.target === 'player' ? { accountId: v.account } : { vipLevel: v.vip, signedUpFrom: v.from, signedUpTo: v.to, deposited: v.deposited };
  const texts: ConsoleMessage['texts'] = { en: { title: v.title_en, body: v.body_en } };
  for (const l of languages) {
    if (l === 'en') continue;
    const title = String(v[`title_${l}`] ?? '').trim();
    const body = String(v[`body_${l}`] ?? '').trim();
    if (title || body) texts[l] = { title: title || v.title_en, body: body || v.body_en };
  }
  return { audience, message: { texts, reward: v.reward, expiresInDays: v.expires, sendKey: v.key } };
}

/** Messages and rewards to players' inboxes; every call checks role and operator on the server. */
export interface ConsoleMessages {
  messagingSetup(viewer: ConsoleViewer, operator: string): Promise<MessagingSetup>;
  /** How many players the audience reaches now (active, not in a time-out or self-exclusion). */
  audienceSize(viewer: ConsoleViewer, operator: string, audience: MessageAudience): Promise<number>;
  /** Sends to every player of the audience: one inbox message each, once per `sendKey`. Answers how many. */
  sendMessage(viewer: ConsoleViewer, operator: string, audience: MessageAudience, message: ConsoleMessage, meta: ConsoleMeta): Promise<number>;
}
