import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';

/** The common frame of a page: its title, its one-line description, then its content. */
export function PageFrame({ pageKey, children, wide = false, actions }: { pageKey: string; children?: ReactNode; wide?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`mx-auto ${wide ? 'max-w-7xl' : 'max-w-4xl'} px-4 py-6 md:py-10`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{t(`pages.${pageKey}.title`, t(`nav.${pageKey}`))}</h1>
          <p className="mt-1 text-muted">{t(`pages.${pageKey}.description`, '')}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A page whose content arrives with a later feature: its frame and an honest empty state. */
export function UpcomingPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame pageKey={pageKey}>
      <section className="rounded-theme border border-dashed border-border bg-surface p-10 text-center" data-testid="page-empty">
        <p className="font-semibold">{t('site.comingSoon', 'Coming soon')}</p>
        <p className="mt-1 text-sm text-muted">{t('site.comingSoonText', 'This section is being prepared for you.')}</p>
      </section>
    </PageFrame>
  );
}
