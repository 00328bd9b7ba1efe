import { Form } from 'react-router';
import type { FormFailure } from '~/lib/shared/forms.ts';
import type { AdjustmentsView } from '../adjustments.server.ts';
import { Button, Field, FormMessage, money, Panel, textOf, when } from './parts.tsx';

const STATUS: Record<string, string> = { pending: 'Waiting for approval', posted: 'Posted', rejected: 'Rejected' };

/**
 * A player's manual adjustments: the form to credit or debit with a reason, the list with the
 * approve and reject buttons of a pending one (for members other than the one who asked), and the
 * operator's approval threshold for those who may change it.
 */
export function AdjustmentsPanel({ view, failure }: { view: AdjustmentsView; failure?: FormFailure }) {
  const failed = (intent: string) => (failure && failure.intent === intent ? failure : undefined);
  const fieldText = (intent: string, name: string) => {
    const key = failed(intent)?.fieldErrors?.[name];
    return key ? textOf(key) : undefined;
  };
  const formError = (intent: string) => {
    const f = failed(intent);
    return f?.message ? <FormMessage>{textOf(f.message)}</FormMessage> : null;
  };
  return (
    <Panel title="Manual adjustments" id="adjustments">
      <p className="mb-3 text-sm text-muted" data-testid="adjustment-threshold">
        Above {money(view.threshold)} an adjustment waits for a second member&apos;s approval.
      </p>
      <Form method="post" className="mb-4 grid gap-3">
        <input type="hidden" name="intent" value="adjust" />
        <fieldset className="grid gap-1" aria-describedby={fieldText('adjust', 'direction') ? 'adjust-direction-error' : undefined}>
          <legend className="mb-1 text-sm font-medium">Kind</legend>
          <div className="flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name="direction" value="credit" defaultChecked /> Credit
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="direction" value="debit" /> Debit
            </label>
          </div>
          {fieldText('adjust', 'direction') && (
            <p id="adjust-direction-error" className="text-sm text-danger">
              {fieldText('adjust', 'direction')}
            </p>
          )}
        </fieldset>
        <Field label="Amount" name="amount" inputMode="decimal" autoComplete="off" hint="For example 250.00" error={fieldText('adjust', 'amount')} />
        <Field label="Reason (kept in the audit log)" name="reason" maxLength={500} autoComplete="off" error={fieldText('adjust', 'reason')} />
        {formError('adjust')}
        <Button className="justify-self-start">Make the adjustment</Button>
      </Form>

      {view.rows.length === 0 ? (
        <p className="text-sm text-muted">No adjustments yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="adjustments">
          {view.rows.map((a) => (
            <li key={a.id} className="grid gap-1 border-b border-border pb-2" data-testid="adjustment">
              <p>
                <strong className="tabular-nums">
                  {a.amount < 0 ? 'Debit' : 'Credit'} {money(Math.abs(a.amount))}
                </strong>{' '}
                · {STATUS[a.status]} · #{a.id}
              </p>
              <p className="break-words">{a.reason}</p>
              <p className="text-xs text-muted">
                Asked by {a.requestedBy} · {when(a.createdAt)}
                {a.decidedBy && a.status !== 'pending' && a.decidedBy !== a.requestedBy && ` · ${STATUS[a.status].toLowerCase()} by ${a.decidedBy}`}
                {a.decisionNote && ` · ${a.decisionNote}`}
              </p>
              {a.status === 'pending' &&
                (a.requestedBy === view.me ? (
                  <p className="text-xs text-muted">Another member approves or rejects it.</p>
                ) : (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="adjustment-decision" />
                    <input type="hidden" name="id" value={a.id} />
                    <Field label={`Note on adjustment ${a.id} (optional)`} name="note" maxLength={500} autoComplete="off" className="min-w-48 flex-1" />
                    <Button name="decision" value="approve" aria-label={`Approve adjustment ${a.id}`}>
                      Approve
                    </Button>
                    <Button name="decision" value="reject" kind="danger" aria-label={`Reject adjustment ${a.id}`}>
                      Reject
                    </Button>
                  </Form>
                ))}
            </li>
          ))}
        </ul>
      )}
      {formError('adjustment-decision')}

      {view.canSetThreshold && (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2 border-t border-border pt-3">
          <input type="hidden" name="intent" value="adjustment-threshold" />
          <Field
            label="Approval needed above"
            name="threshold"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={(view.threshold / 100).toFixed(2)}
            error={fieldText('adjustment-threshold', 'threshold')}
            className="min-w-48"
          />
          <Button kind="plain">Save the threshold</Button>
          {formError('adjustment-threshold')}
        </Form>
      )}
    </Panel>
  );
}
