import type { AuditRow } from '#contract/console-backend.ts';
import { when } from './parts.tsx';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** Audit entries, newest first: what, on what, when, who, from where, and the change. */
export function AuditEntries({ rows, withOperator = false }: { rows: AuditRow[]; withOperator?: boolean }) {
  if (rows.length === 0) return <p className="text-muted">No entries.</p>;
  return (
    <ul className="grid gap-2" data-testid="audit-entries">
      {rows.map((a) => (
        <li key={a.id} className="rounded-theme border border-border bg-surface p-3 text-sm">
          <p className="font-semibold">
            {a.action} <span className="font-normal">on {a.target}</span>
            {withOperator && <span className="font-normal text-muted"> · {a.operator ?? 'platform'}</span>}
          </p>
          <p className="text-muted">
            {when(a.at)} · {a.actor}
            {a.fromAddress ? ` · from ${a.fromAddress}` : ''}
          </p>
          {(a.before !== null || a.after !== null) && (
            <p className="mt-1 break-all font-mono text-xs">
              {a.before !== null && <>before {show(a.before)} </>}
              {a.after !== null && <>after {show(a.after)}</>}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
