import { useTranslation } from '~/i18n/use-translation.ts';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { formatDate } from '~/lib/shared/format.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { Icon } from '~/ui/icon.tsx';
import type { LayoutProps } from './registry.tsx';

const fmt = (iso: string | null, code: string) => (iso ? `${formatDate(iso, code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC` : '');

/** While maintenance is on, every path shows only this. */
export function MaintenanceLayout(_: LayoutProps) {
  const { t, i18n } = useTranslation();
  // Dates follow the language code's date locale (EN en, CN zh, …, others en).
  const code = LANGUAGE_DEFS.find((l) => l.lng === i18n.language)?.code ?? 'EN';
  const m = useLayoutStore((s) => s.maintenance);
  const site = useLayoutStore((s) => s.site);
  return (
    <main id="main" className="min-h-dvh grid place-items-center bg-bg p-6 text-text font-theme" data-testid="maintenance">
      <div className="w-full max-w-lg rounded-theme border border-border bg-surface p-8 text-center shadow-2xl">
        <div className="mx-auto mb-4 grid h-16 w-16 place-items-center rounded-full bg-accent text-accent-text">
          <Icon name="tool" className="h-8 w-8" />
        </div>
        <p className="text-sm font-semibold uppercase tracking-widest text-muted">{site?.site_name}</p>
        <h1 className="mt-2 text-2xl font-bold">{t('maintenance.title', 'Scheduled maintenance')}</h1>
        <p className="mt-3 text-muted">{t('maintenance.body', 'We are improving the site and will be back shortly.')}</p>
        {(m.start_date || m.end_date) && (
          <dl className="mt-6 grid grid-cols-2 gap-3 text-left text-sm">
            <div className="rounded-theme bg-surface-2 p-3">
              <dt className="text-muted">{t('wallet.from', 'From')}</dt>
              <dd className="font-semibold" data-testid="maintenance-start">
                {fmt(m.start_date, code)}
              </dd>
            </div>
            <div className="rounded-theme bg-surface-2 p-3">
              <dt className="text-muted">{t('wallet.to', 'To')}</dt>
              <dd className="font-semibold" data-testid="maintenance-end">
                {fmt(m.end_date, code)}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </main>
  );
}
