import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { ScrollTable } from '~/ui/scroll-table.tsx';
import { useDateFormat } from '~/lib/shared/use-date-format.ts';

export interface DrawColumn<T> {
  head: ReactNode;
  cell(row: T): ReactNode;
  className?: string;
}

/**
 * A player's past draws (spins, minigame rounds): when each was, what the columns say of it, and
 * its nonce (what the fairness check needs), newest first as the server sends them.
 */
export function DrawHistory<T extends { created_at: string; nonce: number }>({
  id,
  title,
  empty,
  rows,
  rowKey,
  columns,
  testId,
  className = '',
}: {
  id: string;
  title: string;
  empty: ReactNode;
  rows: T[];
  rowKey(row: T): string | number;
  columns: DrawColumn<T>[];
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const cols: DrawColumn<T>[] = [
    { head: t('engage.when', 'When'), cell: (r) => date(r.created_at, { dateStyle: 'short', timeStyle: 'short' }), className: 'whitespace-nowrap' },
    ...columns.slice(0, 2),
    { head: t('engage.fair.nonce', 'Nonce'), cell: (r) => r.nonce, className: 'font-mono tabular-nums' },
    ...columns.slice(2),
  ];
  return (
    <section className={`rounded-theme border border-border bg-surface p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        empty
      ) : (
        <ScrollTable labelledBy={id}>
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead className="text-muted">
              <tr>
                {cols.map((c, i) => (
                  <th key={i} scope="col" className={`py-2 font-medium ${i < cols.length - 1 ? 'pr-3' : ''}`}>
                    {c.head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)} className="border-t border-border">
                  {cols.map((c, i) => (
                    <td key={i} className={`py-2 ${i < cols.length - 1 ? 'pr-3' : ''} ${c.className ?? ''}`}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
