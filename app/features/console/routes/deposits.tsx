import { Link, useLoaderData } from 'react-router';
import { money, Pager, when } from '../components/parts.tsx';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/deposits';

export const meta: Route.MetaFunction = () => [{ title: 'Deposits · Console' }];

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const page = Math.min(Math.max(Number.parseInt(new URL(args.request.url).searchParams.get('page') ?? '1', 10) || 1, 1), 10_000);
  const list = await checked(() => consoleOf(args).backend.deposits(viewer, args.params.op, page));
  return { op: args.params.op, list };
}

export default function Deposits() {
  const { op, list } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Deposits</h1>
      {list.rows.length === 0 ? (
        <p className="text-muted">No deposits yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-theme border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Deposits, page {list.page}</caption>
            <thead className="bg-surface-2">
              <tr>
                {['Time', 'Player', 'Amount', 'Method', 'Status'].map((h) => (
                  <th key={h} scope="col" className={`whitespace-nowrap px-3 py-2 ${h === 'Amount' ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((d) => (
                <tr key={d.id} className="border-t border-border">
                  <td className="whitespace-nowrap px-3 py-2">{when(d.createdAt)}</td>
                  <td className="px-3 py-2">
                    <Link to={`/console/${op}/players/${encodeURIComponent(d.accountId)}`} className="text-accent underline">
                      {d.accountId}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(d.amount)}</td>
                  <td className="px-3 py-2">
                    {d.method} ({d.provider})
                  </td>
                  <td className="px-3 py-2">{d.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} more={list.more} link={(p) => `?page=${p}`} label="Deposit pages" />
    </>
  );
}
