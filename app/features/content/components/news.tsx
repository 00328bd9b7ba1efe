import { Link } from 'react-router';
import type { NewsArticle, NewsSummary } from '#contract/content.ts';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { EmptyState } from '~/ui/empty-state.tsx';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { Pagination } from '~/features/wallet/components/pagination.tsx';
import { formatDate } from '~/lib/shared/format.ts';

/** A publication date, the same on the server and in the browser (UTC day). */
function useNewsDate() {
  const { i18n } = useTranslation();
  const code = LANGUAGE_DEFS.find((l) => l.lng === i18n.language)?.code ?? 'EN';
  return (iso: string) => formatDate(iso, code, { dateStyle: 'long', timeZone: 'UTC' });
}

const srcSet = (images: NewsSummary['images']) =>
  images.some((i) => i.width > 0)
    ? images
        .filter((i) => i.width > 0)
        .map((i) => `${i.url} ${i.width}w`)
        .join(', ')
    : undefined;

export const articleHref = (slug: string) => `/news?article=${encodeURIComponent(slug)}`;

/** The list: newest first, 10 a page, each card opens its article in place (?article=). */
export function NewsList({ items, page, total, perPage }: { items: NewsSummary[] | null; page: number; total: number; perPage: number }) {
  const { t } = useTranslation();
  const date = useNewsDate();
  if (items === null)
    return (
      <EmptyState title={t('content.newsUnavailable', 'The news cannot be loaded right now.')} text={t('content.tryAgain', 'Please try again in a moment.')} />
    );
  if (!items.length) return <EmptyState title={t('content.noNews', 'No news yet')} text={t('content.noNewsText', 'Check back soon for updates from us.')} />;
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
        {items.map((a, i) => (
          <li key={a.id} className="flex flex-col overflow-hidden rounded-theme border border-border bg-surface" lang={a.lang} data-testid="news-card">
            {a.image_url && (
              <img
                src={a.images.find((x) => x.width === 480)?.url ?? a.image_url}
                srcSet={srcSet(a.images)}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                alt=""
                width={1600}
                height={900}
                loading={i < 3 ? 'eager' : 'lazy'}
                className="aspect-video w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col p-4">
              <time dateTime={a.published_at} className="text-xs font-semibold uppercase tracking-wide text-muted">
                {date(a.published_at)}
              </time>
              <h2 className="mt-1 text-lg font-bold leading-snug">
                <Link to={articleHref(a.slug)} className="hover:text-accent hover:underline" data-testid="news-link">
                  {a.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-muted">{a.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination type="link" link="/news?page=[page]" total={total} page={page} pageSize={perPage} />
    </>
  );
}

/** One article, in place of the list (flat routes: /news?article=<slug>). */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const date = useNewsDate();
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 md:py-10" lang={article.lang} data-testid="news-article">
      <Link to="/news" className="text-sm font-semibold text-accent hover:underline" data-testid="news-back">
        ← {t('content.allNews', 'All news')}
      </Link>
      <h1 data-page-title="" className="mt-3 text-2xl font-extrabold leading-tight tracking-tight md:text-4xl">
        {article.title}
      </h1>
      <p className="mt-2 text-sm text-muted">
        <time dateTime={article.published_at}>{date(article.published_at)}</time>
      </p>
      {article.image_url && (
        <img
          src={article.images.find((x) => x.width === 960)?.url ?? article.image_url}
          srcSet={srcSet(article.images)}
          sizes="(min-width: 800px) 768px, 100vw"
          alt=""
          width={1600}
          height={900}
          loading="eager"
          fetchPriority="high"
          className="mt-5 aspect-video w-full rounded-theme object-cover"
        />
      )}
      {article.summary && <p className="mt-5 text-lg font-medium">{article.summary}</p>}
      <SafeHtml html={article.body} className="cms mt-4 space-y-3 text-text" testId="news-body" />
    </article>
  );
}

export function ArticleMissing() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState
        title={t('content.articleMissing', 'This article is no longer available.')}
        action={
          <Link to="/news" className="font-semibold text-accent hover:underline">
            {t('content.allNews', 'All news')}
          </Link>
        }
      />
    </div>
  );
}
