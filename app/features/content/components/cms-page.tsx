import { Accordion } from 'radix-ui';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SafeHtml as Html } from '~/ui/safe-html.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import type { CmsKey } from '#contract/settings.ts';
import { LANGUAGE_DEFS } from '#contract/languages.ts';

export interface CmsView {
  key: CmsKey;
  status: 'ok' | 'off' | 'missing' | 'unavailable';
  title: string;
  html: string;
  /** FAQ pages: question and answer pairs for the accordion */
  faq: { q: string; a: string }[] | null;
  lang: string;
}

function FaqAccordion({ items }: { items: { q: string; a: string }[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-border rounded-theme border border-border bg-surface" data-testid="faq">
      {items.map((item, i) => (
        <Accordion.Item key={i} value={`q${i}`}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:text-accent">
                {item.q}
                <span aria-hidden="true" className="text-accent transition group-data-[state=open]:rotate-45 text-xl leading-none">
                  +
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="cms px-5 pb-4 text-muted">
            <Html html={item.a} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** A language's own name (English, 中文): the same on the server and in every browser, unlike Intl.DisplayNames (Chromium has no Nepali names). */
const ownName = (lng: string) => LANGUAGE_DEFS.find((d) => d.lng === lng)?.name || lng;

/**
 * An operator's page. `ownText`: the product's own text on the subject, in every language it ships;
 * shown first when the operator's text is not in the reader's language (an operator writes English
 * and at most one local language), with the operator's text folded below it.
 */
export function CmsPageView({ pageKey, page, ownText, children }: { pageKey: string; page: CmsView; ownText?: React.ReactNode; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const reader = i18n.language.split('-')[0];
  const foreign = !!ownText && page.status === 'ok' && page.lang !== reader;
  return (
    <PageFrame pageKey={pageKey}>
      {foreign ? (
        <>
          <article className="rounded-theme border border-border bg-surface p-6 md:p-8" data-testid="own-text">
            {ownText}
          </article>
          <details className="mt-4 rounded-theme border border-border bg-surface" data-testid="operator-text">
            <summary className="cursor-pointer px-6 py-4 font-semibold md:px-8">
              {t('site.cmsOriginal', { language: ownName(page.lang), defaultValue: `The site's own text, in ${ownName(page.lang)}` })}
            </summary>
            <div lang={page.lang} className="px-6 pb-6 md:px-8">
              <Html html={page.html} className="cms" testId="cms-body" />
            </div>
          </details>
        </>
      ) : page.status === 'ok' && page.faq ? (
        <div lang={page.lang}>
          <FaqAccordion items={page.faq} />
        </div>
      ) : page.status === 'ok' ? (
        <>
          {page.lang !== reader && (
            <p className="mb-3 text-sm text-muted" data-testid="cms-fallback">
              {t('site.cmsFallback', {
                language: ownName(page.lang),
                defaultValue: `This page is not written in your language yet: it is shown in ${ownName(page.lang)}.`,
              })}
            </p>
          )}
          <article lang={page.lang} className="rounded-theme border border-border bg-surface p-6 md:p-8">
            <Html html={page.html} className="cms" testId="cms-body" />
          </article>
        </>
      ) : (
        <p className="rounded-theme border border-border bg-surface p-6 text-muted" data-testid="cms-off">
          {page.status === 'off'
            ? t('site.pageOff', 'This page is not available at the moment.')
            : t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')}
        </p>
      )}
      {children}
    </PageFrame>
  );
}
