import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { AggregatorGame, AggregatorLaunch, GameAggregator } from '../aggregator.ts';
import { Hub88GameList, Hub88GameUrl } from './protocol.ts';
import { SIGNATURE_HEADER, signBody } from './signature.ts';

export interface Hub88Config {
  /** The Operator API's base URL (HUB88_API_URL), without a trailing slash. */
  apiUrl: string;
  operatorId: number;
  /** Our private key: signs our requests and our wallet answers. */
  privateKey: KeyObject;
  /** Hub88's public key: checks the wallet calls it makes. */
  publicKey: KeyObject;
  /** How long a Games API call may take. */
  timeoutMs?: number;
}

/** Hub88's published volatility is 1 (lowest) to 5 (highest). */
const volatilityOf = (v: number | null | undefined): AggregatorGame['volatility'] => (v == null ? null : v <= 2 ? 'low' : v === 3 ? 'medium' : 'high');

/** "96.5" or 96.5 → 9650; anything else → null. Decimal digits are read as text, never through a float. */
function rtpBp(rtp: string | number | null | undefined): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2})\d*)?$/.exec(String(rtp ?? '').trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= 10_000 ? bp : null;
}

/** Hub88's game list (as its Games API answers it, or a saved copy) in the aggregator's terms. */
export function hub88GamesOf(list: z.output<typeof Hub88GameList>): AggregatorGame[] {
  return list.map((g) => ({
    code: g.game_code,
    name: g.name,
    studio: g.product,
    category: g.category ?? '',
    enabled: g.enabled ?? true,
    rtpBp: rtpBp(g.rtp),
    volatility: volatilityOf(g.volatility),
    released: g.release_date && /^\d{4}-\d{2}-\d{2}/.test(g.release_date) ? g.release_date.slice(0, 10) : null,
  }));
}

/** Hub88's Games API (the calls we make); its Wallet API (the calls it makes) is in wallet-routes.ts. */
export class Hub88Aggregator implements GameAggregator {
  readonly code = 'hub88';
  constructor(private config: Hub88Config) {}

  get publicKey() {
    return this.config.publicKey;
  }
  get privateKey() {
    return this.config.privateKey;
  }

  async listGames(): Promise<AggregatorGame[]> {
    return hub88GamesOf(Hub88GameList.parse(await this.post('/operator/generic/v2/game/list', { operator_id: this.config.operatorId })));
  }

  async gameUrl(l: AggregatorLaunch): Promise<string> {
    const body = {
      ...(l.mode === 'real' ? { user: l.user, token: l.token, currency: l.currency } : { currency: 'XXX' }),
      operator_id: this.config.operatorId,
      game_code: l.game,
      platform: l.platform === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
      lang: l.language,
      lobby_url: l.returnUrl,
      ...(l.ip ? { ip: l.ip } : {}),
      ...(l.country ? { country: l.country } : {}),
      ...(l.site ? { sub_partner_id: l.site } : {}),
      meta: {},
    };
    return Hub88GameUrl.parse(await this.post('/operator/generic/v2/game/url', body)).url;
  }

  /** One signed call; an HTTP error or a malformed answer throws with Hub88's reason when it gave one. */
  private async post(path: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    const res = await fetch(this.config.apiUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, this.config.privateKey) },
      body,
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    if (!res.ok) {
      let reason = text.slice(0, 200);
      try {
        reason = String((JSON.parse(text) as { error?: unknown }).error ?? reason);
      } catch {
        // not JSON: the text itself
      }
      throw new Error(`hub88 ${path}: HTTP ${res.status} ${reason}`);
    }
    return JSON.parse(text) as unknown;
  }
}
