import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { AnswerOf } from '#contract/index.ts';
import { Button, ButtonLink } from '~/ui/button.tsx';
import { Icon } from '~/ui/icon.tsx';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { LoadingPanel } from '~/ui/loading.tsx';
import { Panel } from '~/ui/panel.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';

export type Programme = AnswerOf<'/home/referral'>;

/** A value with a copy button that says when it copied (and falls back to selecting the text). */
function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const id = `copy-${testId}`;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-theme border border-border bg-surface-2 px-3 py-2 font-mono text-sm text-text"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={t('referral.copyNamed', { what: label, defaultValue: 'Copy {{what}}' })}>
          {copied ? t('referral.copied', 'Copied') : t('referral.copy', 'Copy')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('referral.copied', 'Copied') : ''}
      </p>
    </div>
  );
}

function Steps({ p }: { p: Programme }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const amount = (v?: string) => `${formatMoney(v ?? '0', lng)} ${p.currency ?? ''}`.trim();
  const steps = [
    ['referral.step1', 'Share your link or code with a friend.'],
    ['referral.step2', 'Your friend signs up with it.'],
    ['referral.step3', 'When their deposit reaches {{min}}, {{reward}} arrives in your inbox.'],
  ] as const;
  return (
    <ol className="grid gap-3 sm:grid-cols-3" data-testid="referral-steps">
      {steps.map(([key, text], i) => (
        <li key={key} className="flex gap-3 rounded-theme border border-border bg-surface-2 p-4">
          <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-accent font-bold text-accent-text" aria-hidden="true">
            {i + 1}
          </span>
          <span className="text-sm">{t(key, { min: amount(p.min_deposit), reward: amount(p.reward), defaultValue: text })}</span>
        </li>
      ))}
    </ol>
  );
}

/** The signed-in player's code, link and friends. */
export type MyReferralsData = { answer: AnswerOf<'/settings/referral'> | null; error: string | null };

function MyReferrals({ mine }: { mine: MyReferralsData | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const date = useDateFormat();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const s = mine?.answer;
  if (!s) return <LoadingPanel error={mine?.error ?? null} rows={3} />;
  const link = `${origin}/register?ref=${encodeURIComponent(s.code)}`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const stats: [string, string, string][] = [
    ['invited', t('referral.invited', 'Friends joined'), String(s.invited)],
    ['qualified', t('referral.qualified', 'Rewards earned'), String(s.qualified)],
    ['earned', t('referral.earned', 'Total earned'), `${formatMoney(s.earned, lng)} ${currency}`.trim()],
  ];
  return (
    <>
      <Panel title={t('referral.yourLink', 'Your link')}>
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <CopyField label={t('referral.link', 'Invitation link')} value={link} testId="referral-link" />
          <CopyField label={t('referral.code', 'Referral code')} value={s.code} testId="referral-code" />
        </div>
        {canShare && (
          <Button className="mt-4" onClick={() => void navigator.share({ url: link, title: document.title }).catch(() => undefined)}>
            {t('referral.share', 'Share')}
          </Button>
        )}
        <dl className="mt-6 grid grid-cols-3 gap-3" data-testid="referral-stats">
          {stats.map(([key, label, value]) => (
            <div key={key} className="rounded-theme border border-border bg-surface-2 p-3 text-center">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="mt-1 text-xl font-extrabold tabular-nums" data-testid={`referral-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t('referral.friends', 'Your friends')} className="mt-6">
        {s.friends.length === 0 ? (
          <EmptyState
            title={t('referral.noFriends', 'No friends have joined with your link yet.')}
            text={t('referral.noFriendsText', 'Share your link: friends who sign up with it appear here.')}
          />
        ) : (
          <ul className="divide-y divide-border" data-testid="referral-friends">
            {s.friends.map((f, i) => (
              <li key={`${f.account_id}-${i}`} className="flex items-center justify-between gap-3 py-3">
                <span>
                  <span className="block font-semibold">{f.account_id}</span>
                  <span className="text-xs text-muted">
                    {t('referral.joined', { date: date(f.joined_at, { dateStyle: 'medium' }), defaultValue: 'Joined {{date}}' })}
                  </span>
                </span>
                <span
                  className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${f.qualified ? 'border-success text-success' : 'border-border text-muted'}`}
                >
                  {f.qualified ? t('referral.rewarded', 'Reward sent') : t('referral.waiting', 'Waiting for a deposit')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/** /referral: the programme for everybody, the player's link and friends when signed in. */
export function ReferralView({ programme, mine }: { programme: Programme | null; mine: MyReferralsData | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const shown = useLayoutStore((s) => s.show_referral);
  if (!programme || !shown || !programme.active) {
    return (
      <EmptyState
        title={t('referral.off', 'This site has no referral programme at the moment.')}
        action={<ButtonLink to="/">{t('notFound.home', 'Home')}</ButtonLink>}
      />
    );
  }
  const terms = programme.value[0]?.setting_value ?? '';
  const amount = (v?: string) => `${formatMoney(v ?? '0', lng)} ${programme.currency ?? ''}`.trim();
  return (
    <div className="space-y-6">
      <section className="rounded-theme border border-border bg-surface p-5 md:p-6" aria-labelledby="referral-offer">
        <div className="mb-4 flex items-center gap-3">
          <span className="grid h-11 w-11 place-items-center rounded-full bg-accent text-accent-text" aria-hidden="true">
            <Icon name="gift" className="h-6 w-6" />
          </span>
          <h2 id="referral-offer" className="text-xl font-extrabold">
            {t('referral.offer', { reward: amount(programme.reward), defaultValue: 'Get {{reward}} for every friend you invite' })}
          </h2>
        </div>
        <Steps p={programme} />
      </section>
      {!hydrated ? (
        <LoadingPanel error={null} rows={2} />
      ) : signedIn ? (
        <MyReferrals mine={mine} />
      ) : (
        <Panel>
          <p className="mb-4">{t('referral.signInFirst', 'Sign in to get your personal link and follow your friends.')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/login?redirect=%2Freferral">{t('auth.signIn', 'Sign in')}</ButtonLink>
            <ButtonLink to="/register" variant="secondary">
              {t('header.register', 'Register')}
            </ButtonLink>
          </div>
        </Panel>
      )}
      <Panel title={t('referral.terms', 'Programme terms')}>
        {terms ? (
          <SafeHtml html={terms} className="cms text-sm" testId="referral-terms" />
        ) : (
          <StandardTerms reward={amount(programme.reward)} min={amount(programme.min_deposit)} />
        )}
      </Panel>
    </div>
  );
}

/**
 * The programme's terms when the operator wrote none of its own: the product's standard
 * rules, in the page's language, with the operator's reward and minimum. An operator's own terms
 * (sanitized HTML) replace them and read as written.
 */
function StandardTerms({ reward, min }: { reward: string; min: string }) {
  const { t } = useTranslation();
  const site = useLayoutStore((s) => s.site?.site_name ?? '');
  return (
    <ul className="cms text-sm" data-testid="referral-terms">
      <li>{t('referral.rules.newFriend', { site, defaultValue: 'Your friend must be new to {{site}} and sign up with your code or link.' })}</li>
      <li>
        {t('referral.rules.reward', {
          reward,
          min,
          defaultValue: "The reward of {{reward}} is sent to your inbox when your friend's deposit reaches {{min}}; one reward per friend.",
        })}
      </li>
      <li>{t('referral.rules.expiry', 'Rewards not claimed within 30 days expire.')}</li>
      <li>{t('referral.rules.self', 'Referring yourself, or several accounts of one person, is not allowed and voids the rewards.')}</li>
      <li>{t('referral.rules.change', { site, defaultValue: '{{site}} may change or end the programme; rewards already earned are kept.' })}</li>
    </ul>
  );
}
