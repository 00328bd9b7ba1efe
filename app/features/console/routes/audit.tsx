import { Form, useLoaderData } from 'react-router';
import { AuditEntries } from '../components/audit-entries.tsx';
import { Pager } from '../components/parts.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log · Console' }];

/** What staff did on this operator, newest first: searchable by action, target or who. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 10_000);
  const found = await checked(() => consoleOf(args).backend.audit(viewer, args.params.op, { text: q, page }));
  return { op: args.params.op, q, found };
}

export default function Audit() {
  const { op, q, found } = useLoaderData<typeof loader>();
  const link = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Audit log</h1>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="audit-search" className="mb-1 block text-sm font-medium">
              Action, target or staff email
            </label>
            <input id="audit-search" name="q" type="search" defaultValue={q} className="rounded-theme border border-field-border bg-surface px-3 py-2" />
          </div>
          <button className="min-h-10 rounded-theme border border-accent bg-accent px-4 font-semibold text-accent-text">Search</button>
        </Form>
        <a href={`/console/${op}/audit.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`} className="min-h-10 py-2 text-accent underline" download>
          Export CSV
        </a>
      </div>
      <AuditEntries rows={found.rows} />
      <Pager page={found.page} more={found.more} link={link} label="Audit log pages" />
    </>
  );
}
