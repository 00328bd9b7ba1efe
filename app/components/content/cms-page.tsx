import { useTranslation } from 'react-i18next';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import type { CmsKey } from '#contract/settings.ts';

export interface CmsView {
  key: CmsKey;
  status: 'ok' | 'off' | 'missing' | 'unavailable';
  title: string;
  html: string;
  lang: string;
}

export function CmsPageView({ pageKey, page }: { pageKey: string; page: CmsView }) {
  const { t } = useTranslation();
  return (
    <PageFrame pageKey={pageKey}>
      {page.status === 'ok' ? (
        <article
          lang={page.lang}
          data-testid="cms-body"
          className="cms rounded-theme border border-border bg-surface p-6 md:p-8"
          // Sanitized on the server (lib/sanitize.server.ts) just before this render.
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      ) : (
        <p className="rounded-theme border border-border bg-surface p-6 text-muted" data-testid="cms-off">
          {page.status === 'off'
            ? t('site.pageOff', 'This page is not available at the moment.')
            : t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')}
        </p>
      )}
    </PageFrame>
  );
}
