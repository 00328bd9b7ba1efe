import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { LazyDialog, preloadDialog } from '~/ui/lazy-dialog.tsx';
import { preloadOn } from '~/ui/lazy-overlay.tsx';
import type { loader as partnersLoader } from '../routes/data.partners.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useModalStore, useIsModalOpen } from '~/stores/modal-store.ts';

/**
 * Partners: a collapsible panel and a modal of partner logos, each linking out in a new
 * tab with its name under it; shown only after mount and only when the operator has partners.
 */
export function Partners() {
  const { t } = useTranslation();
  const partners = useLayoutStore((s) => s.partners);
  const showPartner = useLayoutStore((s) => s.showPartner);
  const setPartners = useLayoutStore((s) => s.setPartners);
  const setShowPartner = useLayoutStore((s) => s.setShowPartner);
  // Read after the page has loaded (`data/partners`): the section shows only when the operator has partners.
  const fetcher = useFetcher<typeof partnersLoader>({ key: 'partners' });
  const open = useModalStore((s) => s.open);
  const close = useModalStore((s) => s.close);
  const modalOpen = useIsModalOpen('partners');

  const { load } = fetcher;
  useEffect(() => {
    void load('/data/partners');
  }, [load]);
  const loaded = fetcher.data?.partners;
  useEffect(() => {
    if (loaded) setPartners(loaded);
  }, [loaded, setPartners]);

  if (!loaded || partners.length === 0) return null;
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
    // A named region: it sits outside main, and everything on the page belongs to a landmark.
    <section className="mx-auto mt-10 max-w-7xl px-4" data-testid="partners" aria-labelledby="partners-h">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="partners-h" className="text-lg font-bold">
          {t('partners.title', 'Our partners')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="text-sm text-accent hover:underline"
            aria-expanded={showPartner}
            aria-controls="partners-panel"
            onClick={() => setShowPartner(!showPartner)}
          >
            {showPartner ? t('footer.hidePartners', 'Hide partners') : t('footer.showPartners', 'Show partners')}
          </button>
          <button
            type="button"
            className="text-sm text-accent hover:underline"
            onClick={() => open('partners')}
            data-testid="partners-open"
            {...preloadOn(preloadDialog)}
          >
            {t('site.seeAll', 'See all')}
          </button>
        </div>
      </div>
      <div id="partners-panel" hidden={!showPartner} className="mt-4 rounded-theme border border-border bg-surface p-4">
        {list}
      </div>
      <LazyDialog
        open={modalOpen}
        onOpenChange={(o) => !o && close('partners')}
        size="xl"
        testId="partners-modal"
        title={t('partners.title', 'Our partners')}
        description={t('partners.title', 'Our partners')}
        descriptionHidden
      >
        {list}
      </LazyDialog>
    </section>
  );
}
