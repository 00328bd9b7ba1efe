import { Form, Link, useLoaderData } from 'react-router';
import { money, Pager } from '../components/parts.tsx';
import { Table } from '../components/table.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/players';

export const meta: Route.MetaFunction = () => [{ title: 'Players · Console' }];

const pageParam = (v: string | null) => Math.min(Math.max(Number.parseInt(v ?? '1', 10) || 1, 1), 10_000);

/** Players of the operator, found by account id, phone, email or name; a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const page = pageParam(url.searchParams.get('page'));
  const found = await checked(() => consoleOf(args).backend.searchPlayers(viewer, args.params.op, q, page));
  return { op: args.params.op, q, found };
}

export default function Players() {
  const { op, q, found } = useLoaderData<typeof loader>();
  const pageLink = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Players</h1>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow sm:max-w-md">
          <label htmlFor="player-search" className="mb-1 block text-sm font-medium">
            Account id, phone, email or name
          </label>
          <input id="player-search" name="q" type="search" defaultValue={q} className="w-full rounded-theme border border-field-border bg-surface px-3 py-2" />
        </div>
        <button className="min-h-10 rounded-theme border border-accent bg-accent px-4 font-semibold text-accent-text">Search</button>
      </Form>
      {found.rows.length === 0 ? (
        <p className="text-muted">No player matches.</p>
      ) : (
        <div className="overflow-x-auto rounded-theme border border-border bg-surface">
          <Table
            caption={`Players, page ${found.page}`}
            cell="px-3 py-2"
            columns={[
              'Account',
              'Name',
              { label: 'Email', className: 'hidden px-3 py-2 md:table-cell' },
              { label: 'Phone', className: 'hidden px-3 py-2 md:table-cell' },
              'Status',
              { label: 'Balance', className: 'px-3 py-2 text-right' },
            ]}
          >
            {found.rows.map((p) => (
              <tr key={p.accountId} className="border-t border-border">
                <td className="px-3 py-2">
                  <Link to={`/console/${op}/players/${encodeURIComponent(p.accountId)}`} className="font-medium text-accent underline">
                    {p.accountId}
                  </Link>
                </td>
                <td className="px-3 py-2">{p.fullName}</td>
                <td className="hidden px-3 py-2 md:table-cell">{p.email}</td>
                <td className="hidden px-3 py-2 md:table-cell">{p.phone}</td>
                <td className="px-3 py-2">{p.status === 'active' ? 'Active' : p.status === 'BLOCK' ? 'Blocked' : 'Closed'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(p.balance)}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
      <Pager page={found.page} more={found.more} link={pageLink} label="Players pages" />
    </>
  );
}
