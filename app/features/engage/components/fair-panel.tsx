import { useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { FairState } from '#contract/engage.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Button } from '~/ui/button.tsx';
import { Field } from '~/ui/field.tsx';
import { useFormFailure } from '~/lib/shared/use-form-failure.ts';

type FairResult = { ok: true; intent: string; revealed: { seed_hash: string; server_seed: string } | null } | { ok: false; intent?: string };

/**
 * The player's seeds: the published hash of the server seed, the client seed the player
 * may set, the next nonce, and a rotation that reveals the current server seed so past draws can
 * be checked. Its forms post to the page's own action (intents `fair_seed`, `fair_rotate`).
 */
export function FairPanel({ fair }: { fair: FairState }) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<FairResult>();
  // Without scripts the page itself comes back with the answer.
  const pageResult = useActionData<FairResult>();
  const result = fetcher.data ?? (pageResult?.intent?.startsWith('fair_') ? pageResult : undefined);
  const seedFailure = useFormFailure(result, 'fair_seed');
  const rotateFailure = useFormFailure(result, 'fair_rotate');
  const revealed = result?.ok && result.intent === 'fair_rotate' ? result.revealed : null;
  const busy = fetcher.state !== 'idle';

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
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-2" noValidate>
        <input type="hidden" name="intent" value="fair_seed" />
        <Field
          key={fair.client_seed}
          label={t('engage.fair.clientSeed', 'Your client seed')}
          className="min-w-0 flex-1"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          defaultValue={fair.client_seed}
          maxLength={32}
          error={seedFailure.field('client_seed') || seedFailure.form || undefined}
          name="client_seed"
          data-testid="client-seed"
        />
        <Button type="submit" variant="secondary" aria-disabled={busy || undefined} className={seedFailure.failure ? 'mb-7' : ''}>
          {t('engage.fair.save', 'Save seed')}
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="fair_rotate" />
        <Button type="submit" variant="secondary" aria-disabled={busy || undefined} data-testid="rotate-seed">
          {t('engage.fair.rotate', 'Reveal and rotate the server seed')}
        </Button>
      </fetcher.Form>
      {rotateFailure.form && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {rotateFailure.form}
        </p>
      )}
      {revealed && (
        <p className="mt-3 break-all text-sm" role="status" data-testid="revealed-seed">
          {t('engage.fair.revealed', 'Revealed server seed:')} <span className="font-mono text-xs">{revealed.server_seed}</span>
        </p>
      )}
    </section>
  );
}
