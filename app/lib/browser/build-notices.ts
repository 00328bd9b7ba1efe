import { clientI18n } from '~/i18n/page-i18n.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import type { Notice } from './build-update.ts';

/** Toasts once React has hydrated (the shell marks it): the notices need the page's language. */
export function notify(notice: Notice) {
  const show = () => {
    const i18n = clientI18n();
    const t = (k: string, d: string) => (i18n ? i18n.t(k, { defaultValue: d }) : d);
    const toast = useNoticeStore.getState().toast;
    if (notice === 'failed') {
      toast({
        variant: 'error',
        title: t('update.failedTitle', 'Page not loaded'),
        text: t('update.failed', 'Part of this page could not be loaded. Please reload the page.'),
        duration: 10_000,
      });
    } else {
      toast({
        variant: 'info',
        title: t('update.title', 'Site updated'),
        text:
          notice === 'updated'
            ? t('update.done', "You're now on the newest version of the site.")
            : t('update.waiting', 'A new version is ready. The page will reload once your transaction is complete.'),
        duration: notice === 'updated' ? 8000 : 30_000,
      });
    }
  };
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') return show();
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    show();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
