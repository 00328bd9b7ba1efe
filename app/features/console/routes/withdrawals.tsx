import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { Button, FormMessage, money, Pager, textOf, when } from '../components/parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/withdrawals';

export const meta: Route.MetaFunction = () => [{ title: 'Withdrawals · Console' }];

/** The withdrawal queue (oldest first) and, on its second tab, what was decided. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const url = new URL(args.request.url);
  const status = url.searchParams.get('show') === 'decided' ? 'decided' : 'pending';
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 10_000);
  const list = await checked(() => consoleOf(args).backend.withdrawals(viewer, args.params.op, status, page));
  return { op: args.params.op, status, list };
}

const Decision = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('reject'), id: z.coerce.number().int().positive(), reason: z.string().trim().min(1, 'required').max(200, 'tooLong') }),
]);

type Answer = (FormFailure & { id?: string }) | { ok: true; done: string };

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const fields = formFields(await formOf(args.request));
  const parsed = checkForm(Decision, fields, fields.intent);
  if (!parsed.ok) return data<Answer>({ ...parsed.failure, id: fields.id }, { status: 400 });
  const v = parsed.value;
  try {
    await checked(() =>
      consoleOf(args).backend.decideWithdrawal(
        viewer,
        args.params.op,
        v.id,
        v.intent === 'approve' ? 'approved' : 'rejected',
        v.intent === 'reject' ? v.reason : '',
        metaOf(args),
      ),
    );
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<Answer>({ ok: false, message: r.message, intent: v.intent, id: String(v.id) }, { status: 400 });
  }
  return data<Answer>({
    ok: true,
    done: v.intent === 'approve' ? `Withdrawal ${v.id} approved.` : `Withdrawal ${v.id} rejected: the amount is back in the balance.`,
  });
}

export default function Withdrawals() {
  const { op, status, list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const link = (p: number) => `?${new URLSearchParams({ show: status, page: String(p) })}`;
  const failureFor = (id: number) => (result && !result.ok && result.id === String(id) ? result : undefined);
  return (
    <>
      <h1 className="mb-3 text-2xl font-bold">Withdrawals</h1>
      <nav aria-label="Withdrawal lists" className="mb-4 flex gap-4 text-sm">
        <Link
          to="?show=pending"
          aria-current={status === 'pending' ? 'page' : undefined}
          className="font-medium text-accent underline aria-[current=page]:no-underline aria-[current=page]:text-text"
        >
          Waiting for a decision
        </Link>
        <Link
          to="?show=decided"
          aria-current={status === 'decided' ? 'page' : undefined}
          className="font-medium text-accent underline aria-[current=page]:no-underline aria-[current=page]:text-text"
        >
          Decided
        </Link>
      </nav>
      {result?.ok && (
        <div className="mb-4">
          <FormMessage tone="success">{result.done}</FormMessage>
        </div>
      )}
      {/* Above the list: a withdrawal decided meanwhile has left it. */}
      {result && !result.ok && result.message && (
        <div className="mb-4">
          <FormMessage>{result.message === 'alreadyDecided' ? `Withdrawal ${result.id} was decided meanwhile.` : textOf(result.message)}</FormMessage>
        </div>
      )}
      {list.rows.length === 0 ? (
        <p className="text-muted">{status === 'pending' ? 'No withdrawal is waiting.' : 'Nothing decided yet.'}</p>
      ) : (
        <ul className="grid gap-3" data-testid="withdrawals">
          {list.rows.map((w) => {
            const f = failureFor(w.id);
            const reasonError = f?.fieldErrors?.reason;
            return (
              <li key={w.id} className="rounded-theme border border-border bg-surface p-3 text-sm" data-testid="withdrawal">
                <p className="font-semibold">
                  <span className="tabular-nums">{money(w.amount)}</span> to {w.bank} {w.accountNumber} ·{' '}
                  <Link to={`/console/${op}/players/${encodeURIComponent(w.accountId)}`} className="text-accent underline">
                    {w.accountId}
                  </Link>
                </p>
                <p className="text-muted">
                  #{w.id} · asked {when(w.createdAt)}
                  {w.decidedAt && ` · ${w.status} ${when(w.decidedAt)}`}
                  {w.reason && ` · ${w.reason}`}
                </p>
                {w.status === 'pending' && (
                  <div className="mt-2 flex flex-wrap items-end gap-3">
                    <Form method="post">
                      <input type="hidden" name="intent" value="approve" />
                      <input type="hidden" name="id" value={w.id} />
                      <Button aria-label={`Approve withdrawal ${w.id} of ${money(w.amount)} for ${w.accountId}`}>Approve</Button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="reject" />
                      <input type="hidden" name="id" value={w.id} />
                      <div>
                        <label htmlFor={`reason-${w.id}`} className="block text-xs font-medium">
                          Reason for rejecting #{w.id}
                        </label>
                        <input
                          id={`reason-${w.id}`}
                          name="reason"
                          maxLength={200}
                          aria-invalid={reasonError ? true : undefined}
                          aria-describedby={reasonError ? `reason-${w.id}-error` : undefined}
                          className="rounded-theme border border-field-border bg-surface px-2 py-1.5"
                        />
                        {reasonError && (
                          <p id={`reason-${w.id}-error`} className="text-danger">
                            {textOf(reasonError)}
                          </p>
                        )}
                      </div>
                      <Button kind="danger" aria-label={`Reject withdrawal ${w.id} for ${w.accountId}`}>
                        Reject
                      </Button>
                    </Form>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={list.page} more={list.more} link={link} label="Withdrawal pages" />
    </>
  );
}
