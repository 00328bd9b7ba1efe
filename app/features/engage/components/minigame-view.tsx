import { useState, type MouseEvent } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { CHESTS, type MinigameRound } from '#contract/engage.ts';
import type { AnswerOf } from '#contract/index.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button, ButtonLink } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { formatMoney } from '~/lib/shared/format.ts';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';
import { FairPanel } from './fair-panel.tsx';
import { verifyChests } from './verify.ts';
import { DrawHistory } from './draw-history.tsx';

const times = (bp: number) => `×${(bp / 10_000).toFixed(bp % 10_000 ? 1 : 0)}`;

/**
 * The minigame: stake tokens, then pick one of five chests. The stake is frozen while
 * the round is open; the layout under the chests was drawn when the round opened, from the seeds
 * shown below, and is revealed with the pick.
 */
type RoundResult = { ok: true; intent: string; round: MinigameRound } | { ok: false; intent?: string; message?: string };
const roundOf = (r: RoundResult | undefined) => (r?.ok && 'round' in r ? r.round : null);

export function MinigameView({ state: data, error }: { state: AnswerOf<'/engage/minigame'> | null; error: string | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const fetcher = useFetcher<RoundResult>();
  // Without scripts the page comes back with the round it started or settled.
  const pageResult = useActionData<RoundResult>();
  const result = fetcher.data ?? (pageResult?.intent === 'start' || pageResult?.intent === 'pick' ? pageResult : undefined);
  const failure = useFormFailure(result);
  const [stake, setStake] = useState<string | null>(null);
  // "Play again" puts a settled round away (the stake picker shows again).
  const [putAway, setPutAway] = useState<number | null>(null);
  const [check, setCheck] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  if (!data) return <LoadingPanel error={error} rows={6} />;
  const answered = roundOf(result);
  // The open round from the loader; a round just settled from the action's answer (until put away).
  const current = data.open ?? (answered && answered.status === 'settled' && answered.round_id !== putAway ? answered : null);
  const balances = data;
  const multipliers = data.multipliers;
  const chosenStake = stake ?? data.stakes[0] ?? '0.00';
  // Controls that cannot act now keep their place and their focus (aria-disabled): a press does nothing.
  const unless = (off: boolean) => (e: MouseEvent<HTMLButtonElement>) => off && e.preventDefault();

  async function verify(r: MinigameRound) {
    if (!r.server_seed || !r.hmac || !r.layout) return;
    const v = await verifyChests({
      serverSeed: r.server_seed,
      seedHash: r.seed_hash,
      clientSeed: r.client_seed,
      nonce: r.nonce,
      multipliers,
      hmac: r.hmac,
    });
    const same = v.hashMatches && v.hmacMatches && v.layout.every((x, i) => x === r.layout![i]);
    setCheck(
      same
        ? t('engage.verify.roundOk', 'Round checked: the seed matches its hash and the chests lie as shown.')
        : t('engage.verify.roundBad', 'This round does not check out.'),
    );
  }

  const open = current?.status === 'open';
  const settled = current?.status === 'settled';
  const won = settled && Number(current.payout) > 0;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('engage.minigame.title', 'Treasure chests')}</h1>
          <p className="mt-1 text-muted">{t('engage.minigame.text', 'Stake tokens, pick a chest, win up to ×2.5 your stake.')}</p>
        </div>
        <dl className="flex gap-4 text-sm" data-testid="token-wallet">
          <div>
            <dt className="text-muted">{t('engage.minigame.tokens', 'Tokens')}</dt>
            <dd className="font-bold tabular-nums" data-testid="token-balance">
              {formatMoney(balances.token_balance, lng)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('engage.minigame.frozen', 'In play')}</dt>
            <dd className="font-bold tabular-nums" data-testid="frozen-token">
              {formatMoney(balances.frozen_token, lng)}
            </dd>
          </div>
        </dl>
      </div>

      <section className="rounded-theme border border-border bg-surface p-5" aria-labelledby="chests-h">
        <h2 id="chests-h" className="sr-only">
          {t('engage.minigame.chests', 'Chests')}
        </h2>
        {!open && !settled && (
          <fieldset className="mb-4" form="minigame-start">
            <legend className="mb-2 text-sm font-semibold">{t('engage.minigame.stake', 'Your stake (tokens)')}</legend>
            <div className="flex flex-wrap gap-2">
              {data.stakes.map((s) => (
                <label
                  key={s}
                  className={`cursor-pointer rounded-theme border px-3 py-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent text-sm font-bold tabular-nums ${s === chosenStake ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface-2'}`}
                >
                  <input
                    type="radio"
                    form="minigame-start"
                    name="stake"
                    value={s}
                    checked={s === chosenStake}
                    onChange={() => setStake(s)}
                    className="sr-only"
                  />
                  {formatMoney(s, lng)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <p className="mb-3 min-h-6 text-center font-semibold" role="status" aria-live="polite" data-testid="minigame-status">
          {open
            ? t('engage.minigame.pick', { stake: formatMoney(current.stake, lng), defaultValue: 'Stake {{stake}} in play: pick a chest.' })
            : settled
              ? won
                ? t('engage.minigame.won', { amount: formatMoney(current.payout ?? '0', lng), defaultValue: 'You won {{amount}} tokens!' })
                : t('engage.minigame.lost', 'Empty chest. Better luck next time.')
              : ''}
        </p>
        {failure.form && (
          <p role="alert" className="mb-3 text-center text-sm text-danger">
            {failure.form}
          </p>
        )}
        <fetcher.Form method="post" className="grid grid-cols-5 gap-2 sm:gap-4" data-testid="chests">
          <input type="hidden" name="intent" value="pick" />
          {open && <input type="hidden" name="round_id" value={current.round_id} />}
          {Array.from({ length: CHESTS }, (_, i) => {
            const revealed = settled && current.layout ? current.layout[i]! : null;
            const picked = settled && current.pick === i;
            return (
              <button
                key={i}
                type="submit"
                name="pick"
                value={i}
                onClick={unless(busy)}
                disabled={!open}
                aria-disabled={busy || undefined}
                data-testid="chest"
                aria-label={
                  revealed == null
                    ? t('engage.minigame.chest', { n: i + 1, defaultValue: 'Chest {{n}}' })
                    : t('engage.minigame.chestShows', { n: i + 1, value: times(revealed), defaultValue: 'Chest {{n}}: {{value}}' })
                }
                aria-pressed={picked ? true : undefined}
                className={`grid aspect-square place-items-center rounded-theme border-2 text-lg font-extrabold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none sm:text-2xl ${
                  picked
                    ? 'border-accent bg-accent text-accent-text'
                    : open
                      ? 'border-border bg-surface-2 hover:border-accent'
                      : 'border-border bg-surface-2 opacity-90'
                }`}
              >
                {revealed == null ? <ChestIcon /> : <span className={revealed > 0 || picked ? '' : 'text-muted'}>{times(revealed)}</span>}
              </button>
            );
          })}
        </fetcher.Form>
        <div className="mt-4 flex justify-center">
          {settled ? (
            <ButtonLink to="/minigame" onClick={() => setPutAway(current.round_id)} data-testid="minigame-again">
              {t('engage.minigame.again', 'Play again')}
            </ButtonLink>
          ) : (
            !open && (
              <fetcher.Form method="post" id="minigame-start">
                <input type="hidden" name="intent" value="start" />
                <Button
                  type="submit"
                  aria-disabled={busy || undefined}
                  onClick={unless(busy)}
                  disabled={Number(balances.token_balance) < Number(chosenStake)}
                  data-testid="minigame-start"
                >
                  {t('engage.minigame.start', { stake: formatMoney(chosenStake, lng), defaultValue: 'Play for {{stake}} tokens' })}
                </Button>
              </fetcher.Form>
            )
          )}
        </div>
        {!open && !settled && Number(balances.token_balance) < Number(chosenStake) && (
          <p className="mt-2 text-center text-sm text-muted">
            {t('engage.minigame.needTokens', 'Not enough tokens: win some with the daily spin and missions.')}
          </p>
        )}
        <nav className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-center text-sm" aria-label={t('engage.minigame.more', 'More rewards')}>
          <Link to="/spin" className="font-semibold text-accent underline-offset-4 hover:underline">
            {t('nav.spin', 'Lucky spin')}
          </Link>
          <Link to="/mission" className="font-semibold text-accent underline-offset-4 hover:underline">
            {t('nav.mission', 'Missions')}
          </Link>
        </nav>
      </section>

      <FairPanel fair={data.fair} />
      <RoundHistory history={data.history} onVerify={verify} />
      {check && (
        <p className="text-sm" role="status" data-testid="round-check">
          {check}
        </p>
      )}
    </div>
  );
}

function ChestIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-8 w-8 sm:h-12 sm:w-12" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d="M3 10h18v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <path d="M3 10V8a5 5 0 0 1 5-5h8a5 5 0 0 1 5 5v2" />
      <path d="M10 10v3h4v-3" />
    </svg>
  );
}

function RoundHistory({ history, onVerify }: { history: MinigameRound[]; onVerify(r: MinigameRound): void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <DrawHistory
      id="rounds-h"
      title={t('engage.minigame.history', 'Your rounds')}
      empty={<EmptyState title={t('engage.minigame.noHistory', 'No rounds yet')} />}
      rows={history}
      rowKey={(r) => r.round_id}
      testId="round-history"
      columns={[
        { head: t('engage.minigame.stakeShort', 'Stake'), cell: (r) => formatMoney(r.stake, lng), className: 'tabular-nums' },
        { head: t('engage.minigame.payout', 'Won'), cell: (r) => formatMoney(r.payout ?? '0', lng), className: 'tabular-nums font-semibold' },
        {
          head: <span className="sr-only">{t('engage.verify.run', 'Check')}</span>,
          className: 'text-right',
          cell: (r) =>
            r.server_seed ? (
              <Button variant="ghost" onClick={() => onVerify(r)} data-testid="round-verify">
                {t('engage.verify.run', 'Check')}
              </Button>
            ) : (
              <span className="text-xs text-muted">{t('engage.verify.hidden', 'Seed not revealed yet')}</span>
            ),
        },
      ]}
    />
  );
}
