import { useTranslation } from '~/i18n/use-translation.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';

export const meta = pageMeta('download');

/** The app download page (show_app_download): the operator's store links, or a note without them. */
export default function Download() {
  const { t } = useTranslation();
  const site = useLayoutStore((s) => s.site);
  const on = useLayoutStore((s) => s.show_app_download);
  const links = [
    ['Android', site?.android_sub],
    ['iOS', site?.ios_sub],
  ].filter((l): l is [string, string] => !!l[1]);
  return (
    <PageFrame pageKey="download">
      {on && links.length ? (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="download-links">
          {links.map(([os, href]) => (
            <a
              key={os}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between rounded-theme border border-border bg-surface p-6 hover:border-accent"
            >
              <span>
                <span className="block text-sm text-muted">{site?.site_name}</span>
                <span className="text-xl font-bold">{os}</span>
              </span>
              <span className="rounded-theme bg-accent px-4 py-2 font-semibold text-accent-text">{t('download.install', 'Install')}</span>
            </a>
          ))}
        </div>
      ) : (
        <p className="rounded-theme border border-border bg-surface p-6 text-muted" data-testid="download-none">
          {t('site.pageOff', 'This page is not available at the moment.')}
        </p>
      )}
    </PageFrame>
  );
}
