import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { may } from '#contract/console-backend.ts';
import { SettleForm, type SettlementPreview, type SportsEventRow } from '#contract/console-sports.ts';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { Button, Field, FormMessage, money, Panel, textOf, when } from '../components/parts.tsx';
import { Table } from '../components/table.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/sports';

export const meta: Route.MetaFunction = () => [{ title: 'Sports · Console' }];

/** Events the operator's players bet on, the results, and one event's liability by selection (?event=). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const b = consoleOf(args).backend;
  const eventId = new URL(args.request.url).searchParams.get('event')?.slice(0, 40) || null;
  const [events, liability] = await checked(() => Promise.all([b.sportsEvents(viewer, op), eventId ? b.eventLiability(viewer, op, eventId) : null]));
  return { op, events, liability, canSettle: may(viewer.member.role, 'sportsResults') };
}

type Answer =
  FormFailure | { ok: true; intent: 'preview'; preview: SettlementPreview; form: Record<string, string> } | { ok: true; intent: 'settle'; done: string };

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const fields = formFields(await formOf(args.request));
  const intent = fields.intent === 'settle' ? 'settle' : 'preview';
  const parsed = checkForm(SettleForm, fields, intent);
  if (!parsed.ok) return data<Answer>(parsed.failure, { status: 400 });
  const b = consoleOf(args).backend;
  try {
    if (intent === 'preview') {
      const preview = await checked(() => b.previewSettlement(viewer, op, parsed.value));
      const { outcome, event, home = '', away = '' } = fields;
      return data<Answer>({ ok: true, intent, preview, form: { outcome, event, home, away } });
    }
    const out = await checked(() => b.settleSportsEvent(viewer, op, parsed.value, metaOf(args)));
    const what = parsed.value.outcome === 'void' ? 'voided' : 'settled';
    return data<Answer>({
      ok: true,
      intent,
      done:
        out.already && !out.settled
          ? `The event was ${what} already: nothing more to pay.`
          : `Event ${what}: ${out.settled} bet${out.settled === 1 ? '' : 's'} settled.`,
    });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<Answer>({ ok: false, message: r.message, intent }, { status: 400 });
  }
}

/** A heading over figures, set to the right like them. */
const right = (label: string) => ({ label, className: 'px-2 py-1.5 text-right' });

const scoreOf = (r: SportsEventRow['result']) => (!r ? '' : r.status === 'cancelled' ? 'Void' : r.winner ? `Winner ${r.winner}` : `${r.home}–${r.away}`);

export default function Sports() {
  const { op, events, liability, canSettle } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && !result.ok ? result : undefined;
  const fieldText = (name: string) => (failure?.fieldErrors?.[name] ? textOf(failure.fieldErrors[name]) : undefined);
  const preview = result?.ok && result.intent === 'preview' ? result : undefined;
  const chosen = liability?.event.eventId ?? preview?.form.event ?? '';
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Sports</h1>
      {result?.ok && result.intent === 'settle' && (
        <div className="mb-4">
          <FormMessage tone="success">{result.done}</FormMessage>
        </div>
      )}
      <div className="grid gap-4">
        <Panel title="Events with open bets">
          <EventTable op={op} rows={events.open} caption="Events with open bets" empty="No open bets." />
        </Panel>

        {liability && (
          <Panel title={`Liability by selection: ${liability.event.title}`} id="liability">
            <p className="mb-2 text-sm text-muted">
              {liability.event.league} · {when(liability.event.startTime)} · {liability.event.eventId}
            </p>
            {liability.selections.length === 0 ? (
              <p className="text-sm text-muted">No open bets on this event.</p>
            ) : (
              <Scroll label="Liability by selection">
                <Table caption="Liability by selection" columns={['Market', 'Selection', right('Bets'), right('Stakes'), right('Pays if it wins')]}>
                  {liability.selections.map((s) => (
                    <tr key={s.selectionId} className="border-t border-border" data-testid="liability-row">
                      <td className="px-2 py-1.5">{s.market}</td>
                      <td className="px-2 py-1.5">{s.selection}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{s.bets}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{money(s.stakes)}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{money(s.potentialPayout)}</td>
                    </tr>
                  ))}
                </Table>
              </Scroll>
            )}
          </Panel>
        )}

        <Panel title="Settle or void an event" id="settle">
          <p className="mb-3 text-sm text-muted">
            A result is the event&apos;s: settling pays the bets of every operator on it. Preview first; the preview pays nothing.
          </p>
          <Form method="post" className="grid gap-3" key={chosen}>
            <Field label="Event" name="event" defaultValue={chosen} autoComplete="off" error={fieldText('event')} />
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium">Outcome</legend>
              <div className="flex flex-wrap gap-4 text-sm">
                <label className="flex items-center gap-2">
                  <input type="radio" name="outcome" value="score" defaultChecked={preview?.form.outcome !== 'void'} /> Final score
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="outcome" value="void" defaultChecked={preview?.form.outcome === 'void'} /> Void (every bet returns its stake)
                </label>
              </div>
            </fieldset>
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
              <Field label="Home score" name="home" inputMode="numeric" defaultValue={preview?.form.home} error={fieldText('home')} />
              <Field label="Away score" name="away" inputMode="numeric" defaultValue={preview?.form.away} error={fieldText('away')} />
            </div>
            {failure?.message && <FormMessage>{textOf(failure.message)}</FormMessage>}
            <Button name="intent" value="preview" className="justify-self-start">
              Preview the settlement
            </Button>
          </Form>

          {preview && (
            <div className="mt-4 border-t border-border pt-3" data-testid="settle-preview">
              <h3 className="mb-2 font-semibold">
                Preview: {preview.preview.result.status === 'cancelled' ? 'void' : `${preview.preview.result.home}–${preview.preview.result.away}`} ·{' '}
                {preview.preview.eventId}
              </h3>
              <p className="mb-2 text-sm" data-testid="preview-total">
                Pays {money(preview.preview.payout)} on {preview.preview.bets.length} bet{preview.preview.bets.length === 1 ? '' : 's'} of this operator;{' '}
                {money(preview.preview.allOperators.payout)} on {preview.preview.allOperators.bets} across all operators.
              </p>
              {preview.preview.bets.length > 0 && (
                <Scroll label="Bets the settlement pays">
                  <Table caption="Bets the settlement pays" columns={['Bet', 'Player', right('Stake'), 'Result', right('Pays')]}>
                    {preview.preview.bets.map((b) => (
                      <tr key={b.betId} className="border-t border-border">
                        <td className="px-2 py-1.5">{b.betId}</td>
                        <td className="px-2 py-1.5">{b.accountId}</td>
                        <td className="px-2 py-1.5 text-right tabular-nums">{money(b.stake)}</td>
                        <td className="px-2 py-1.5">{b.result ?? 'Waits for other legs'}</td>
                        <td className="px-2 py-1.5 text-right tabular-nums">{money(b.payout)}</td>
                      </tr>
                    ))}
                  </Table>
                </Scroll>
              )}
              {canSettle ? (
                <Form method="post" className="mt-3">
                  {Object.entries(preview.form).map(([k, v]) => (
                    <input key={k} type="hidden" name={k} value={v} />
                  ))}
                  <Button name="intent" value="settle" kind="danger">
                    {preview.form.outcome === 'void' ? 'Void the event' : 'Settle with this score'}
                  </Button>
                </Form>
              ) : (
                <p className="mt-3 text-sm text-muted">A platform administrator sets results.</p>
              )}
            </div>
          )}
        </Panel>

        <Panel title="Results">
          <EventTable op={op} rows={events.settled} caption="Results" empty="No results yet." />
        </Panel>
      </div>
    </>
  );
}

function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // A wide table scrolls inside its box on a phone; the box can take focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

function EventTable({ op, rows, caption, empty }: { op: string; rows: SportsEventRow[]; caption: string; empty: string }) {
  if (!rows.length) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <Scroll label={caption}>
      <Table
        caption={caption}
        columns={[
          'Event',
          { label: 'Starts', className: 'whitespace-nowrap px-2 py-1.5' },
          right('Open bets'),
          right('Stakes'),
          right('Pays at most'),
          'Result',
        ]}
      >
        {rows.map((e) => (
          <tr key={e.eventId} className="border-t border-border" data-testid="sports-event">
            <td className="px-2 py-1.5">
              <Link to={`/console/${op}/sports?event=${encodeURIComponent(e.eventId)}#liability`} className="text-accent underline">
                {e.title}
              </Link>
              <span className="block text-xs text-muted">
                {e.league} · {e.eventId}
              </span>
            </td>
            <td className="whitespace-nowrap px-2 py-1.5">{when(e.startTime)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{e.openBets}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{money(e.stakes)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{money(e.potentialPayout)}</td>
            <td className="px-2 py-1.5">{scoreOf(e.result)}</td>
          </tr>
        ))}
      </Table>
    </Scroll>
  );
}
