import { data, Form, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import { may } from '#contract/console-backend.ts';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { adjustmentAction, adjustmentsOf, isAdjustmentIntent } from '../adjustments.server.ts';
import { AdjustmentsPanel } from '../components/adjustments.tsx';
import { Button, FormMessage, money, Pager, Panel, textOf, when } from '../components/parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/player';

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.account} · Players · Console` }];

const pageParam = (v: string | null) => Math.min(Math.max(Number.parseInt(v ?? '1', 10) || 1, 1), 10_000);

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { op, account } = args.params;
  const url = new URL(args.request.url);
  const statementPage = pageParam(url.searchParams.get('statement'));
  const betsPage = pageParam(url.searchParams.get('bets'));
  const b = consoleOf(args).backend;
  const [player, statement, bets, adjustments] = await checked(() =>
    Promise.all([
      b.player(viewer, op, account),
      b.statement(viewer, op, account, statementPage),
      b.bets(viewer, op, account, betsPage),
      adjustmentsOf(args, viewer, op, account),
    ]),
  );
  const role = viewer.member.role;
  return {
    op,
    player,
    statement,
    bets,
    adjustments,
    can: { write: may(role, 'playerWrite'), notes: may(role, 'notes'), block: may(role, 'block') },
  };
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('end-session'), session: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('end-all') }),
  z.object({ intent: z.literal('note'), body: z.string().trim().min(1, 'required').max(2000, 'tooLong') }),
  z.object({ intent: z.enum(['block', 'unblock']), reason: z.string().trim().min(1, 'required').max(500, 'tooLong') }),
]);

type Done = { ok: true; intent: string; done: string };

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const { op, account } = args.params;
  const fields = formFields(await formOf(args.request));
  if (isAdjustmentIntent(fields.intent)) return adjustmentAction(args, viewer, op, account, fields);
  const parsed = checkForm(Intent, fields, fields.intent);
  if (!parsed.ok) return data<FormFailure | Done>(parsed.failure, { status: 400 });
  const v = parsed.value;
  const b = consoleOf(args).backend;
  const meta = metaOf(args);
  try {
    let done: string;
    if (v.intent === 'end-session') {
      await checked(() => b.endSessions(viewer, op, account, v.session, meta));
      done = 'The session has ended.';
    } else if (v.intent === 'end-all') {
      const n = await checked(() => b.endSessions(viewer, op, account, 'all', meta));
      done = `${n} session${n === 1 ? '' : 's'} ended.`;
    } else if (v.intent === 'note') {
      await checked(() => b.addNote(viewer, op, account, v.body, meta));
      done = 'Note added.';
    } else {
      await checked(() => b.setBlocked(viewer, op, account, v.intent === 'block', v.reason, meta));
      done = v.intent === 'block' ? 'The player is blocked and signed out everywhere.' : 'The player is unblocked.';
    }
    return data<FormFailure | Done>({ ok: true, intent: v.intent, done });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<FormFailure | Done>({ ok: false, message: r.message, intent: v.intent }, { status: 400 });
  }
}

const KIND_NAMES: Record<string, string> = { timeout: 'Time-out', self_exclusion: 'Self-exclusion' };

export default function Player() {
  const { op, player: p, statement, bets, adjustments, can } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failureOf = (intent: string) => (result && !result.ok && result.intent === intent ? result : undefined);
  const fieldText = (intent: string, name: string) => {
    const key = failureOf(intent)?.fieldErrors?.[name];
    return key ? textOf(key) : undefined;
  };
  const formError = (intent: string) => {
    const f = failureOf(intent);
    return f?.message ? <FormMessage>{textOf(f.message)}</FormMessage> : null;
  };
  const link = (key: 'statement' | 'bets') => (n: number) =>
    `?${new URLSearchParams({ statement: String(key === 'statement' ? n : statement.page), bets: String(key === 'bets' ? n : bets.page) })}`;
  const liveSessions = p.sessions.filter((s) => s.live);
  const blocked = p.status === 'BLOCK';
  return (
    <>
      <p className="mb-1 text-sm">
        <a href={`/console/${op}/players`} className="text-accent underline">
          Players
        </a>
      </p>
      <h1 className="mb-1 text-2xl font-bold">
        {p.fullName || p.accountId} <span className="text-base font-normal text-muted">({p.accountId})</span>
      </h1>
      <p className="mb-4 text-sm" data-testid="player-status">
        Status: <strong className={blocked ? 'text-danger' : ''}>{p.status === 'active' ? 'Active' : blocked ? 'Blocked' : 'Closed'}</strong>
      </p>
      {result?.ok && (
        <div className="mb-4">
          <FormMessage tone="success">{result.done}</FormMessage>
        </div>
      )}
      <div className="grid gap-4 xl:grid-cols-2">
        <Panel title="Profile and balance">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Email</dt>
            <dd className="break-all">{p.email || '—'}</dd>
            <dt className="text-muted">Phone</dt>
            <dd>{p.phone || '—'}</dd>
            <dt className="text-muted">Joined</dt>
            <dd>{when(p.createdAt)}</dd>
            <dt className="text-muted">Last sign-in</dt>
            <dd>{p.lastLoginAt ? when(p.lastLoginAt) : '—'}</dd>
            <dt className="text-muted">Balance</dt>
            <dd className="tabular-nums" data-testid="player-balance">
              {money(p.balance)}
            </dd>
            <dt className="text-muted">Held by withdrawals</dt>
            <dd className="tabular-nums">{money(p.held)}</dd>
            <dt className="text-muted">Deposited in all</dt>
            <dd className="tabular-nums">{money(p.totalDeposit)}</dd>
          </dl>
        </Panel>

        <Panel title="Protection">
          {p.protection.exclusion ? (
            <p className="mb-2 text-sm">
              <strong>{KIND_NAMES[p.protection.exclusion.kind] ?? p.protection.exclusion.kind}</strong> in force
              {p.protection.exclusion.until ? ` until ${when(p.protection.exclusion.until)}` : ' (no end date)'}. It cannot be lifted early.
            </p>
          ) : (
            <p className="mb-2 text-sm">No time-out or self-exclusion.</p>
          )}
          {p.protection.limits.length ? (
            <ul className="list-disc pl-5 text-sm">
              {p.protection.limits.map((l) => (
                <li key={`${l.kind}-${l.period}`}>
                  {l.kind} limit per {l.period}: {l.kind === 'reality' ? `${l.amount} min` : money(l.amount)}
                  {l.pending !== null &&
                    ` (raise to ${l.kind === 'reality' ? `${l.pending} min` : money(l.pending)} waiting${l.pendingFrom ? ` from ${when(l.pendingFrom)}` : ''})`}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No limits set.</p>
          )}
        </Panel>

        <Panel title="Sessions">
          {formError('end-session')}
          {formError('end-all')}
          {p.sessions.length === 0 ? (
            <p className="text-sm text-muted">No sessions.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {p.sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2" data-testid="player-session">
                  <span>
                    {s.device} · {s.ip || 'no address'} · last seen {when(s.lastSeenAt)}
                    {s.scope === 'withdraw' && ' · withdrawals only'}
                    {!s.live && <span className="text-muted"> · ended</span>}
                  </span>
                  {s.live && can.write && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="end-session" />
                      <input type="hidden" name="session" value={s.id} />
                      <Button kind="plain" className="min-h-8 px-3 py-1" aria-label={`End the session on ${s.device}, last seen ${when(s.lastSeenAt)}`}>
                        End
                      </Button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}
          {can.write && liveSessions.length > 1 && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="end-all" />
              <Button kind="danger">End all sessions</Button>
            </Form>
          )}
        </Panel>

        <Panel title="Notes">
          {can.notes && (
            <Form method="post" className="mb-3 grid gap-2">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note-body" className="text-sm font-medium">
                New note
              </label>
              <textarea
                id="note-body"
                name="body"
                rows={3}
                maxLength={2000}
                aria-invalid={fieldText('note', 'body') ? true : undefined}
                aria-describedby={fieldText('note', 'body') ? 'note-body-error' : undefined}
                className="rounded-theme border border-field-border bg-surface px-3 py-2"
              />
              {fieldText('note', 'body') && (
                <p id="note-body-error" className="text-sm text-danger">
                  {fieldText('note', 'body')}
                </p>
              )}
              {formError('note')}
              <Button className="justify-self-start">Add note</Button>
            </Form>
          )}
          {p.notes.length === 0 ? (
            <p className="text-sm text-muted">No notes yet.</p>
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="player-notes">
              {p.notes.map((n) => (
                <li key={n.id} className="border-b border-border pb-2">
                  <p className="whitespace-pre-wrap break-words">{n.body}</p>
                  <p className="text-xs text-muted">
                    {n.author} · {when(n.at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        {adjustments && <AdjustmentsPanel view={adjustments} failure={result && !result.ok ? result : undefined} />}

        {can.block && p.status !== 'CLOSE' && (
          <Panel title={blocked ? 'Unblock' : 'Block'}>
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value={blocked ? 'unblock' : 'block'} />
              <label htmlFor="block-reason" className="text-sm font-medium">
                Reason (kept in the audit log)
              </label>
              <input
                id="block-reason"
                name="reason"
                maxLength={500}
                aria-invalid={fieldText(blocked ? 'unblock' : 'block', 'reason') ? true : undefined}
                aria-describedby={fieldText(blocked ? 'unblock' : 'block', 'reason') ? 'block-reason-error' : undefined}
                className="rounded-theme border border-field-border bg-surface px-3 py-2"
              />
              {fieldText(blocked ? 'unblock' : 'block', 'reason') && (
                <p id="block-reason-error" className="text-sm text-danger">
                  {fieldText(blocked ? 'unblock' : 'block', 'reason')}
                </p>
              )}
              {formError(blocked ? 'unblock' : 'block')}
              <Button kind={blocked ? 'plain' : 'danger'} className="justify-self-start">
                {blocked ? 'Unblock the player' : 'Block the player'}
              </Button>
            </Form>
          </Panel>
        )}
      </div>

      <div className="mt-4 grid gap-4">
        <Panel title="Statement">
          <Table
            caption="Statement"
            head={['Time', 'Kind', 'Amount', 'Balance after', 'Note']}
            rows={statement.rows.map((e) => [when(e.at), e.kind, money(e.amount), money(e.balanceAfter), e.note])}
            numeric={[2, 3]}
          />
          <Pager page={statement.page} more={statement.more} link={link('statement')} label="Statement pages" />
        </Panel>
        <Panel title="Bets">
          <Table
            caption="Bets"
            head={['Time', 'Product', 'What', 'Stake', 'Returned', 'Status']}
            rows={bets.rows.map((x) => [when(x.at), x.product === 'casino' ? 'Casino' : 'Sports', x.title, money(x.stake), money(x.payout), x.status])}
            numeric={[3, 4]}
          />
          <Pager page={bets.page} more={bets.more} link={link('bets')} label="Bets pages" />
        </Panel>
      </div>
    </>
  );
}

function Table({ caption, head, rows, numeric }: { caption: string; head: string[]; rows: string[][]; numeric: number[] }) {
  if (!rows.length) return <p className="text-sm text-muted">Nothing yet.</p>;
  return (
    // A wide table scrolls inside its box on a phone; the box can take focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`whitespace-nowrap px-2 py-1.5 ${numeric.includes(i) ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t border-border">
              {r.map((c, j) => (
                <td key={j} className={`px-2 py-1.5 ${numeric.includes(j) ? 'text-right tabular-nums' : ''} ${j === 0 ? 'whitespace-nowrap' : ''}`}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
