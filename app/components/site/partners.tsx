import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { callApi, siteIdentity } from '~/lib/api-client.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useModalStore, useIsModalOpen } from '~/stores/modal-store.ts';

/**
 * SPEC §2 partners: a collapsible panel and a modal of partner logos, each linking out in a new
 * tab with its name under it; shown only after mount and only when the operator has partners.
 */
export function Partners() {
  const { t } = useTranslation();
  const partners = useLayoutStore((s) => s.partners);
  const showPartner = useLayoutStore((s) => s.showPartner);
  const setPartners = useLayoutStore((s) => s.setPartners);
  const setShowPartner = useLayoutStore((s) => s.setShowPartner);
  const [mounted, setMounted] = useState(false);
  const open = useModalStore((s) => s.open);
  const close = useModalStore((s) => s.close);
  const modalOpen = useIsModalOpen('partners');

  useEffect(() => {
    setMounted(true);
    void callApi('/settings/partners', siteIdentity()).then((a) => {
      if (a.statusCode === 1) setPartners(a.partners);
    });
  }, [setPartners]);

  if (!mounted || partners.length === 0) return null;
  const list = (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {partners.map((p) => (
        <li key={p.partner_name}>
          <a href={p.href} target="_blank" rel="noopener noreferrer" className="flex flex-col items-center gap-2 rounded-theme p-2 text-sm hover:bg-surface-2">
            <img src={p.img_url} alt={p.partner_name} loading="lazy" width={200} height={60} className="h-10 w-auto" />
            <span>{p.partner_name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="mx-auto mt-10 max-w-7xl px-4" data-testid="partners">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('partners.title', 'Our partners')}</h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="text-sm text-accent hover:underline"
            aria-expanded={showPartner}
            aria-controls="partners-panel"
            onClick={() => setShowPartner(!showPartner)}
          >
            {showPartner ? t('footer.hidePartners', 'Hide partners') : t('footer.showPartners', 'Show partners')}
          </button>
          <button type="button" className="text-sm text-accent hover:underline" onClick={() => open('partners')} data-testid="partners-open">
            {t('site.seeAll', 'See all')}
          </button>
        </div>
      </div>
      <div id="partners-panel" hidden={!showPartner} className="mt-4 rounded-theme border border-border bg-surface p-4">
        {list}
      </div>
      <Dialog.Root open={modalOpen} onOpenChange={(o) => !o && close('partners')}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/60" />
          <Dialog.Content
            data-testid="partners-modal"
            className="fixed left-1/2 top-1/2 z-[81] w-[min(94vw,640px)] -translate-x-1/2 -translate-y-1/2 rounded-theme border border-border bg-surface p-6 text-text shadow-2xl"
          >
            <Dialog.Title className="mb-4 text-xl font-bold">{t('partners.title', 'Our partners')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('partners.title', 'Our partners')}</Dialog.Description>
            {list}
            <Dialog.Close
              className="absolute right-4 top-4 grid h-8 w-8 place-items-center rounded-full text-muted hover:bg-surface-2"
              aria-label={t('site.close', 'Close')}
            >
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
