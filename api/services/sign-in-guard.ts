import { and, eq, sql } from 'drizzle-orm';
import type { PasswordAlert } from '../../contract/auth.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { rowsOf } from '../lib/db-rows.ts';
import { maskAddress } from '../lib/device.ts';
import { log } from '../lib/log.ts';
import type { InboxService } from './inbox.ts';
import { fillAlertText, SIGN_IN_ALERT_TEXTS } from './sign-in-alert-texts.ts';
import type { TacService } from './tac.ts';

export const GUARD_WINDOW_MS = 24 * 3600_000;

export interface SignInGuardOptions {
  /** Distinct new addresses whose password checks an account takes in a window. */
  addresses: number;
  /** Password checks from new addresses an account takes in a window, whatever their addresses. */
  attempts: number;
}

const keyOf = (accountId: string) => accountId.trim().toLowerCase();
const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000}::float8)`;
const utc = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The account-wide budget of password guesses. Per-address limits bound each address; this bounds
 * the addresses: once `addresses` distinct addresses that never opened a session of the account
 * (or `attempts` checks from such addresses) have had passwords checked in 24 hours, a password
 * alone no longer signs in from a new address: the one-time code sent to the account's phone is
 * asked as well. An address that has signed in before is never counted nor asked for a code, so
 * the owner at home is never locked out. The owner is told once a window (inbox) and on their
 * next sign-in (the answer's password_alert).
 */
export class SignInGuard {
  private prunedAt = Date.now();

  constructor(
    private db: Db,
    private tac: TacService,
    private inbox: InboxService,
    private opts: SignInGuardOptions,
  ) {}

  /** Whether `ip` has opened a session of this player before. */
  async known(playerId: number, ip: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), eq(sessions.ip, ip)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Counts a password check from a new address before it runs, in one statement: the row lock of
   * the upsert makes parallel attempts take their turns, so a burst cannot all read "under budget".
   * False when the budget is spent (nothing is counted then).
   */
  async claim(operatorId: number, accountId: string, ip: string): Promise<boolean> {
    this.maybePrune();
    const expired = sql`g.window_start <= now() - ${secs(GUARD_WINDOW_MS)}`;
    const rows = rowsOf<{ attempts: number }>(
      await this.db.execute(sql`
        insert into sign_in_guards as g (operator_id, account_key, window_start, addresses, attempts)
        values (${operatorId}, ${keyOf(accountId)}, now(), array[${ip}::text], 1)
        on conflict (operator_id, account_key) do update set
          window_start = case when ${expired} then now() else g.window_start end,
          addresses = case
            when ${expired} then array[${ip}::text]
            when ${ip}::text = any(g.addresses) then g.addresses
            else array_append(g.addresses, ${ip}::text) end,
          attempts = case when ${expired} then 1 else g.attempts + 1 end
        where ${expired} or (cardinality(g.addresses) < ${this.opts.addresses}::int and g.attempts < ${this.opts.attempts}::int)
        returning attempts`),
    );
    return rows.length > 0;
  }

  /** A counted check passed (the address now opens a session: its attempts were the owner's) or never ran. */
  async giveBack(operatorId: number, accountId: string, ip: string) {
    await this.db.execute(sql`
      update sign_in_guards set attempts = greatest(attempts - 1, 0), addresses = array_remove(addresses, ${ip}::text)
      where operator_id = ${operatorId} and account_key = ${keyOf(accountId)}`);
  }

  /**
   * A counted check failed. When the budget is now spent, the first such failure of the window
   * (one statement decides which) records the alert and tells the owner in the inbox.
   */
  async failed(player: { id: number; operatorId: number; accountId: string }, ip: string) {
    const [won] = rowsOf<{ alert_at: Date | string; alert_addresses: number }>(
      await this.db.execute(sql`
        update sign_in_guards set notified_at = now(), alert_ip = ${ip}, alert_at = now(), alert_addresses = cardinality(addresses)
        where operator_id = ${player.operatorId} and account_key = ${keyOf(player.accountId)}
          and (cardinality(addresses) >= ${this.opts.addresses}::int or attempts >= ${this.opts.attempts}::int)
          and (notified_at is null or notified_at < window_start)
        returning alert_at, alert_addresses`),
    );
    if (!won) return;
    const values = { count: won.alert_addresses, address: maskAddress(ip) ?? '?', time: utc(new Date(won.alert_at)) };
    const { en, ...others } = SIGN_IN_ALERT_TEXTS;
    const fill = (t: { title: string; body: string }) => ({ title: t.title, body: fillAlertText(t.body, values) });
    await this.inbox
      .send(player.id, { ...fill(en), texts: Object.fromEntries(Object.entries(others).map(([lang, t]) => [lang, fill(t)])) })
      .catch((err: unknown) => log.error({ err: String(err), player: player.id }, 'sign-in alert not sent to the inbox'));
  }

  /** The alert the owner has not seen yet, marked seen: for the answer of a sign-in that opened a session. */
  async takeAlert(operatorId: number, accountId: string): Promise<PasswordAlert | undefined> {
    const [row] = rowsOf<{ alert_ip: string | null; alert_at: Date | string; alert_addresses: number | null }>(
      await this.db.execute(sql`
        update sign_in_guards set alert_shown_at = now()
        where operator_id = ${operatorId} and account_key = ${keyOf(accountId)}
          and alert_at is not null and (alert_shown_at is null or alert_shown_at < alert_at)
        returning alert_ip, alert_at, alert_addresses`),
    );
    if (!row) return undefined;
    return { address: maskAddress(row.alert_ip), at: new Date(row.alert_at).toISOString(), addresses: row.alert_addresses ?? 0 };
  }

  /** The password + code step: checks the code (its tries are counted); `use` spends it once the password matched. */
  async checkCode(o: { id: number }, accountId: string, code: string) {
    const row = await this.tac.check(o.id, accountId, 'login', code);
    return { use: () => this.tac.consume(row.id) };
  }

  private maybePrune() {
    if (Date.now() - this.prunedAt < 10 * 60_000) return;
    this.prunedAt = Date.now();
    this.prune().catch((err: unknown) => log.warn({ err: String(err) }, 'sign-in guard prune failed'));
  }

  /** Drops windows long over whose alert has been shown or was never raised. */
  async prune() {
    await this.db.execute(sql`
      delete from sign_in_guards
      where window_start < now() - ${secs(2 * GUARD_WINDOW_MS)} and (alert_at is null or alert_shown_at >= alert_at)`);
  }
}
