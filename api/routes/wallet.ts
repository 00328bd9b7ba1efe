import type { Request, Response, Router } from 'express';
import { PlayerRequest } from '../../contract/common.ts';
import { ApiError } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { opsAllowed } from '../lib/ops.ts';
import { toMoneyString } from '../lib/money.ts';
import { post, sendError } from '../lib/route.ts';
import { demoPaymentRoutes } from '../payments/demo-routes.ts';
import { checkLedger } from '../services/ledger.ts';
import type { PlayerCall } from '../services/sessions.ts';
import type { Services } from '../services/index.ts';
import { StreamSlots } from '../services/balance-events.ts';
import { SharedStreamSlots } from '../lib/stream-slots.ts';
import { trackStream } from '../lib/live-streams.ts';
import { opsAudit } from './ops-route.ts';

/** Open balance streams at once (the server-wide cap is MAX_BALANCE_STREAMS). */
const STREAMS = { perSession: 4, perPlayer: 10, perAddress: 30, recheckMs: 60_000 };

export function walletRoutes(r: Router, s: Services) {
  const player = (b: PlayerCall) => s.sessions.requirePlayer(b);
  // The calls a withdraw-only session reaches (a player on a break can take the balance out).
  const withdrawing = (b: PlayerCall) => s.sessions.requirePlayer(b, { withdraw: true });

  post(r, '/wallet/options', async (b) => s.wallet.options.forPlayer(await withdrawing(b)));
  post(r, '/wallet/bank_accounts', async (b) => {
    const p = await withdrawing(b);
    return { statusCode: 1, message: 'OK', value: await s.wallet.banks.bankAccounts(p), max: s.env.MAX_BANK_ACCOUNTS };
  });
  post(r, '/wallet/bank_add', async (b) => s.wallet.banks.addBankAccount(await withdrawing(b), b));
  post(r, '/wallet/bank_remove', async (b) => s.wallet.banks.removeBankAccount(await withdrawing(b), b.bank_account_id));
  post(r, '/wallet/deposit', async (b) => s.wallet.deposits.deposit(await player(b), b));
  post(r, '/wallet/deposit_status', async (b) => s.wallet.deposits.depositStatus(await player(b), b.deposit_id));
  post(r, '/wallet/withdraw', async (b) => s.wallet.withdrawals.withdraw(await withdrawing(b), b));
  post(r, '/wallet/transactions', async (b) => s.wallet.statements.transactions(await withdrawing(b), b));
  post(r, '/wallet/statement', async (b) => s.wallet.statements.statement(await player(b), b));
  post(r, '/wallet/bet_history', async (b) => s.wallet.statements.betHistory(await player(b), b));
  post(r, '/wallet/methods', async (b) => s.wallet.options.forSite(await s.operators.requireOpen(b.domain_name)));
  post(r, '/wallet/vip_levels', async (b) => s.wallet.vip.vipLevels(await s.operators.require(b.domain_name), b.lang));
  post(r, '/home/fetch_transactions', async (b) => s.wallet.figures.recentTransactions(await s.operators.require(b.domain_name)));
  post(r, '/settings/top10winner_withdrawal', async (b) => s.wallet.figures.top10(await s.operators.require(b.domain_name)));

  /**
   * The balance stream: text/event-stream of the player's balance after every ledger change,
   * for as long as the tab keeps it open (at most 10 minutes; the client then reconnects, which
   * checks the session again). POST so the token travels in the body, never in a URL. Capped per
   * session, player, address and server; it ends with its session.
   */
  // The server-wide cap guards this process's handles (memory); the others hold across instances (the database).
  const slots = new StreamSlots();
  const shared = new SharedStreamSlots(s.db);
  r.post('/wallet/stream', async (req: Request, res: Response) => {
    const parsed = PlayerRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ statusCode: -422, message: 'invalidRequest' });
      return;
    }
    const tooMany = () => res.status(429).set('Retry-After', '30').json({ statusCode: -429, message: 'tooManyStreams' });
    // Address and server first, in memory: a flood at this instance is refused before it costs a database query.
    const releaseServer = slots.take([
      [`a:${req.ip}`, STREAMS.perAddress],
      ['all', s.env.MAX_BALANCE_STREAMS],
    ]);
    if (!releaseServer) {
      tooMany();
      return;
    }
    let releaseAddress: (() => void) | null;
    try {
      releaseAddress = await shared.take([[`bal:a:${req.ip}`, STREAMS.perAddress]]);
    } catch (err) {
      releaseServer();
      sendError(res, err, 'wallet/stream');
      return;
    }
    if (!releaseAddress) {
      releaseServer();
      tooMany();
      return;
    }
    const releaseBoth = () => {
      releaseAddress?.();
      releaseServer();
    };
    let p;
    let releasePlayer: (() => void) | null;
    try {
      p = await withdrawing(parsed.data);
      releasePlayer = await shared.take([
        [`bal:s:${p.sessionId}`, STREAMS.perSession],
        [`bal:p:${p.id}`, STREAMS.perPlayer],
      ]);
    } catch (err) {
      releaseBoth();
      sendError(res, err, 'wallet/stream');
      return;
    }
    // A client gone while its session was checked must not keep a place.
    const gone = res.destroyed || req.socket.destroyed;
    if (!releasePlayer || gone) {
      releaseBoth();
      releasePlayer?.();
      if (!gone) tooMany();
      return;
    }
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const untrack = trackStream(res, 'balance');
    const send = (data: unknown, event = 'balance') => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      (res as Response & { flush?: () => void }).flush?.();
    };
    send({ balance: toMoneyString(p.gameBalance), token: toMoneyString(p.gameToken), reason: 'open' });
    const sessionId = p.sessionId;
    const unsubscribe = s.events.subscribe(p.id, (change) => send(change));
    const offEnded = s.events.onSessionsEnded(p.id, (ids) => {
      if (ids.includes(sessionId)) res.end();
    });
    const heartbeat = setInterval(() => {
      res.write(': keep-alive\n\n');
      (res as Response & { flush?: () => void }).flush?.();
    }, 25_000);
    // Sessions also end by expiry or a status change, which no one announces.
    const recheck = setInterval(() => {
      s.sessions.requirePlayer(parsed.data, { touch: false, withdraw: true }).catch((err: unknown) => {
        if (err instanceof ApiError) res.end();
      });
    }, STREAMS.recheckMs);
    const end = setTimeout(() => res.end(), 10 * 60_000);
    const cleanup = () => {
      unsubscribe();
      offEnded();
      clearInterval(heartbeat);
      clearInterval(recheck);
      clearTimeout(end);
      releasePlayer?.();
      releaseBoth();
      untrack();
    };
    res.on('close', cleanup);
    res.on('finish', cleanup);
  });

  /* ——— Payment providers: the demo provider's pages (DEMO_PAYMENTS=1 only), notifications ——— */

  if (s.demoPay) demoPaymentRoutes(r, s, s.demoPay);

  /** Provider notifications: verified by the provider's adapter, applied once. */
  r.post('/payments/:provider/notify', async (req, res) => {
    const provider = s.paymentProviders.get(String(req.params.provider));
    if (!provider) {
      res.status(404).json({ statusCode: -404, message: 'unknownProvider' });
      return;
    }
    const check = provider.parseNotification(req.body, req.headers);
    if (check.kind === 'ignored') {
      res.json({ statusCode: 1, message: 'OK', ignored: check.type });
      return;
    }
    if (check.kind === 'refused') {
      log.warn({ provider: provider.code, reason: check.reason }, 'payment notification refused: bad signature');
      res.status(401).json({ statusCode: -401, message: 'badSignature' });
      return;
    }
    try {
      if (check.kind === 'payout')
        res.json({ statusCode: 1, message: 'OK', ...(await s.wallet.withdrawals.applyPayoutNotification(provider.code, check.notification)) });
      else res.json(await s.wallet.deposits.applyNotification(provider.code, check.notification));
    } catch (err) {
      sendError(res, err, 'payments/notify');
    }
  });

  /** Operations: the ledger proof over HTTP, only when OPS_KEY is configured and sent. */
  r.get('/ops/ledger-check', async (req, res) => {
    if (!opsAllowed(req, res, s.env.OPS_KEY)) return;
    try {
      const report = await checkLedger(s.db);
      await opsAudit(s.db, req, { action: 'ops.ledger_check', operatorId: null, target: 'ledger', after: { ok: report.ok } });
      res.status(report.ok ? 200 : 409).json({ statusCode: report.ok ? 1 : -1, message: report.ok ? 'OK' : 'ledgerMismatch', report });
    } catch (err) {
      sendError(res, err, 'ops/ledger-check');
    }
  });
}
