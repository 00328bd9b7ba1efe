import { Accordion } from 'radix-ui';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SafeHtml as Html } from '~/ui/safe-html.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import type { CmsKey } from '#contract/settings.ts';

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

export function CmsPageView({ pageKey, page, children }: { pageKey: string; page: CmsView; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame pageKey={pageKey}>
      {page.status === 'ok' && page.faq ? (
        <div lang={page.lang}>
          <FaqAccordion items={page.faq} />
        </div>
      ) : page.status === 'ok' ? (
        <article lang={page.lang} className="rounded-theme border border-border bg-surface p-6 md:p-8">
          <Html html={page.html} className="cms" testId="cms-body" />
        </article>
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
