import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { Promotion } from '#contract/home.ts';
import { Button, ButtonLink } from '~/ui/button.tsx';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { Icon } from '~/ui/icon.tsx';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { EmptyState } from '~/ui/empty-state.tsx';
import { useRelativeTime } from '~/lib/shared/use-relative-time.ts';

type Category = Promotion['category'];
const ICONS: Record<Category, string> = { all: 'gift', casino: 'livecasino', slots: 'slots', sports: 'sportsbook' };
/** The button of an offer says where it leads. */
const CTA: Record<string, [string, string]> = {
  '/deposit': ['promotions.ctaDeposit', 'Deposit now'],
  '/vip': ['promotions.ctaVip', 'See VIP levels'],
};

function Terms({ p }: { p: Promotion }) {
  const { t } = useTranslation();
  return (
    <LazyDialog
      trigger={
        <Button variant="secondary" aria-label={t('promotions.termsOf', { title: p.title, defaultValue: 'Terms of {{title}}' })}>
          {t('promotions.terms', 'Terms')}
        </Button>
      }
      size="lg"
      testId="promotion-terms"
      title={p.title}
      description={p.summary}
    >
      <SafeHtml html={p.body} className="cms text-sm" />
    </LazyDialog>
  );
}

function PromotionCard({ p }: { p: Promotion }) {
  const { t } = useTranslation();
  const relative = useRelativeTime();
  const [ctaKey, ctaText] = CTA[p.cta_path] ?? ['promotions.ctaPlay', 'Play now'];
  return (
    <li className="flex flex-col overflow-hidden rounded-theme border border-border bg-surface" data-testid="promotion" data-category={p.category}>
      <div
        className="relative flex h-28 items-end justify-between overflow-hidden bg-gradient-to-br from-accent/90 via-accent/50 to-surface-2 p-4"
        aria-hidden="true"
      >
        <span className="relative z-10 grid h-14 w-14 place-items-center rounded-full bg-surface/90 text-accent shadow-lg">
          <Icon name={ICONS[p.category]} className="h-8 w-8" />
        </span>
        <span className="absolute -right-6 -top-6 text-white/15">
          <Icon name={ICONS[p.category]} className="h-40 w-40" />
        </span>
        <span className="absolute right-24 top-4 h-16 w-16 rounded-full border-4 border-white/10" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full border border-border px-2 py-0.5 font-semibold">{t(`promotions.cat.${p.category}`, p.category)}</span>
          <span className="text-muted" data-testid="promotion-period">
            {p.ends_at ? t('promotions.ends', { when: relative(p.ends_at), defaultValue: 'Ends {{when}}' }) : t('promotions.ongoing', 'Always on')}
          </span>
        </div>
        <h2 className="text-lg font-bold leading-snug">{p.title}</h2>
        <p className="flex-1 text-sm text-muted">{p.summary}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={p.cta_path}>{t(ctaKey, ctaText)}</ButtonLink>
          <Terms p={p} />
        </div>
      </div>
    </li>
  );
}

/** /promotions: the operator's running offers, filtered by family of games. */
export function PromotionsView({ items }: { items: Promotion[] | null }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Category | 'every'>('every');
  if (!items) return <EmptyState title={t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')} />;
  if (!items.length)
    return (
      <EmptyState
        title={t('promotions.none', 'There are no offers running right now.')}
        text={t('promotions.noneText', 'New offers appear here first: come back soon.')}
      />
    );
  const present = (['casino', 'slots', 'sports'] as const).filter((c) => items.some((p) => p.category === c));
  const shown = filter === 'every' ? items : items.filter((p) => p.category === filter || p.category === 'all');
  return (
    <>
      {present.length > 1 && (
        <div role="group" aria-label={t('inbox.show', 'Show')} className="mb-5 flex flex-wrap gap-2">
          {(['every', ...present] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={filter === c}
              onClick={() => setFilter(c)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${filter === c ? 'border-accent bg-accent text-accent-text' : 'border-border text-text hover:border-accent'}`}
            >
              {c === 'every' ? t('inbox.all', 'All') : t(`promotions.cat.${c}`, c)}
            </button>
          ))}
        </div>
      )}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotions">
        {shown.map((p) => (
          <PromotionCard key={p.id} p={p} />
        ))}
      </ul>
    </>
  );
}
