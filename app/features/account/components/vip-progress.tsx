import { useTranslation } from '~/i18n/use-translation.ts';
import { formatMoney } from '~/lib/shared/format.ts';
import { useUserStore } from '~/stores/user-store.ts';

function Bar({ label, value, detail }: { label: string; value: number; detail: string }) {
  const pct = Math.round(value);
  return (
    <div>
      <div className="mb-1 flex flex-wrap justify-between gap-x-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted">{detail}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** VIP level and progress (capped at 100 %, 0 when the divisor is 0). */
export function VipProgress({ names = {} }: { names?: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const vip = useUserStore((s) => s.vip);
  // The operator's level names in the page's language where the page has them.
  const name = (n: string | null) => (n ? (names[n] ?? n) : n);
  return (
    <section className="min-w-0 rounded-theme border border-border bg-surface p-5" data-testid="vip-progress">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold">
          {t('vip.level', 'VIP level')}: {name(vip.currentLevel) || '—'}
        </h2>
        <span className="text-sm text-muted">
          {vip.nextLevel ? `${t('vip.nextLevel', 'Next level')}: ${name(vip.nextLevel)}` : t('vip.maxLevel', 'You have reached the top level')}
        </span>
      </div>
      <div className="space-y-4">
        <Bar
          label={t('vip.depositProgress', 'Deposit progress')}
          value={vip.depoProgress}
          detail={`${formatMoney(vip.totalDeposit, lng)} · ${Math.round(vip.depoProgress)}%`}
        />
        <Bar
          label={t('vip.turnoverProgress', 'Turnover progress')}
          value={vip.toProgress}
          detail={`${formatMoney(vip.totalTurnover, lng)} · ${Math.round(vip.toProgress)}%`}
        />
      </div>
    </section>
  );
}
