import { Link, useLoaderData } from 'react-router';
import { CONTENT_KINDS, type ContentKind } from '#contract/content.ts';
import { when } from '../components/parts.tsx';
import { ContentEntry, ContentNav, KIND_NAMES, missingLanguages, StateBadge } from '../components/content-parts.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/content';

export const meta: Route.MetaFunction = () => [{ title: 'Content · Console' }];

const kindOf = (v: string | null): ContentKind => ((CONTENT_KINDS as readonly string[]).includes(v ?? '') ? (v as ContentKind) : 'slide');

/** Every item of one kind, in the order the site shows them, with its state and the languages it lacks. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const kind = kindOf(new URL(args.request.url).searchParams.get('kind'));
  const { languages, items } = await checked(() => consoleOf(args).backend.content.overview(viewer, args.params.op, kind));
  return { op: args.params.op, kind, languages, items, now: new Date().toISOString() };
}

export default function Content() {
  const { op, kind, languages, items, now } = useLoaderData<typeof loader>();
  const current = items.filter((i) => !i.retired_at);
  const retired = items.filter((i) => i.retired_at);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Content</h1>
      <ContentNav op={op} current={kind} />
      <p className="mb-4">
        <Link
          to={`/console/${op}/content/new?kind=${kind}`}
          className="inline-flex min-h-10 items-center rounded-theme border border-accent bg-accent px-4 font-semibold text-accent-text"
        >
          New {KIND_NAMES[kind].one.toLowerCase()}
        </Link>
      </p>
      <p className="mb-2 text-sm text-muted">Shown on the site in this order (lowest order number first). Times are UTC.</p>
      {current.length === 0 ? (
        <p className="text-muted">No {KIND_NAMES[kind].plural.toLowerCase()} yet.</p>
      ) : (
        <ol className="grid gap-2" data-testid="content-items">
          {current.map((i) => (
            <ContentEntry
              key={i.id}
              to={`/console/${op}/content/${i.id}`}
              title={i.texts.en?.title || i.texts.en?.body?.replace(/<[^>]*>/g, '').slice(0, 80) || `#${i.id}`}
              badges={<StateBadge item={i} now={now} />}
              missing={missingLanguages(i, languages)}
            >
              <p className="text-muted">
                Order {i.sort}
                {i.starts_at && ` · from ${when(i.starts_at)}`}
                {i.ends_at && ` · until ${when(i.ends_at)}`}
              </p>
            </ContentEntry>
          ))}
        </ol>
      )}
      {retired.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium">Retired ({retired.length})</summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {retired.map((i) => (
              <li key={i.id}>
                <Link to={`/console/${op}/content/${i.id}`} className="text-accent underline">
                  {i.texts.en?.title || `#${i.id}`}
                </Link>{' '}
                <span className="text-muted">retired {when(i.retired_at!)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
