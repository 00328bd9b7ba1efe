import { useLoaderData } from 'react-router';
import { CMS_PAGE_NAMES, CONSOLE_CMS_KEYS, type ConsoleCmsPage } from '#contract/console-cms.ts';
import type { ContentLanguage } from '#contract/console-content.ts';
import { ContentEntry, ContentNav } from '../components/content-parts.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/content-pages';

export const meta: Route.MetaFunction = () => [{ title: 'Pages · Content · Console' }];

/** The site's languages a page has no text in (what the site shows, or the draft when there is one). */
export function missingPageLanguages(texts: ConsoleCmsPage['texts'], languages: ContentLanguage[]) {
  return languages.filter((l) => !texts[l.lng]?.html.trim());
}

/** The site's CMS pages, each with its state and the languages it lacks. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { languages, pages } = await checked(() => consoleOf(args).backend.cms.pages(viewer, args.params.op));
  const shown = CONSOLE_CMS_KEYS.map((k) => pages.find((p) => p.key === k)).filter((p): p is ConsoleCmsPage => !!p);
  return { op: args.params.op, languages, pages: shown };
}

export default function ContentPages() {
  const { op, languages, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Content</h1>
      <ContentNav op={op} current="pages" />
      <p className="mb-2 text-sm text-muted">The site&apos;s pages in each of its languages; the site shows English where a language is missing.</p>
      <ul className="grid gap-2" data-testid="cms-pages">
        {pages.map((p) => (
          <ContentEntry
            key={p.key}
            to={`/console/${op}/content/pages/${p.key}`}
            title={CMS_PAGE_NAMES[p.key]}
            missing={missingPageLanguages(p.draft ?? p.texts, languages)}
            badges={
              <>
                {p.draft && <span className="rounded-theme border border-warning px-2 py-0.5 text-xs font-semibold text-warning">Unpublished draft</span>}
                {!p.status && <span className="rounded-theme border border-field-border px-2 py-0.5 text-xs font-semibold text-muted">Switched off</span>}
              </>
            }
          />
        ))}
      </ul>
    </>
  );
}
