import { useLoaderData } from 'react-router';
import { missingPromotionLanguages } from '#contract/console-promotions.ts';
import { ContentEntry, ContentNav } from '../components/content-parts.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/content-promotions';

export const meta: Route.MetaFunction = () => [{ title: 'Promotions · Content · Console' }];

const day = (iso: string | null) => iso?.slice(0, 10);

/** The operator's promotions, each with when it runs and the languages it has no text in. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { languages, promotions } = await checked(() => consoleOf(args).backend.promotions.list(viewer, args.params.op));
  return { op: args.params.op, languages, promotions };
}

export default function ContentPromotions() {
  const { op, languages, promotions } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Content</h1>
      <ContentNav op={op} current="promotions" />
      <p className="mb-2 text-sm text-muted">
        The offers on the site&apos;s promotions page in each of its languages; the site shows English where a language is missing.
      </p>
      {promotions.length === 0 ? (
        <p className="text-sm">This site has no promotions.</p>
      ) : (
        <ul className="grid gap-2" data-testid="promotions">
          {promotions.map((p) => (
            <ContentEntry
              key={p.id}
              to={`/console/${op}/content/promotions/${p.id}`}
              title={p.title}
              missing={missingPromotionLanguages(p, languages)}
              badges={null}
            >
              <p className="text-muted">
                {p.summary}
                {(p.starts_at || p.ends_at) && ` · ${day(p.starts_at) ?? ''}–${day(p.ends_at) ?? ''}`}
              </p>
            </ContentEntry>
          ))}
        </ul>
      )}
    </>
  );
}
