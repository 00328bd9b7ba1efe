import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { Status } from '../../contract/index.ts';
import { callsOf, fieldErrors, post, sendError } from '../lib/route.ts';
import { sendAnswer, TickAnswers } from '../lib/shared-answers.ts';
import { CallGuard, guardCalls, type CallLimits } from '../lib/call-guard.ts';
import { opsAllowed } from '../lib/ops.ts';
import { StreamSlots } from '../services/balance-events.ts';
import { SharedStreamSlots } from '../lib/stream-slots.ts';
import { trackStream } from '../lib/live-streams.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';
import { OpsSportsLimitsRequest } from '../../contract/sports.ts';
import { TeamNamesRequest } from '../../contract/sports-feed.ts';
import { parseMoney } from '../lib/money.ts';
import { opsAudit, opsRoute } from './ops-route.ts';

/** Open odds streams: per address and in all (each costs a socket, not a database query). */
const STREAMS = { perAddress: 20, total: 5000, maxMs: 30 * 60_000, heartbeatMs: 25_000 };
/**
 * Board calls over HTTP per client address (the pages' in-process calls are not counted): a shared
 * answer is sent in milliseconds and a page asks again only when its slip changes, so more is a flood.
 */
const BOARD_CALLS: CallLimits = { inFlight: 4, perSecond: 10, burst: 30 };
const BOARD_PATHS = ['/home/match_list', '/home/public_odds'] as const;

const ForceRequest = z.object({
  event_id: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/),
  home: z.number().int().min(0).max(500).optional(),
  away: z.number().int().min(0).max(500).optional(),
  ht_home: z.number().int().min(0).max(500).optional(),
  ht_away: z.number().int().min(0).max(500).optional(),
  first_goal: z.enum(['H', 'A', 'N']).optional(),
  last_goal: z.enum(['H', 'A', 'N']).optional(),
  winner: z.string().max(40).optional(),
  cancel: z.boolean().optional(),
});

const StreamRequest = z.object({
  events: z
    .union([z.array(z.string().max(40)).max(30), z.string().max(1300)])
    .optional()
    .transform((v) => new Set((v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).filter((id) => /^[a-z0-9-]{3,40}$/.test(id)).slice(0, 30))),
});

/**
 * The sportsbook (decision 0008): the board (public_odds and match_list, GET or
 * POST), bets, cash-out, the public odds stream and the back office's settle call.
 */
export function sportsRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);
  const site = async (domain?: string) => {
    if (domain) await s.operators.requireOpen(domain);
  };

  // The board is the same for every site and caller: one answer per query and second (the feed's
  // prices move at most once a second), serialized and compressed once, whoever asks.
  const boards = new TickAnswers();
  const second = () => Math.floor(s.sports.feed.now() / 1000);
  const boardGuard = guardCalls(new CallGuard(BOARD_CALLS));
  for (const path of BOARD_PATHS) r.all(path, boardGuard);
  post(r, '/home/match_list', async (b) => {
    await site(b.domain_name);
    return boards.get(JSON.stringify(['match_list', b.sport, b.league, b.status, b.event_id]), second(), () => s.sports.board.matchList(b)).body;
  });
  post(r, '/home/public_odds', async (b) => {
    await site(b.domain_name);
    const key = JSON.stringify(['public_odds', b.event_id, b.league, b.sport, b.selection_ids]);
    return boards.get(key, second(), () => s.sports.board.publicOdds(b)).body;
  });
  // Does not say the method: GET takes the same fields as query parameters.
  for (const path of BOARD_PATHS) {
    const run = callsOf(r).get(path)!;
    r.get(path, async (req: Request, res: Response) => {
      const { httpStatus, body } = await run(req.query, { ip: req.ip ?? '', userAgent: req.get('user-agent') });
      await sendAnswer(req, res, httpStatus, body);
    });
  }

  post(r, '/sports/place_bet', async (b) => s.sports.placement.place(await player(b), b));
  post(r, '/sports/bets', async (b) => s.sports.bets.bets(await player(b), b));
  post(r, '/sports/cashout_quote', async (b) => s.sports.cashout.cashoutQuote(await player(b), b.bet_id));
  post(r, '/sports/cashout', async (b) => s.sports.cashout.cashout(await player(b), b.quote_id));
  post(r, '/sports/settings', async (b) => s.sports.board.settings(await player(b), b.odds_format));

  /**
   * The odds stream: text/event-stream, public (prices are public), GET for EventSource or POST.
   * `events` (comma-separated, at most 30) asks for every market of those events; the board's
   * main markets and every event's clock and score always come. Ends after 30 minutes; the page
   * reconnects.
   */
  // The server-wide cap guards this process; the per-address cap holds across instances (the database).
  const slots = new StreamSlots();
  const shared = new SharedStreamSlots(s.db);
  const stream = async (req: Request, res: Response) => {
    const parsed = StreamRequest.safeParse(req.method === 'GET' ? req.query : (req.body ?? {}));
    if (!parsed.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest' });
      return;
    }
    const tooMany = () => res.status(429).set('Retry-After', '30').json({ statusCode: -429, message: 'tooManyStreams' });
    const releaseServer = slots.take([
      [`a:${req.ip}`, STREAMS.perAddress],
      ['all', STREAMS.total],
    ]);
    if (!releaseServer) {
      tooMany();
      return;
    }
    let releaseAddress: (() => void) | null = null;
    try {
      releaseAddress = await shared.take([[`odds:a:${req.ip}`, STREAMS.perAddress]]);
    } catch (err) {
      releaseServer();
      sendError(res, err, 'sports/stream');
      return;
    }
    const release = () => {
      releaseAddress?.();
      releaseServer();
    };
    if (!releaseAddress || res.destroyed || req.socket.destroyed) {
      release();
      if (!releaseAddress) tooMany();
      return;
    }
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const untrack = trackStream(res, 'odds');
    const write = (text: string) => {
      res.write(text);
      (res as Response & { flush?: () => void }).flush?.();
    };
    const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('hello', { ts: new Date(s.sports.feed.now()).toISOString(), events: [...parsed.data.events] });
    const unsubscribe = s.oddsHub.subscribe({ events: parsed.data.events, send });
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), STREAMS.heartbeatMs);
    const end = setTimeout(() => res.end(), STREAMS.maxMs);
    let done = false;
    const cleanup = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(end);
      release();
      untrack();
    };
    res.on('close', cleanup);
    res.on('finish', cleanup);
  };
  r.get('/sports/stream', stream);
  r.post('/sports/stream', stream);

  /**
   * The back office (OPS_KEY): ends an event at a chosen score (or a league's season with a
   * winner, or cancels either) and settles its bets. Body: { event_id, home, away, ht_home?,
   * ht_away?, first_goal?, last_goal? } | { event_id: "or-…", winner } | { event_id, cancel: true }.
   */
  // The back office (the platform's or the operator's key): the book's cap per selection for this operator.
  opsRoute(
    r,
    s,
    '/ops/sports/limits',
    OpsSportsLimitsRequest,
    async (op, b) => {
      const change = b.selection_liability === undefined ? undefined : b.selection_liability === null ? null : parseMoney(b.selection_liability);
      return s.sports.placement.selectionLiability(op.id, change);
    },
    { before: (op) => s.sports.placement.selectionLiability(op.id, undefined) },
  );

  r.post('/ops/sports/settle', async (req: Request, res: Response) => {
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    const parsed = ForceRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      const answer = await s.sports.settlement.force(parsed.data);
      await opsAudit(s.db, req, { action: 'ops.sports.settle', operatorId: null, target: String(parsed.data.event_id) });
      res.json(answer);
    } catch (err) {
      sendError(res, err, 'ops/sports/settle');
    }
  });

  // The platform's key: fed teams' and leagues' names in the site's languages (the board is the
  // deployment's, as its feeds are). Body: { names: [{ name, lang, text | null }] }.
  r.post('/ops/sports/team-names', async (req: Request, res: Response) => {
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    const parsed = TeamNamesRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      await s.sportsFeeds.setNames(parsed.data.names);
      await opsAudit(s.db, req, { action: 'ops.sports.team_names', operatorId: null, target: 'sports' });
      res.json({ statusCode: Status.ok, message: 'OK', saved: parsed.data.names.length });
    } catch (err) {
      sendError(res, err, 'ops/sports/team-names');
    }
  });
}
