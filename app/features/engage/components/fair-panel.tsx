import { useId, useState, type FormEvent } from 'react';
import type { FairState } from '#contract/engage.ts';
import { ClientSeed } from '#contract/engage.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { callApi } from '~/lib/browser/api-client.ts';
import { handleApiAnswer } from '~/lib/browser/error-handler.ts';
import { playerIdentity } from '~/lib/browser/player.ts';

/**
 * The player's seeds: the published hash of the server seed, the client seed the player
 * may set, the next nonce, and a rotation that reveals the current server seed so past draws can
 * be checked.
 */
export function FairPanel({ fair, onChange }: { fair: FairState; onChange(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [seed, setSeed] = useState(fair.client_seed);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<{ seed_hash: string; server_seed: string } | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = ClientSeed.safeParse(seed);
    if (!parsed.success) {
      setError(t('validation.clientSeedFormat', '1–32 letters, digits, - or _.'));
      return;
    }
    setError(null);
    setBusy(true);
    const a = await callApi('/engage/fair_seed', { ...playerIdentity(), client_seed: parsed.data });
    setBusy(false);
    if (a.statusCode !== 1) handleApiAnswer(a, { toast: true });
    else onChange();
  }

  async function rotate() {
    setBusy(true);
    const a = await callApi('/engage/fair_rotate', playerIdentity());
    setBusy(false);
    if (a.statusCode !== 1) handleApiAnswer(a, { toast: true });
    else {
      setRevealed(a.revealed);
      onChange();
    }
  }

  return (
    <section className="rounded-theme border border-border bg-surface p-5" aria-labelledby={`${id}-h`} data-testid="fair-panel">
      <h2 id={`${id}-h`} className="text-lg font-bold">
        {t('engage.fair.title', 'Provably fair')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t(
          'engage.fair.text',
          'Every result is HMAC-SHA256(server seed, client seed:nonce). We publish the hash of the server seed before you play and reveal the seed when you rotate it, so you can check every past result.',
        )}
      </p>
      <dl className="mt-4 grid gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('engage.fair.seedHash', 'Server seed hash (SHA-256)')}</dt>
          <dd className="break-all font-mono text-xs" data-testid="seed-hash">
            {fair.seed_hash}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('engage.fair.nextNonce', 'Next nonce')}</dt>
          <dd className="font-mono tabular-nums" data-testid="next-nonce">
            {fair.next_nonce}
          </dd>
        </div>
      </dl>
      <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={save} noValidate>
        <Field
          label={t('engage.fair.clientSeed', 'Your client seed')}
          className="min-w-0 flex-1"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          value={seed}
          maxLength={32}
          onChange={(e) => setSeed(e.target.value)}
          error={error ?? undefined}
          name="client_seed"
          data-testid="client-seed"
        />
        <Button type="submit" variant="secondary" disabled={busy} className={error ? 'mb-7' : ''}>
          {t('engage.fair.save', 'Save seed')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={rotate} disabled={busy} data-testid="rotate-seed">
          {t('engage.fair.rotate', 'Reveal and rotate the server seed')}
        </Button>
      </div>
      {revealed && (
        <p className="mt-3 break-all text-sm" role="status" data-testid="revealed-seed">
          {t('engage.fair.revealed', 'Revealed server seed:')} <span className="font-mono text-xs">{revealed.server_seed}</span>
        </p>
      )}
    </section>
  );
}
