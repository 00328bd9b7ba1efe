import type { ReactNode } from 'react';

/** A column's heading: its text, and its cell's classes when they are not the table's plain padding. */
export type Column = string | { label: string; className: string };

/**
 * A console table: its caption for screen readers, a heading row, and the rows given as children.
 * `cell` is the padding of a heading cell that names no classes of its own.
 */
export function Table({ caption, columns, cell = 'px-2 py-1.5', children }: { caption: string; columns: Column[]; cell?: string; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-surface-2">
        <tr>
          {columns.map((c) => {
            const { label, className } = typeof c === 'string' ? { label: c, className: cell } : c;
            return (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
