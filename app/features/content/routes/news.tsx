import { data, useNavigation, type MetaDescriptor } from 'react-router';
import { NEWS_PER_PAGE } from '#contract/content.ts';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ArticleMissing, NewsArticleView, NewsList, articleHref } from '~/features/content/components/news.tsx';
import { contentBody } from '~/features/content/components/content.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import type { Route } from './+types/news';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The list (?page=) or one article (?article=<slug>), in the first HTML; routes stay flat. */
export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  const url = new URL(args.request.url);
  const slug = url.searchParams.get('article');
  const origin = info.site.origin;
  if (slug !== null) {
    const answer = SLUG.test(slug) && slug.length <= 80 ? await info.api.call('/home/news_article', { ...contentBody(info), slug }, info) : null;
    if (answer?.statusCode === 1) return { view: 'article' as const, article: answer.article, origin };
    // Unknown or retired: a real 404 for crawlers, the page says so and links back.
    return data({ view: 'missing' as const, origin }, { status: answer && answer.message !== 'articleNotFound' ? 503 : 404 });
  }
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const answer = await info.api.call('/home/news', { ...contentBody(info), page, per_page: NEWS_PER_PAGE }, info);
  return answer.statusCode === 1
    ? { view: 'list' as const, items: answer.value, page: answer.page, total: answer.total, perPage: answer.per_page, origin }
    : { view: 'list' as const, items: null, page, total: 0, perPage: NEWS_PER_PAGE, origin };
}

const REPLACED = new Set(['title', 'description', 'og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'twitter:card', 'canonical']);
const keyOf = (m: MetaDescriptor) => {
  const d = m as Record<string, unknown>;
  return ('title' in d ? 'title' : ((d.name ?? d.property ?? d.rel) as string | undefined)) ?? '';
};

/** An article has its own title, description, canonical address and image. */
export const meta: Route.MetaFunction = (args) => {
  const base = pageMeta('news')(args as never);
  const d = args.loaderData as Awaited<ReturnType<typeof loader>> | undefined;
  const view = d && 'view' in d ? d : null;
  if (!view) return base;
  const site = (base.find((m) => keyOf(m) === 'og:site_name') as { content?: string } | undefined)?.content ?? '';
  if (view.view === 'list') {
    if (view.page <= 1) return base;
    const href = `${view.origin}/news?page=${view.page}`;
    return [
      ...base.filter((m) => !['canonical', 'og:url'].includes(keyOf(m))),
      { tagName: 'link', rel: 'canonical', href },
      { property: 'og:url', content: href },
    ];
  }
  if (view.view !== 'article') return base;
  const a = view.article;
  const href = `${view.origin}${articleHref(a.slug)}`;
  const title = site ? `${a.title} | ${site}` : a.title;
  const tags: MetaDescriptor[] = [
    ...base.filter((m) => !REPLACED.has(keyOf(m))),
    { title },
    { name: 'description', content: a.summary },
    { property: 'og:title', content: a.title },
    { property: 'og:description', content: a.summary },
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: a.published_at },
    { property: 'article:modified_time', content: a.updated_at },
    { tagName: 'link', rel: 'canonical', href },
    { property: 'og:url', content: href },
  ];
  if (a.image_url)
    tags.push(
      { property: 'og:image', content: /^https?:/.test(a.image_url) ? a.image_url : `${view.origin}${a.image_url}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  return tags;
};

export default function Page({ loaderData }: Route.ComponentProps) {
  // Another page of the list or an article on its way: the list says it is busy and dims.
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/news';
  if (loaderData.view === 'article') return <NewsArticleView article={loaderData.article} />;
  if (loaderData.view === 'missing') return <ArticleMissing />;
  return (
    <PageFrame pageKey="news" wide>
      <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
        <NewsList items={loaderData.items} page={loaderData.page} total={loaderData.total} perPage={loaderData.perPage} />
      </div>
    </PageFrame>
  );
}
