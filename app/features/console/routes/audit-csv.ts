import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/audit-csv';

/** A cell as spreadsheets read it; a leading =, +, - or @ is quoted so it is never run as a formula. */
const cell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The audit log as CSV (the search applied), at most 5 000 of the newest entries. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').slice(0, 100);
  const found = await checked(() => consoleOf(args).backend.audit(viewer, args.params.op, { text: q, page: 1, pageSize: 5000 }));
  const lines = [
    ['id', 'at', 'actor', 'operator', 'action', 'target', 'before', 'after', 'from_address'].join(','),
    ...found.rows.map((a) => [a.id, a.at, a.actor, a.operator, a.action, a.target, a.before, a.after, a.fromAddress].map(cell).join(',')),
  ];
  return new Response(lines.join('\r\n') + '\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${args.params.op}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
