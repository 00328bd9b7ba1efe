import { createHash, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { demoProviderSessions, games, providers } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { log } from '../../lib/log.ts';
import { toMoneyString } from '../../lib/money.ts';
import { fromMinor, toMinor, type Hub88Status } from '../hub88/protocol.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from '../hub88/signature.ts';
import { demoGamePage } from './page.ts';
import { BETS, multiplierOf } from './slot.ts';
import { CLOSED_TEXT, pageLanguageOf } from './texts.ts';

/** Where the API mounts the demo provider (so its pages share the site's origin). */
export const DEMO_PROVIDER_PATH = '/demo-provider';
/** A game URL opens the game within this time; the game then lives this long, slid by each round. */
export const LAUNCH_OPEN_SECONDS = 120;
const GAME_MS = 2 * 60 * 60_000;
/** Fun money of a demo-mode launch, minor units. */
const FUN_BALANCE = 1_000_00;

export interface DemoProviderConfig {
  /** The provider's private key: signs its wallet calls. */
  privateKey: KeyObject;
  /** The operator's public key: checks the Games API requests and the wallet's answers. */
  operatorPublicKey: KeyObject;
  /** The operator's Wallet API, e.g. http://127.0.0.1:3900/api/games/hub88. */
  walletUrl: string;
  /** Where the provider is reached from the operator's server (its game URLs start with it). */
  origin: string;
  /** The provider's path on that origin, e.g. /api/demo-provider. */
  basePath: string;
}

const GameUrlRequest = z.looseObject({
  game_code: z.string().min(1).max(128),
  currency: z.string().min(3).max(8),
  user: z.string().min(1).max(64).optional(),
  token: z.string().min(10).max(255).optional(),
  lang: z.string().max(16).default('en'),
  lobby_url: z.string().max(2000).default(''),
});
const RoundRequest = z.object({ token: z.string().min(16).max(128), bet: z.number().int(), round_ref: z.string().min(8).max(64) });

type WalletReply = { status: Hub88Status; balance?: number; currency?: string };
type RoundAnswer = { status: number; body: Record<string, unknown> };

/** The wallet's refusals as the game page names them. */
const MESSAGE_OF: Partial<Record<Hub88Status, string>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'insufficientBalance',
  RS_ERROR_INVALID_TOKEN: 'sessionExpired',
  RS_ERROR_TOKEN_EXPIRED: 'sessionExpired',
  RS_ERROR_USER_DISABLED: 'userDisabled',
  RS_ERROR_LIMIT_REACHED: 'limitReached',
};
const refused = (message: string, status = 200): RoundAnswer => ({ status, body: { statusCode: -1, message } });

/**
 * The demo game provider (DEMO_GAMES=1): a game studio and aggregator in one, on this server, that
 * speaks Hub88's protocol. The product's Hub88 adapter asks it for its games and game URLs, signed
 * with the operator's key; when a player spins, the provider decides the round and calls the
 * operator's Wallet API over HTTP with bodies signed by its own key, checking every answer's
 * signature, exactly as Hub88 does. It keeps its own sessions (demo_provider_sessions) and never
 * touches the ledger: money moves only through the wallet's answers.
 */
export class DemoGameProvider {
  /** Decides outcomes: derived from the provider's private key, so every instance of a deployment agrees. */
  private secret: Buffer;

  constructor(
    private db: Db,
    private config: DemoProviderConfig,
  ) {
    this.secret = createHash('sha256')
      .update('demo-provider rounds\n')
      .update(config.privateKey.export({ type: 'pkcs8', format: 'der' }))
      .digest();
  }

  /** The games it offers: the demo catalogue, each named `<provider>/<game>`. */
  async gameList() {
    const rows = await this.db
      .select({ providerCode: games.providerCode, gameCode: games.gameCode, name: games.gameName, type: games.gameType, studio: providers.name })
      .from(games)
      .innerJoin(providers, eq(providers.code, games.providerCode));
    return rows.map((g) => ({
      game_code: `${g.providerCode}/${g.gameCode}`,
      name: g.name,
      product: g.studio,
      category: g.type,
      enabled: true,
    }));
  }

  private async gameOf(code: string) {
    const [providerCode, gameCode, extra] = code.split('/');
    if (!providerCode || !gameCode || extra !== undefined) return null;
    const [row] = await this.db
      .select({ name: games.gameName, studio: providers.name })
      .from(games)
      .innerJoin(providers, eq(providers.code, games.providerCode))
      .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)));
    return row ?? null;
  }

  /** A game URL with a one-time ticket: real money with the operator's user and token, fun money without. */
  async gameUrl(b: z.output<typeof GameUrlRequest>): Promise<string | null> {
    if (!(await this.gameOf(b.game_code))) return null;
    const real = b.user !== undefined && b.token !== undefined && b.currency !== 'XXX';
    const ticket = randomBytes(32).toString('base64url');
    await this.db.insert(demoProviderSessions).values({
      ticketHash: sha256(ticket),
      user: real ? b.user! : '',
      operatorToken: real ? b.token! : '',
      currency: b.currency,
      gameCode: b.game_code,
      lang: pageLanguageOf(b.lang.slice(0, 3).toLowerCase()),
      lobbyUrl: b.lobby_url,
      funBalance: real ? null : FUN_BALANCE,
      expiresAt: new Date(Date.now() + GAME_MS),
    });
    return `${this.config.origin}${this.config.basePath}/play?ticket=${ticket}`;
  }

  /** Opening the page redeems the ticket, once and in one statement (two opens of one URL race for the row). */
  async open(ticket: string) {
    if (!/^[\w-]{16,128}$/.test(ticket)) return null;
    const token = randomBytes(32).toString('base64url');
    const [s] = await this.db
      .update(demoProviderSessions)
      .set({ openedAt: sql`now()`, pageTokenHash: sha256(token) })
      .where(
        and(
          eq(demoProviderSessions.ticketHash, sha256(ticket)),
          isNull(demoProviderSessions.openedAt),
          gt(demoProviderSessions.createdAt, sql`now() - ${sql.raw(`interval '${LAUNCH_OPEN_SECONDS} seconds'`)}`),
        ),
      )
      .returning();
    if (!s) return null;
    const game = await this.gameOf(s.gameCode);
    let balance = s.funBalance;
    if (balance === null) {
      // The player's balance, asked of the wallet as any provider does; a session already over ends here.
      const reply = await this.wallet('/user/balance', { user: s.user, token: s.operatorToken, game_code: s.gameCode }).catch(() => null);
      const minor = reply?.status === 'RS_OK' && reply.balance !== undefined ? toMinor(reply.balance) : null;
      if (minor === null) return null;
      balance = minor;
    }
    return { session: s, token, game, balance };
  }

  private async live(token: string) {
    const [s] = await this.db
      .select()
      .from(demoProviderSessions)
      .where(
        and(eq(demoProviderSessions.pageTokenHash, sha256(token)), isNotNull(demoProviderSessions.openedAt), gt(demoProviderSessions.expiresAt, new Date())),
      );
    return s ?? null;
  }

  /**
   * One spin. The round's id is the page's session and its round_ref: the outcome and the wallet
   * calls' uuids follow from it, so a repeated round makes the very same calls and the wallet answers
   * them as it did the first time (the stake is taken once, the win paid once).
   */
  async round(token: string, bet: number, roundRef: string): Promise<RoundAnswer> {
    if (!(BETS as readonly number[]).includes(bet)) return refused('invalidRequest', 400);
    const s = await this.live(token);
    if (!s) return refused('sessionExpired', 403);
    const roundId = createHash('sha256').update(`${s.id}:${roundRef}`).digest('hex').slice(0, 40);
    const multiplier = multiplierOf(this.secret, roundId);
    const win = bet * multiplier;
    await this.db
      .update(demoProviderSessions)
      .set({ expiresAt: new Date(Date.now() + GAME_MS) })
      .where(eq(demoProviderSessions.id, s.id));
    const ok = (balance: number) => ({
      status: 200,
      body: { statusCode: 1, message: 'OK', win: toMoneyString(win), multiplier, balance: toMoneyString(balance) },
    });

    if (s.funBalance !== null) {
      if (bet > s.funBalance) return refused('insufficientBalance');
      const [after] = await this.db
        .update(demoProviderSessions)
        .set({ funBalance: sql`${demoProviderSessions.funBalance} - ${bet} + ${win}` })
        .where(and(eq(demoProviderSessions.id, s.id), sql`${demoProviderSessions.funBalance} >= ${bet}`))
        .returning({ balance: demoProviderSessions.funBalance });
      return after ? ok(Number(after.balance)) : refused('insufficientBalance');
    }

    const common = { user: s.user, token: s.operatorToken, round: `demo-${roundId}`, game_code: s.gameCode };
    const betUuid = `bet-${roundId}`;
    const betReply = await this.wallet('/transaction/bet', {
      ...common,
      transaction_uuid: betUuid,
      currency: s.currency,
      amount: fromMinor(bet),
      round_closed: false,
    }).catch((err: unknown) => err as Error);
    if (betReply instanceof Error || betReply.status !== 'RS_OK') {
      // No answer: the bet may have been taken, so it is rolled back, as Hub88 does.
      if (betReply instanceof Error) await this.rollback(common, betUuid, betReply);
      return refused(betReply instanceof Error ? 'roundFailed' : (MESSAGE_OF[betReply.status] ?? 'roundFailed'));
    }
    const winReply = await this.wallet('/transaction/win', {
      ...common,
      transaction_uuid: `win-${roundId}`,
      reference_transaction_uuid: betUuid,
      currency: s.currency,
      amount: fromMinor(win),
      round_closed: true,
    }).catch((err: unknown) => err as Error);
    const balance = winReply instanceof Error || winReply.balance === undefined ? null : toMinor(winReply.balance);
    if (winReply instanceof Error || winReply.status !== 'RS_OK' || balance === null) {
      // The stake stands unpaid: given back, so the player never loses a round that did not finish.
      await this.rollback(common, betUuid, winReply instanceof Error ? winReply : new Error(winReply.status));
      return refused('roundFailed');
    }
    return ok(balance);
  }

  private async rollback(common: Record<string, string>, betUuid: string, why: Error) {
    log.warn({ err: String(why), bet: betUuid }, 'demo provider: round not finished, rolling its bet back');
    await this.wallet('/transaction/rollback', { ...common, transaction_uuid: `rb-${betUuid}`, reference_transaction_uuid: betUuid, round_closed: true }).catch(
      (err: unknown) => log.error({ err: String(err), bet: betUuid }, 'demo provider: rollback failed'),
    );
  }

  /** One signed Wallet API call; an answer without our operator's valid signature is no answer. */
  private async wallet(path: string, payload: Record<string, unknown>): Promise<WalletReply> {
    const body = JSON.stringify({ ...payload, request_uuid: randomUUID() });
    const res = await fetch(this.config.walletUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, this.config.privateKey) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    if (!verifyBody(raw, res.headers.get(SIGNATURE_HEADER) ?? undefined, this.config.operatorPublicKey))
      throw new Error(`wallet ${path}: the answer's signature does not check (HTTP ${res.status})`);
    return JSON.parse(raw.toString('utf8')) as WalletReply;
  }

  /** The Games API the adapter calls, the game page and its rounds, mounted at `basePath`. */
  router(): Router {
    const r = express.Router();
    const signed = (path: string, run: (body: unknown) => Promise<{ status: number; body: unknown }>) =>
      r.post(path, express.raw({ type: () => true, limit: '64kb' }), async (req: Request, res: Response) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!verifyBody(raw, req.get(SIGNATURE_HEADER), this.config.operatorPublicKey)) return void res.status(401).json({ error: 'invalid signature' });
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return void res.status(400).json({ error: 'malformed JSON' });
        }
        try {
          const a = await run(body);
          res.status(a.status).json(a.body);
        } catch (err) {
          log.error({ err: String(err), path }, 'demo provider: Games API call failed');
          res.status(500).json({ error: 'internal error' });
        }
      });

    signed('/operator/generic/v2/game/list', async () => ({ status: 200, body: await this.gameList() }));
    signed('/operator/generic/v2/game/url', async (body) => {
      const b = GameUrlRequest.safeParse(body);
      if (!b.success) return { status: 400, body: { error: 'wrong request' } };
      const url = await this.gameUrl(b.data);
      return url ? { status: 200, body: { url } } : { status: 404, body: { error: 'unknown game' } };
    });

    r.get('/play', async (req: Request, res: Response) => {
      // The page holds the game token: never cached, never sent on as a referrer.
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      const opened = await this.open(String(req.query.ticket ?? '')).catch((err: unknown) => {
        log.error({ err: String(err) }, 'demo provider: game page failed');
        return null;
      });
      if (!opened || !opened.game)
        return void res.status(403).type('html').send(`<!doctype html><html lang="en"><title>Game</title><p>${CLOSED_TEXT}</p></html>`);
      const nonce = randomBytes(16).toString('base64');
      res.set(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'`,
      );
      res.type('html').send(
        demoGamePage({
          nonce,
          token: opened.token,
          gameName: opened.game.name,
          providerName: opened.game.studio,
          balance: toMoneyString(opened.balance),
          bets: BETS,
          lang: pageLanguageOf(opened.session.lang),
          roundUrl: `${this.config.basePath}/round`,
          fun: opened.session.funBalance !== null,
        }),
      );
    });

    r.post('/round', express.json({ limit: '4kb' }), async (req: Request, res: Response) => {
      const parsed = RoundRequest.safeParse(req.body ?? {});
      if (!parsed.success) return void res.status(400).json({ statusCode: -422, message: 'invalidRequest' });
      try {
        const a = await this.round(parsed.data.token, parsed.data.bet, parsed.data.round_ref);
        res.status(a.status).json(a.body);
      } catch (err) {
        log.error({ err: String(err) }, 'demo provider: round failed');
        res.status(500).json({ statusCode: -1, message: 'roundFailed' });
      }
    });
    return r;
  }
}
