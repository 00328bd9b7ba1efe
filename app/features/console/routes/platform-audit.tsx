import { Form, useLoaderData } from 'react-router';
import { AuditEntries } from '../components/audit-entries.tsx';
import { Pager } from '../components/parts.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/platform-audit';

export const meta: Route.MetaFunction = () => [{ title: 'Platform audit log · Console' }];

/** Every operator's entries and the platform's own (operator commands, staff accounts, back-office keys): platform administrators only. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 10_000);
  const found = await checked(() => consoleOf(args).backend.platformAudit(viewer, { text: q, page }));
  return { q, found };
}

export default function PlatformAudit() {
  const { q, found } = useLoaderData<typeof loader>();
  const link = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Platform audit log</h1>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="platform-audit-search" className="mb-1 block text-sm font-medium">
            Action, target, operator or staff email
          </label>
          <input id="platform-audit-search" name="q" type="search" defaultValue={q} className="rounded-theme border border-field-border bg-surface px-3 py-2" />
        </div>
        <button className="min-h-10 rounded-theme border border-accent bg-accent px-4 font-semibold text-accent-text">Search</button>
      </Form>
      <AuditEntries rows={found.rows} withOperator />
      <Pager page={found.page} more={found.more} link={link} label="Audit log pages" />
    </>
  );
}
