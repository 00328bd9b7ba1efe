import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { AnswerOf } from '#contract/index.ts';
import type { SpinRecord } from '#contract/engage.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Field } from '~/ui/field.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { useCurrency } from '~/ui/money.tsx';
import { handleApiAnswer } from '~/lib/browser/error-handler.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { isFailure } from '~/lib/shared/forms.ts';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { action as spinAction } from '../routes/spin.tsx';
import { FairPanel } from './fair-panel.tsx';
import { prizeText } from './prize-text.ts';
import { verifySpin, type DrawCheck } from './verify.ts';
import { Wheel } from './wheel.tsx';
import { landingRotation } from './wheel-geometry.ts';
import { DrawHistory } from './draw-history.tsx';

const SPEED = 0.72; // degrees per ms while the server answers (two turns a second)

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The daily spin: the wheel starts turning on the click, keeps turning until the server
 * has drawn, recorded and paid the prize, then eases (its speed continuous) to a point inside the
 * server's slice, never on a border. Under reduced motion the wheel jumps to the result at once.
 */
type SpinResult = Awaited<ReturnType<typeof spinAction>>;
const spinOf = (r: unknown): SpinRecord | null => (r && typeof r === 'object' && 'spin' in r ? (r as { spin: SpinRecord }).spin : null);

export function SpinView({ info, error }: { info: AnswerOf<'/engage/spin_info'> | null; error: string | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const currency = useCurrency();
  const fetcher = useFetcher<SpinResult>();
  // Posted without scripts: the page comes back with the spin's result.
  const pageResult = spinOf(useActionData<SpinResult>());
  const wheel = useRef<SVGGElement>(null);
  const angle = useRef(0);
  const frame = useRef(0);
  const answered = useRef(false);
  const handled = useRef<unknown>(null);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<SpinRecord | null>(pageResult);
  const tokens = useUserStore((s) => s.game.token);
  const wonText = (r: SpinRecord) => {
    const prize = prizeText(t, { label: r.label, amount: r.amount, account: r.account }, currency, lng);
    return Number(r.amount) > 0 ? t('engage.spin.won', { prize, defaultValue: 'You won {{prize}}!' }) : t('engage.spin.noPrize', 'No prize this time.');
  };
  const [announce, setAnnounce] = useState(pageResult ? wonText(pageResult) : '');

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const setAngle = (deg: number) => {
    angle.current = deg;
    if (wheel.current) wheel.current.style.transform = `rotate(${deg}deg)`;
  };

  // Phase 2, once the action has answered (drawn, recorded, paid; the page's data read again).
  const prizeCount = info?.prizes.length ?? 0;
  useEffect(() => {
    const a = fetcher.data;
    if (fetcher.state !== 'idle' || !a || a === handled.current) return;
    handled.current = a;
    answered.current = true;
    cancelAnimationFrame(frame.current);
    const spun = spinOf(a);
    if (!spun) {
      setSpinning(false);
      setAnnounce('');
      if (isFailure(a)) handleApiAnswer({ statusCode: 0, message: a.message }, { toast: true });
      return;
    }
    const done = () => {
      setSpinning(false);
      setResult(spun);
      setAnnounce(wonText(spun));
    };
    const still = reducedMotion();
    const target = landingRotation(angle.current, spun.prize_index, prizeCount, still ? 0 : 2);
    if (still) {
      setAngle(target);
      done();
      return;
    }
    // Ease out from the cruising speed: θ(u) = θ0 + D(1 − (1 − u)³), θ'(0) = 3D/T = SPEED.
    const from = angle.current;
    const distance = target - from;
    const duration = (3 * distance) / SPEED;
    const began = performance.now();
    const ease = (now: number) => {
      const u = Math.min(1, (now - began) / duration);
      setAngle(from + distance * (1 - (1 - u) ** 3));
      if (u < 1) frame.current = requestAnimationFrame(ease);
      else done();
    };
    frame.current = requestAnimationFrame(ease);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per answer (handled), texts from this render
  }, [fetcher.state, fetcher.data, prizeCount]);

  if (!info) return <LoadingPanel error={error} rows={6} />;
  const labels = info.prizes.map((p) => prizeText(t, p, currency, lng));
  // On the wheel a jackpot is its star and amount (the table below spells it out).
  const wheelLabels = info.prizes.map((p, i) => (p.label === 'jackpot' && Number(p.amount) > 0 ? `★ ${formatMoney(p.amount, lng)}` : labels[i]!));

  /** Phase 1: the wheel turns at a steady speed from the press until the answer arrives. */
  function start(e: FormEvent<HTMLFormElement>) {
    if (spinning) {
      e.preventDefault();
      return;
    }
    setSpinning(true);
    setResult(null);
    setAnnounce(t('engage.spin.spinning', 'The wheel is turning…'));
    answered.current = false;
    if (reducedMotion()) return;
    let last = performance.now();
    const cruise = (now: number) => {
      if (answered.current) return;
      setAngle(angle.current + (now - last) * SPEED);
      last = now;
      frame.current = requestAnimationFrame(cruise);
    };
    frame.current = requestAnimationFrame(cruise);
  }
  // A button that cannot spin now keeps its place and its focus (aria-disabled): a press does nothing.
  const unless = (off: boolean) => (e: MouseEvent<HTMLButtonElement>) => off && e.preventDefault();

  const canPaid = Number(info.token_cost) > 0;
  const tooFewTokens = canPaid && Number(tokens) < Number(info.token_cost);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section className="min-w-0 rounded-theme border border-border bg-surface p-5 text-center" aria-labelledby="wheel-h">
        <h2 id="wheel-h" className="sr-only">
          {t('engage.spin.wheel', 'The wheel')}
        </h2>
        <div data-testid="wheel" data-spinning={spinning ? 'true' : 'false'} data-result={result?.prize_index ?? ''}>
          <Wheel ref={wheel} labels={wheelLabels} highlight={spinning ? null : (result?.prize_index ?? null)} />
        </div>
        <p className="mt-3 min-h-6 font-semibold" role="status" aria-live="polite" data-testid="spin-result">
          {announce}
        </p>
        {!info.promotions_allowed ? (
          <p className="mt-3 text-sm text-warning" data-testid="spin-paused">
            {t('engage.paused', 'Rewards are paused on your account while a time-out or self-exclusion is on.')}
          </p>
        ) : (
          <fetcher.Form method="post" onSubmit={start} className="mt-4 flex flex-wrap justify-center gap-3">
            <input type="hidden" name="intent" value="spin" />
            <Button
              type="submit"
              name="paid"
              value="false"
              aria-disabled={spinning || !info.free_available || undefined}
              onClick={unless(spinning || !info.free_available)}
              data-testid="spin-free"
            >
              {info.free_available ? t('engage.spin.free', 'Spin for free') : t('engage.spin.usedToday', 'Free spin used today')}
            </Button>
            {canPaid && (
              <Button
                type="submit"
                name="paid"
                value="true"
                variant="secondary"
                aria-disabled={spinning || tooFewTokens || undefined}
                onClick={unless(spinning || tooFewTokens)}
                aria-describedby={tooFewTokens ? 'spin-need-tokens' : undefined}
                data-testid="spin-paid"
              >
                {t('engage.spin.paid', { cost: formatMoney(info.token_cost, lng), defaultValue: 'Spin for {{cost}} tokens' })}
              </Button>
            )}
          </fetcher.Form>
        )}
        {!info.free_available && <NextFree at={info.next_free_at} />}
        {info.promotions_allowed && tooFewTokens && (
          <p id="spin-need-tokens" className="mt-1 text-sm text-muted">
            {t('engage.spin.needTokens', 'Not enough tokens for an extra spin: missions pay tokens.')}
          </p>
        )}
      </section>
      <div className="grid min-w-0 content-start gap-6">
        <PrizeTable prizes={info.prizes} labels={labels} />
        <FairPanel fair={info.fair} />
      </div>
      <SpinHistory history={info.history} labels={(s) => prizeText(t, { label: s.label, amount: s.amount, account: s.account }, currency, lng)} />
      <VerifySpin history={info.history} />
    </div>
  );
}

function NextFree({ at }: { at: string }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <p className="mt-2 text-sm text-muted">
      {t('engage.spin.nextFree', { when: date(at, { dateStyle: 'medium', timeStyle: 'short' }), defaultValue: 'Next free spin: {{when}}' })}
    </p>
  );
}

function PrizeTable({ prizes, labels }: { prizes: { weight: number }[]; labels: string[] }) {
  const { t } = useTranslation();
  const total = prizes.reduce((a, p) => a + p.weight, 0);
  return (
    <section className="rounded-theme border border-border bg-surface p-5" aria-labelledby="prizes-h">
      <h2 id="prizes-h" className="text-lg font-bold">
        {t('engage.spin.prizes', 'Prizes and chances')}
      </h2>
      <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-x-4 gap-y-1 text-sm" data-testid="prize-table">
        {prizes.map((p, i) => (
          <li key={i} className="flex min-w-0 justify-between gap-2">
            <span className="min-w-0 wrap-anywhere">{labels[i]}</span>
            <span className="tabular-nums text-muted">{total ? ((p.weight * 100) / total).toFixed(1) : '0'}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SpinHistory({ history, labels }: { history: SpinRecord[]; labels(s: SpinRecord): string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <DrawHistory
      id="history-h"
      className="min-w-0 lg:col-span-2"
      title={t('engage.spin.history', 'Your spins')}
      empty={<EmptyState title={t('engage.spin.noHistory', 'No spins yet')} text={t('engage.spin.noHistoryText', 'Your first free spin is waiting.')} />}
      rows={history}
      rowKey={(s) => s.spin_id}
      testId="spin-history"
      columns={[
        { head: t('engage.spin.prize', 'Prize'), cell: labels, className: 'font-semibold' },
        {
          head: t('engage.spin.kind', 'Spin'),
          cell: (s) =>
            s.free ? t('engage.spin.freeKind', 'Free') : t('engage.spin.paidKind', { cost: formatMoney(s.cost, lng), defaultValue: '{{cost}} tokens' }),
        },
      ]}
    />
  );
}

/** Checks a past spin in this browser with Web Crypto, from the revealed seed (or one the player pastes). */
function VerifySpin({ history }: { history: SpinRecord[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [spinId, setSpinId] = useState<number | null>(history.find((s) => s.server_seed)?.spin_id ?? history[0]?.spin_id ?? null);
  // Until the player picks one, the newest spin (spins made on this page included).
  const chosen = history.find((s) => s.spin_id === spinId) ?? history[0] ?? null;
  const [serverSeed, setServerSeed] = useState(chosen?.server_seed ?? '');
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A rotation reveals the seed of the chosen spin: fill it in (the player may still paste another).
  const [seenSeed, setSeenSeed] = useState(chosen?.server_seed ?? null);
  if ((chosen?.server_seed ?? null) !== seenSeed) {
    setSeenSeed(chosen?.server_seed ?? null);
    if (chosen?.server_seed && !serverSeed) setServerSeed(chosen.server_seed);
  }

  function choose(v: string) {
    const s = history.find((x) => x.spin_id === Number(v)) ?? null;
    setSpinId(s?.spin_id ?? null);
    setServerSeed(s?.server_seed ?? '');
    setCheck(null);
  }

  async function run(e: FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    if (!/^[0-9a-f]{64}$/.test(serverSeed.trim())) {
      setError(t('engage.verify.seedFormat', 'Paste the revealed server seed: 64 hexadecimal characters.'));
      return;
    }
    setError(null);
    setCheck(
      await verifySpin({
        serverSeed: serverSeed.trim(),
        seedHash: chosen.seed_hash,
        clientSeed: chosen.client_seed,
        nonce: chosen.nonce,
        weights: chosen.weights,
        hmac: chosen.hmac,
      }),
    );
  }

  const ok = check && chosen && check.hashMatches && check.hmacMatches && check.index === chosen.prize_index;
  return (
    <section className="min-w-0 rounded-theme border border-border bg-surface p-5 lg:col-span-2" aria-labelledby={`${id}-h`} data-testid="verify-spin">
      <h2 id={`${id}-h`} className="text-lg font-bold">
        {t('engage.verify.title', 'Check a past spin')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t(
          'engage.verify.text',
          'Rotate your server seed to reveal it, then check here, in your browser, that the seed matches the hash shown before the spin and that it lands on the slice you got.',
        )}
      </p>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('engage.spin.noHistory', 'No spins yet')}</p>
      ) : (
        <form className="mt-4 grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)_auto] md:items-end" onSubmit={run} noValidate>
          <div>
            <label htmlFor={`${id}-spin`} className="mb-1 block text-sm font-medium">
              {t('engage.verify.which', 'Spin (nonce)')}
            </label>
            <select
              id={`${id}-spin`}
              className="w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text"
              value={chosen?.spin_id ?? ''}
              onChange={(e) => choose(e.target.value)}
              data-testid="verify-which"
            >
              {history.map((s) => (
                <option key={s.spin_id} value={s.spin_id}>
                  #{s.nonce} · {s.seed_hash.slice(0, 8)}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={t('engage.verify.serverSeed', 'Revealed server seed')}
            name="server_seed"
            className="min-w-0"
            value={serverSeed}
            onChange={(e) => setServerSeed(e.target.value)}
            error={error ?? undefined}
            autoComplete="off"
            spellCheck={false}
            data-testid="verify-seed"
          />
          <Button type="submit" variant="secondary" data-testid="verify-run" className={error ? 'md:mb-7' : ''}>
            {t('engage.verify.run', 'Check')}
          </Button>
        </form>
      )}
      {chosen && !chosen.server_seed && !check && (
        <p className="mt-3 text-sm text-muted">{t('engage.verify.notRevealed', 'The seed of this spin is still in use: rotate it above to reveal it.')}</p>
      )}
      {check && chosen && (
        <div className="mt-4 grid gap-1 text-sm" role="status" data-testid="verify-result" data-ok={ok ? 'true' : 'false'}>
          <p className={check.hashMatches ? 'text-success' : 'text-danger'}>
            {check.hashMatches ? '✓ ' : '✗ '}
            {t('engage.verify.hash', 'SHA-256 of the seed equals the hash published before the spin')}
          </p>
          <p className={check.hmacMatches ? 'text-success' : 'text-danger'}>
            {check.hmacMatches ? '✓ ' : '✗ '}
            {t('engage.verify.hmac', {
              message: `${chosen.client_seed}:${chosen.nonce}`,
              defaultValue: 'HMAC-SHA256(seed, {{message}}) equals the recorded one',
            })}
          </p>
          <p className={check.index === chosen.prize_index ? 'text-success' : 'text-danger'}>
            {check.index === chosen.prize_index ? '✓ ' : '✗ '}
            {t('engage.verify.slice', { n: check.index + 1, defaultValue: 'It lands on slice {{n}}, the one you got' })}
          </p>
          <p className={`font-semibold ${ok ? 'text-success' : 'text-danger'}`}>
            {ok
              ? t('engage.verify.ok', 'Verified: this spin was drawn as published.')
              : t('engage.verify.bad', 'Not verified: this seed does not produce this spin.')}
          </p>
          <p className="break-all font-mono text-xs text-muted">{check.hmac}</p>
        </div>
      )}
    </section>
  );
}
